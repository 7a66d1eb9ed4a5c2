import {
  apLineProblems,
  computeApInvoice,
  JOURNAL_MESSAGES,
  overCommitments,
  type TApInvoiceLineInput,
} from '@groundwork/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts, costCategories, projects, standardCostCodes } from '../../db/schema/index.ts';
import { ApInvoiceErrors } from './ap-invoices.errors.ts';
import { lineStanding, standingOf, type TLineStandingRow } from './commitment-line-standing.ts';

/** A line ready to be written: its targets resolved (a commitment line's job, code and category copied). */
export type TResolvedLine = {
  lineNumber: number;
  kind: TApInvoiceLineInput['kind'];
  commitmentId: string | null;
  commitmentLineId: string | null;
  jobId: string | null;
  costCodeId: string | null;
  costCategoryId: string | null;
  expenseAccountId: string | null;
  description: string;
  amountCents: number;
  retainageBps: number | null;
  retainageCents: number;
  retainageOverrideReason: string | null;
};

export type TResolvedInvoice = {
  lines: TResolvedLine[];
  grossCents: number;
  retainageCents: number;
  netCents: number;
  /** The schedule lines the invoice bills, as they stood when checked. */
  standing: TLineStandingRow[];
};

const at = (index: number, message: string) => `Line ${index + 1}: ${message}`;
const ids = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/**
 * Checks an invoice's lines against the company's records and works out their retainage and totals:
 *   1. commitment lines: the schedule line exists, is on an issued or executed commitment of this
 *      vendor; its job, cost code and category are what the line carries from then on;
 *   2. job-cost lines: job, cost code (not a group) and category of the company and active;
 *      overhead lines: an active expense account of the chart; every job on the invoice active;
 *   3. retainage and totals by the shared computeApInvoice, then every line's problems (the same rule
 *      the grid shows as you type) — the first refuses the save;
 *   4. no schedule line billed past what is left on it, counting other invoices not yet approved
 *      (`countPending`; approval counts only approved and posted ones).
 * Something of another company is not found (404), as if it did not exist.
 */
