import { percentOf } from '../billing/pay-application.rules.ts';
import { formatCents } from '../money/money.ts';
import { splitByLargestRemainder } from '../money/split.ts';
import type { TRole } from '../roles/roles.ts';
import type { TApApprover, TApInvoiceLineKind } from './payables.constants.ts';

/*
 * The pure arithmetic and rules of a vendor invoice (issue 16), run by the Enter Invoice grid as you
 * type and by the server when it saves, approves and posts. Money is integer cents; percentages are
 * basis points (1000 = 10.00 %), rounded half up to the cent as the billing side does (percentOf).
 */

/** '10.00 %' from basis points. */
export function formatBps(bps: number): string {
  return `${(bps / 100).toFixed(2)} %`;
}

/** The due date from the invoice date and the vendor's payment terms in days (YYYY-MM-DD). */
export function dueDateFromTerms(invoiceDate: string, termsDays: number): string {
  const d = new Date(`${invoiceDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return invoiceDate;
  d.setUTCDate(d.getUTCDate() + Math.max(0, Math.trunc(termsDays)));
  return d.toISOString().slice(0, 10);
}

/** This period's amount typed as a percent of the schedule line's committed (revised) amount. */
export function amountFromPercent(committedCents: number, bps: number): number {
  return percentOf(committedCents, bps);
}

/** The amount as a percent of the committed amount, in basis points rounded down (what the % cell shows). */
export function percentOfCommitted(amountCents: number, committedCents: number): number | null {
  if (committedCents <= 0 || amountCents <= 0) return null;
  return Number((BigInt(amountCents) * 10_000n) / BigInt(committedCents));
}

/** One line as the arithmetic needs it. */
export type TApLineCalcInput = {
  /** The commitment the line bills, or null for a direct cost or overhead. */
  commitment_id: string | null;
  /** The retainage the line starts with: the commitment's percent, 0 for direct cost and overhead. */
  default_bps: number;
  amount_cents: number;
  /** A percent typed for this line (null: the default). */
  retainage_bps: number | null;
  /** An amount typed for this line (null: from the percent); it wins over a percent. */
  retainage_cents: number | null;
};

export type TApLineCalc = {
  /** The percent the retainage came from; null when it was typed as an amount. */
  retainage_bps: number | null;
  retainage_cents: number;
  /** The retainage is not the default (a typed amount, or another percent): it needs a reason. */
  is_override: boolean;
};

export type TApInvoiceCalc = {
  lines: TApLineCalc[];
  gross_cents: number;
  retainage_cents: number;
  net_cents: number;
};

/**
 * An invoice's retainage and totals:
 *   1. a line whose retainage was typed as an amount keeps it;
 *   2. the other lines are grouped by commitment and percent (the commitment's, or one typed); each
 *      group withholds its percent of the group's total, half up to the cent, allocated to its lines
 *      by largest remainder — so an invoice of three lines on a 10 % subcontract withholds exactly
 *      10 % of their sum, and the lines' parts add up to it;
 *   3. gross = Σ amounts, retainage = Σ retainage, net due = gross − retainage.
 */
export function computeApInvoice(lines: readonly TApLineCalcInput[]): TApInvoiceCalc {
  const result: TApLineCalc[] = lines.map((l) => ({
    retainage_bps: l.retainage_cents === null ? (l.retainage_bps ?? l.default_bps) : null,
    retainage_cents: l.retainage_cents ?? 0,
    is_override:
      l.retainage_cents !== null || (l.retainage_bps !== null && l.retainage_bps !== l.default_bps),
  }));
  const groups = new Map<string, number[]>();
  lines.forEach((l, i) => {
    const bps = result[i]?.retainage_bps;
    if (bps === null || bps === undefined || bps <= 0) return;
    const key = `${l.commitment_id ?? ''}|${bps}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  for (const [key, indexes] of groups) {
    const bps = Number(key.split('|')[1]);
    const weights = indexes.map((i) => Math.max(0, lines[i]?.amount_cents ?? 0));
    const total = percentOf(
      weights.reduce((a, b) => a + b, 0),
      bps,
    );
    if (total === 0) continue;
    const parts = splitByLargestRemainder(total, weights);
    indexes.forEach((i, n) => {
      const line = result[i];
      if (line) line.retainage_cents = parts[n] ?? 0;
    });
  }
  const gross = lines.reduce((sum, l) => sum + l.amount_cents, 0);
  const retainage = result.reduce((sum, l) => sum + l.retainage_cents, 0);
  return { lines: result, gross_cents: gross, retainage_cents: retainage, net_cents: gross - retainage };
}

export const AP_LINE_MESSAGES = {
  amountRequired: 'Enter an amount above zero',
  scheduleLineRequired: 'Choose the commitment line this bills',
  jobRequired: 'Choose a job',
  costCodeRequired: 'Choose a cost code',
  costCategoryRequired: 'Choose a cost category',
  expenseAccountRequired: 'Choose an expense account',
  retainageAboveAmount: 'Retainage cannot be more than the amount',
  retainageRange: 'Retainage must be between 0 and 100 %',
} as const;

/** 'A retainage other than the commitment's 10.00 % needs a reason'. */
export function overrideReasonMessage(kind: TApInvoiceLineKind, defaultBps: number): string {
  return kind === 'commitment'
    ? `A retainage other than the commitment's ${formatBps(defaultBps)} needs a reason`
    : 'Retainage on a direct cost or overhead line needs a reason';
}

/** A line as the problems check needs it: what is chosen, the amount, and its computed retainage. */
export type TApLineCheck = {
  kind: TApInvoiceLineKind;
  commitment_line_id: string | null;
  job_id: string | null;
  cost_code_id: string | null;
  cost_category_id: string | null;
  expense_account_id: string | null;
  amount_cents: number | null;
  default_bps: number;
  retainage_bps: number | null;
  retainage_cents: number;
  is_override: boolean;
  retainage_override_reason: string | null;
};

/** Why a line cannot be saved as it stands (every reason; empty when it can). */
export function apLineProblems(line: TApLineCheck): string[] {
  const problems: string[] = [];
  if (line.kind === 'commitment' && !line.commitment_line_id)
    problems.push(AP_LINE_MESSAGES.scheduleLineRequired);
  if (line.kind === 'job_cost') {
    if (!line.job_id) problems.push(AP_LINE_MESSAGES.jobRequired);
    if (!line.cost_code_id) problems.push(AP_LINE_MESSAGES.costCodeRequired);
    if (!line.cost_category_id) problems.push(AP_LINE_MESSAGES.costCategoryRequired);
  }
  if (line.kind === 'overhead' && !line.expense_account_id)
    problems.push(AP_LINE_MESSAGES.expenseAccountRequired);
  const amount = line.amount_cents ?? 0;
  if (!Number.isSafeInteger(amount) || amount <= 0) problems.push(AP_LINE_MESSAGES.amountRequired);
  if (line.retainage_bps !== null && (line.retainage_bps < 0 || line.retainage_bps > 10_000))
    problems.push(AP_LINE_MESSAGES.retainageRange);
  if (line.retainage_cents < 0 || (amount > 0 && line.retainage_cents > amount))
    problems.push(AP_LINE_MESSAGES.retainageAboveAmount);
  if (line.is_override && !line.retainage_override_reason?.trim())
    problems.push(overrideReasonMessage(line.kind, line.default_bps));
  return problems;
}

/** Where a commitment's schedule line stands, as the over-commitment check reads it. */
export type TScheduleLineStanding = {
  id: string;
  /** 'J-26-001-SC-01 line 2 (03-3000 S)'. */
  label: string;
  /** Committed: the line's original plus approved change orders. */
  revised_cents: number;
  /** Invoiced to date on other invoices that are approved or posted. */
  invoiced_cents: number;
  /** On other invoices entered and not yet approved (0 when approving: only approvals count then). */
  pending_invoices_cents: number;
  /** Pending change orders on the line: never counted, only named in the message. */
  pending_changes_cents: number;
};

export type TOverCommitment = {
  commitment_line_id: string;
  /** Indexes of the invoice's lines that bill the schedule line. */
  indexes: number[];
  message: string;
};

/** What is left to invoice on a schedule line: committed − invoiced − on other invoices not yet approved. */
export function remainingOf(line: TScheduleLineStanding): number {
  return line.revised_cents - line.invoiced_cents - line.pending_invoices_cents;
}

/**
 * Schedule lines an invoice bills past what is left on them. Lines of one invoice on the same schedule
 * line add up. Only approved change orders raise what is committed; a pending one is named in the
 * message so the person knows what would cover it:
 * 'Line 2: $6,000.00 is more than the $4,000.00 remaining on J-26-001-SC-01 line 1 (03-3000 S)
 * (committed $10,000.00, invoiced $6,000.00) — a pending change order of $2,000.00 must be approved first'.
 */
export function overCommitments(
  lines: readonly { commitment_line_id: string | null; amount_cents: number | null }[],
  standing: ReadonlyMap<string, TScheduleLineStanding>,
): TOverCommitment[] {
  const billed = new Map<string, { amount: number; indexes: number[] }>();
  lines.forEach((l, i) => {
    if (!l.commitment_line_id) return;
    const entry = billed.get(l.commitment_line_id) ?? { amount: 0, indexes: [] };
    entry.amount += l.amount_cents ?? 0;
    entry.indexes.push(i);
    billed.set(l.commitment_line_id, entry);
  });
  const result: TOverCommitment[] = [];
  for (const [id, { amount, indexes }] of billed) {
    const line = standing.get(id);
    if (!line) continue;
    const remaining = remainingOf(line);
    if (amount <= remaining) continue;
    const where = indexes.map((i) => i + 1).join(', ');
    const figures = [
      `committed ${formatCents(line.revised_cents)}`,
      `invoiced ${formatCents(line.invoiced_cents)}`,
    ];
    if (line.pending_invoices_cents !== 0)
      figures.push(`${formatCents(line.pending_invoices_cents)} on invoices not yet approved`);
    const cover =
      line.pending_changes_cents > 0
        ? ` — a pending change order of ${formatCents(line.pending_changes_cents)} must be approved first`
        : ' — an approved change order must raise it first';
    result.push({
      commitment_line_id: id,
      indexes,
      message: `Line ${where}: ${formatCents(amount)} is more than the ${formatCents(Math.max(0, remaining))} remaining on ${line.label} (${figures.join(', ')})${cover}`,
    });
  }
  return result;
}

/** The jobs an invoice's lines name, with their project managers, for the approver rule. */
export type TApApproverInput = {
  setting: TApApprover;
  jobs: readonly { job_number: string; project_manager: { id: string; name: string } | null }[];
  /** An overhead line has no job, so no project manager can approve it. */
  has_line_without_job: boolean;
};

export type TApApproverVerdict =
  | { kind: 'project_manager'; user_id: string; name: string; label: string }
  | { kind: 'office'; label: string };

const OFFICE_APPROVERS: readonly TRole[] = ['company_admin', 'accountant'];
const INTERNAL: readonly TRole[] = ['director', 'super_admin'];

/**
 * Who approves an invoice. With the company's setting `office`: a company admin or accountant. With
 * `project_manager`: the project manager of the invoice's jobs — one person who manages every job on
 * it; an invoice with an overhead line, a job without a project manager, or jobs with different
 * managers goes to the office instead, with the reason. Internal staff may approve any invoice.
 */
export function apInvoiceApprover(input: TApApproverInput): TApApproverVerdict {
  const office = 'a company admin or accountant';
  if (input.setting === 'office') return { kind: 'office', label: office };
  if (input.jobs.length === 0 || input.has_line_without_job)
    return { kind: 'office', label: `${office} (overhead is not a job's)` };
  const unmanaged = input.jobs.find((j) => j.project_manager === null);
  if (unmanaged)
    return { kind: 'office', label: `${office} (${unmanaged.job_number} has no project manager)` };
  const managers = new Map(input.jobs.map((j) => [j.project_manager?.id ?? '', j.project_manager]));
  const [manager] = [...managers.values()];
  if (managers.size > 1 || !manager)
    return { kind: 'office', label: `${office} (the jobs have different project managers)` };
  const jobs = input.jobs.map((j) => j.job_number).join(', ');
  return {
    kind: 'project_manager',
    user_id: manager.id,
    name: manager.name,
    label: `${jobs}'s project manager, ${manager.name}`,
  };
}

/** Whether the caller (their roles in the company) may approve an invoice the verdict names. */
export function mayApproveApInvoice(
  verdict: TApApproverVerdict,
  caller: { user_id: string; roles: readonly string[] },
): boolean {
  if (caller.roles.some((r) => (INTERNAL as readonly string[]).includes(r))) return true;
  if (verdict.kind === 'project_manager') return caller.user_id === verdict.user_id;
  return caller.roles.some((r) => (OFFICE_APPROVERS as readonly string[]).includes(r));
}

/** 'This invoice is approved by J-26-001's project manager, Pat Manager'. */
export function approverRefusal(verdict: TApApproverVerdict): string {
  return `This invoice is approved by ${verdict.label}`;
}

/** Why an invoice cannot be approved (and, later, paid) now; each shows on the invoice with its reason. */
export const AP_HOLD_KINDS = ['compliance_expired', 'over_commitment', 'lien_waiver_missing'] as const;
export type TApHoldKind = (typeof AP_HOLD_KINDS)[number];
export type TApHold = { kind: TApHoldKind; reason: string };

/** The compliance hold: an expired vendor while the company's setting holds such vendors' invoices. */
export function complianceHold(
  compliance: { status: string; reasons: readonly string[] },
  companyHolds: boolean,
): TApHold | null {
  if (!companyHolds || compliance.status !== 'expired') return null;
  const expired = compliance.reasons.filter((r) => r.includes('expired'));
  return {
    kind: 'compliance_expired',
    reason: `Vendor compliance expired: ${(expired.length > 0 ? expired : compliance.reasons).join('; ')}`,
  };
}
