import type { TRetainageTerms } from '@groundwork/shared';
import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  customerReceipts,
  jobContracts,
  payApplicationLines,
  payApplications,
  projects,
  receiptApplications,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { PayApplicationErrors } from './pay-applications.errors.ts';

export type TPayApplicationRow = typeof payApplications.$inferSelect;
export type TStoredLine = typeof payApplicationLines.$inferSelect;
export type TContractRow = typeof jobContracts.$inferSelect;

/** A schedule line as of today: C = original + the approved customer change orders on it. */
export type TScheduleLine = {
  id: string;
  lineNumber: number;
  description: string;
  scheduledCents: number;
};

export type TJobContract = {
  job: { id: string; number: string; name: string; customerId: string; status: string };
  contract: TContractRow;
  terms: TRetainageTerms;
  approvedChangesCents: number;
  lines: TScheduleLine[];
};

/** The application statuses that count as billed: their to-date figures are the next one's previous. */
export const BILLED_STATUSES = ['approved', 'paid'] as const;

export function termsOf(contract: TContractRow): TRetainageTerms {
  return {
    work_bps: contract.retainageWorkBps,
    stored_bps: contract.retainageStoredBps,
    step_down:
      contract.stepDownThresholdBps != null && contract.stepDownWorkBps != null
        ? { threshold_bps: contract.stepDownThresholdBps, work_bps: contract.stepDownWorkBps }
        : null,
    cap_bps: contract.retainageCapBps,
  };
}

/** The job (locked when `lock`), its contract and schedule with approved change orders. */
export async function loadJobContract(
  tx: Db,
  organizationId: string,
  jobId: string,
  options: { lock?: boolean } = {},
): Promise<TJobContract> {
  const jobQuery = tx
    .select()
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, jobId)));
  const [job] = options.lock ? await jobQuery.for('update') : await jobQuery;
  if (!job) throw PayApplicationErrors.jobNotFound();
  const [contract] = await tx
    .select()
    .from(jobContracts)
    .where(and(eq(jobContracts.organizationId, organizationId), eq(jobContracts.jobId, jobId)));
  if (!contract) throw PayApplicationErrors.noContract();
  const lines = rowsOf<{
    id: string;
    line_number: number;
    description: string;
    original_cents: string | number;
    changes_cents: string | number;
  }>(
    await tx.execute(sql`
      select l.id, l.line_number, l.description, l.original_cents,
        coalesce((select sum(col.amount_cents) from customer_change_order_lines col
          join customer_change_orders co on co.organization_id = col.organization_id and co.id = col.change_order_id
          where col.organization_id = l.organization_id and col.contract_line_id = l.id
            and col.kind = 'contract' and co.status = 'approved'), 0) as changes_cents
      from contract_lines l
      where l.organization_id = ${organizationId} and l.contract_id = ${contract.id}
      order by l.line_number`),
  );
  const schedule = lines.map((l) => ({
    id: l.id,
    lineNumber: l.line_number,
    description: l.description,
    scheduledCents: Number(l.original_cents) + Number(l.changes_cents),
  }));
  const scheduleTotal = schedule.reduce((s, l) => s + l.scheduledCents, 0);
  return {
    job: {
      id: job.id,
      number: job.projectNumber,
      name: job.projectName,
      customerId: job.customerId,
      status: job.status,
    },
    contract,
    terms: termsOf(contract),
    // Line 2 as the schedule carries it: the approved change orders' contract lines.
    approvedChangesCents: scheduleTotal - lines.reduce((s, l) => s + Number(l.original_cents), 0),
    lines: schedule,
  };
}

/**
 * The job (locked when `lock`) and its contract, or null for a job without one: a retainage release
 * of an import's opening invoices needs no contract ("Opening balances" jobs have none).
 */
export async function loadJobContractOrNull(
  tx: Db,
  organizationId: string,
  jobId: string,
  options: { lock?: boolean } = {},
): Promise<TJobContract | null> {
  try {
    return await loadJobContract(tx, organizationId, jobId, options);
  } catch (err) {
    if (err instanceof AppError && err.code === 'job_has_no_contract') return null;
    throw err;
  }
}