export async function resolveInvoiceLines(
  tx: Db,
  organizationId: string,
  vendorId: string,
  lines: readonly TApInvoiceLineInput[],
  invoiceId: string | null,
  countPending = true,
): Promise<TResolvedInvoice> {
  const org = organizationId;
  // 1. Schedule lines.
  const standing = await lineStanding(
    tx,
    org,
    { lineIds: ids(lines.map((l) => (l.kind === 'commitment' ? l.commitment_line_id : null))) },
    invoiceId,
  );
  const scheduleLine = new Map(standing.map((r) => [r.id, r]));
  lines.forEach((l, i) => {
    if (l.kind !== 'commitment' || !l.commitment_line_id) return;
    const s = scheduleLine.get(l.commitment_line_id);
    if (!s)
      throw ApInvoiceErrors.lineReferenceNotFound(
        'commitment_line_not_found',
        at(i, 'Commitment line not found'),
      );
    if (s.vendor_id !== vendorId)
      throw ApInvoiceErrors.lineRefused(
        'commitment_other_vendor',
        at(i, `${s.commitment_number} is another vendor's commitment`),
      );
    if (s.commitment_status !== 'issued' && s.commitment_status !== 'executed')
      throw ApInvoiceErrors.lineRefused(
        'commitment_not_open',
        at(
          i,
          `${s.commitment_number} is ${s.commitment_status}: invoices go against issued or executed commitments`,
        ),
      );
  });

  // 2. Direct job cost and overhead references.
  const direct = lines.map((l) => (l.kind === 'job_cost' ? l : null));
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const jobIds = ids(direct.map((l) => l?.job_id ?? null));
  const codeIds = ids(direct.map((l) => l?.cost_code_id ?? null));
  const categoryIds = ids(direct.map((l) => l?.cost_category_id ?? null));
  const accountIds = ids(lines.map((l) => (l.kind === 'overhead' ? l.expense_account_id : null)));
  const jobs = byId(
    jobIds.length === 0
      ? []
      : await tx
          .select({ id: projects.id, status: projects.status, number: projects.projectNumber })
          .from(projects)
          .where(and(eq(projects.organizationId, org), inArray(projects.id, jobIds))),
  );
  const codes = byId(
    codeIds.length === 0
      ? []
      : await tx
          .select({
            id: standardCostCodes.id,
            ok: standardCostCodes.isActive,
            parent: standardCostCodes.isParent,
          })
          .from(standardCostCodes)
          .where(and(eq(standardCostCodes.organizationId, org), inArray(standardCostCodes.id, codeIds))),
  );
  const categories = byId(
    categoryIds.length === 0
      ? []
      : await tx
          .select({ id: costCategories.id, ok: costCategories.isActive })
          .from(costCategories)
          .where(and(eq(costCategories.organizationId, org), inArray(costCategories.id, categoryIds))),
  );
  const accounts = byId(
    accountIds.length === 0
      ? []
      : await tx
          .select({
            id: chartOfAccounts.id,
            ok: chartOfAccounts.isActive,
            type: chartOfAccounts.accountType,
            number: chartOfAccounts.accountNumber,
          })
          .from(chartOfAccounts)
          .where(and(eq(chartOfAccounts.organizationId, org), inArray(chartOfAccounts.id, accountIds))),
  );
  lines.forEach((l, i) => {
    if (l.kind === 'job_cost') {
      const job = l.job_id ? jobs.get(l.job_id) : null;
      if (l.job_id && !job) throw notFound('job_not_found', i, JOURNAL_MESSAGES.jobNotFound);
      if (job && job.status !== 'active')
        throw ApInvoiceErrors.lineRefused(
          'job_inactive',
          at(i, `${job.number}: ${JOURNAL_MESSAGES.jobInactive}`),
        );
      const code = l.cost_code_id ? codes.get(l.cost_code_id) : null;
      if (l.cost_code_id && !code)
        throw notFound('cost_code_not_found', i, JOURNAL_MESSAGES.costCodeNotFound);
      if (code?.parent) throw ApInvoiceErrors.lineInvalid(at(i, 'Choose a cost code, not a group (XX-0000)'));
      if (code && !code.ok)
        throw ApInvoiceErrors.lineRefused('cost_code_inactive', at(i, JOURNAL_MESSAGES.costCodeInactive));
      const category = l.cost_category_id ? categories.get(l.cost_category_id) : null;
      if (l.cost_category_id && !category)
        throw notFound('cost_category_not_found', i, JOURNAL_MESSAGES.costCategoryNotFound);
      if (category && !category.ok)
        throw ApInvoiceErrors.lineRefused(
          'cost_category_inactive',
          at(i, JOURNAL_MESSAGES.costCategoryInactive),
        );
    }
    if (l.kind === 'overhead' && l.expense_account_id) {
      const account = accounts.get(l.expense_account_id);
      if (!account) throw notFound('account_not_found', i, JOURNAL_MESSAGES.accountNotFound);
      if (!account.ok)
        throw ApInvoiceErrors.lineRefused('account_inactive', at(i, JOURNAL_MESSAGES.accountInactive));
      if (account.type !== 'expense')
        throw ApInvoiceErrors.lineRefused(
          'account_not_expense',
          at(i, `Overhead goes to an expense account (${account.number} is not one)`),
        );
    }
    if (l.kind === 'commitment' && l.commitment_line_id) {
      const s = scheduleLine.get(l.commitment_line_id);
      if (s && s.job_status !== 'active')
        throw ApInvoiceErrors.lineRefused(
          'job_inactive',
          at(i, `${s.job_number}: ${JOURNAL_MESSAGES.jobInactive}`),
        );
    }
  });

  // 3. Retainage, totals, and each line's problems.
  const schedule = (l: TApInvoiceLineInput) =>
    l.kind === 'commitment' && l.commitment_line_id ? scheduleLine.get(l.commitment_line_id) : undefined;
  const calc = computeApInvoice(
    lines.map((l) => ({
      commitment_id: schedule(l)?.commitment_id ?? null,
      default_bps: schedule(l)?.retainage_bps ?? 0,
      amount_cents: l.amount_cents,
      retainage_bps: l.retainage_bps,
      retainage_cents: l.retainage_cents,
    })),
  );
  const resolved = lines.map((l, i): TResolvedLine => {
    const s = schedule(l);
    const r = calc.lines[i];
    if (!r) throw new Error(`no retainage for line ${i + 1}`);
    const [problem] = apLineProblems({
      kind: l.kind,
      commitment_line_id: l.commitment_line_id,
      job_id: l.job_id,
      cost_code_id: l.cost_code_id,
      cost_category_id: l.cost_category_id,
      expense_account_id: l.expense_account_id,
      amount_cents: l.amount_cents,
      default_bps: s?.retainage_bps ?? 0,
      retainage_bps: r.retainage_bps,
      retainage_cents: r.retainage_cents,
      is_override: r.is_override,
      retainage_override_reason: l.retainage_override_reason,
    });
    if (problem) throw ApInvoiceErrors.lineInvalid(at(i, problem));
    const direct = l.kind === 'job_cost';
    return {
      lineNumber: i + 1,
      kind: l.kind,
      commitmentId: s?.commitment_id ?? null,
      commitmentLineId: s ? s.id : null,
      jobId: s?.job_id ?? (direct ? l.job_id : null),
      costCodeId: s?.cost_code_id ?? (direct ? l.cost_code_id : null),
      costCategoryId: s?.cost_category_id ?? (direct ? l.cost_category_id : null),
      expenseAccountId: l.kind === 'overhead' ? l.expense_account_id : null,
      description: l.description,
      amountCents: l.amount_cents,
      retainageBps: r.retainage_bps,
      retainageCents: r.retainage_cents,
      retainageOverrideReason: r.is_override ? l.retainage_override_reason : null,
    };
  });

  // 4. What is left on the schedule lines.
  const over = overCommitments(
    resolved.map((l) => ({ commitment_line_id: l.commitmentLineId, amount_cents: l.amountCents })),
    standingOf(standing, countPending),
  );
  if (over.length > 0) throw ApInvoiceErrors.overCommitment(over.map((o) => o.message));
  return {
    lines: resolved,
    grossCents: calc.gross_cents,
    retainageCents: calc.retainage_cents,
    netCents: calc.net_cents,
    standing,
  };
}

function notFound(code: string, index: number, message: string) {
  return ApInvoiceErrors.lineReferenceNotFound(code, at(index, message));
}