/**
 * Retainage held on the job's opening invoices (kind 'opening', an import's) that no billed retainage
 * release has billed yet: Σ their retainage − Σ the opening part of the job's approved or paid
 * releases (`exceptId`, the release being computed, left out). A release's G702 part is its line 6 −
 * line 7 (line 5 is 0 on a release: completed and stored − previous certificates); the rest of its
 * current payment due is opening retainage. Never below 0.
 */
export async function openingRetainageHeld(
  tx: Db,
  organizationId: string,
  jobId: string,
  exceptId?: string,
): Promise<number> {
  const [row] = rowsOf<{ held: string | number }>(
    await tx.execute(sql`
      select coalesce(sum(period_retainage_cents) filter (where kind = 'opening'), 0)
        - coalesce(sum(current_due_cents - (completed_and_stored_cents - previous_certificates_cents))
            filter (where kind = 'retainage_release'), 0) as held
      from pay_applications
      where organization_id = ${organizationId} and job_id = ${jobId} and status in ('approved', 'paid')
        ${exceptId ? sql`and id <> ${exceptId}` : sql``}`),
  );
  return Math.max(0, Number(row?.held ?? 0));
}

/**
 * The job's last approved (or paid) application before `beforeNumber`, with its lines. An opening
 * invoice (kind 'opening', brought by an import) is no certificate of the schedule: never the previous.
 */
export async function lastBilled(
  tx: Db,
  organizationId: string,
  jobId: string,
  beforeNumber?: number,
): Promise<{ app: TPayApplicationRow; lines: TStoredLine[] } | null> {
  const [app] = await tx
    .select()
    .from(payApplications)
    .where(
      and(
        eq(payApplications.organizationId, organizationId),
        eq(payApplications.jobId, jobId),
        inArray(payApplications.status, [...BILLED_STATUSES]),
        ne(payApplications.kind, 'opening'),
        beforeNumber === undefined ? undefined : lt(payApplications.applicationNumber, beforeNumber),
      ),
    )
    .orderBy(desc(payApplications.applicationNumber))
    .limit(1);
  if (!app) return null;
  return { app, lines: await storedLines(tx, organizationId, app.id) };
}

export async function storedLines(tx: Db, organizationId: string, applicationId: string) {
  return tx
    .select()
    .from(payApplicationLines)
    .where(
      and(
        eq(payApplicationLines.organizationId, organizationId),
        eq(payApplicationLines.applicationId, applicationId),
      ),
    );
}

export async function findApplicationRow(
  tx: Db,
  organizationId: string,
  id: string,
  lock = false,
): Promise<TPayApplicationRow> {
  const query = tx
    .select()
    .from(payApplications)
    .where(and(eq(payApplications.organizationId, organizationId), eq(payApplications.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw PayApplicationErrors.notFound();
  return row;
}

/** What receipts (not voided) have applied to the application. */
export async function appliedCents(tx: Db, organizationId: string, applicationId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${receiptApplications.amountCents}), 0)` })
    .from(receiptApplications)
    .innerJoin(
      customerReceipts,
      and(
        eq(customerReceipts.organizationId, receiptApplications.organizationId),
        eq(customerReceipts.id, receiptApplications.receiptId),
      ),
    )
    .where(
      and(
        eq(receiptApplications.organizationId, organizationId),
        eq(receiptApplications.applicationId, applicationId),
        isNull(customerReceipts.voidEntryId),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The summary of a billed application as the next one's `previous`. */
export function previousOf(app: TPayApplicationRow) {
  const retainage = app.retainageWorkCents + app.retainageStoredCents;
  return {
    completed_and_stored_cents: app.completedAndStoredCents,
    retainage_cents: retainage,
    earned_less_retainage_cents: app.completedAndStoredCents - retainage,
  };
}

/** D and F carried from the last billed application, per contract line. */
export function carriedFrom(previous: { lines: TStoredLine[] } | null) {
  const byLine = new Map<string, { work: number; stored: number }>();
  for (const l of previous?.lines ?? [])
    byLine.set(l.contractLineId, { work: l.previousWorkCents + l.thisPeriodCents, stored: l.storedCents });
  return (lineId: string) => byLine.get(lineId) ?? { work: 0, stored: 0 };
}

export async function assertJobExists(tx: Db, organizationId: string, jobId: string): Promise<void> {
  const [job] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, jobId)));
  if (!job) throw PayApplicationErrors.jobNotFound();
}
