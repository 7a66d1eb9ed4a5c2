import type {
  TCashInLieuEarning,
  TCreateRestitution,
  TRestitution,
  TRestitutionPayment,
  TUpdateRestitution,
} from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { certifiedRestitutions } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { employeeName } from '../payroll-reports/report-sql.ts';
import { ComplianceReportErrors } from './compliance-report.errors.ts';
import { readableCertifiedJob, type TCertifiedCaller } from './compliance-report-access.ts';

/*
 * Underpayments found on a certified job and the restitution paid for them: by a later payroll run's
 * cash-in-lieu earning (the run and its amount are linked) or an amount paid otherwise. Outstanding is
 * what is still owed (never below 0). certified:prepare writes, certified:read reads.
 */

type TRow = {
  id: string;
  job_id: string;
  employee_id: string;
  employee_name: string;
  week_ending: string;
  classification: string;
  underpaid_cents: string;
  paid_cents: string;
  paid_in_run_id: string | null;
  paid_in_run_number: number | null;
  note: string | null;
  created_at: string;
  updated_at: string;
};

function restitutionJson(r: TRow): TRestitution {
  const underpaid = Number(r.underpaid_cents);
  const paid = Number(r.paid_cents);
  return {
    id: r.id,
    job_id: r.job_id,
    employee_id: r.employee_id,
    employee_name: r.employee_name,
    week_ending: r.week_ending,
    classification: r.classification,
    underpaid_cents: underpaid,
    paid_cents: paid,
    outstanding_cents: Math.max(0, underpaid - paid),
    paid_in_run_id: r.paid_in_run_id,
    paid_in_run_number: r.paid_in_run_number === null ? null : Number(r.paid_in_run_number),
    note: r.note,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

async function selectRestitutions(
  tx: Db,
  org: string,
  where: ReturnType<typeof sql>,
): Promise<TRestitution[]> {
  const rows = rowsOf<TRow>(
    await tx.execute(sql`select x.id, x.job_id, x.employee_id, ${employeeName} as employee_name,
        x.week_ending::text as week_ending, x.classification, x.underpaid_cents::text as underpaid_cents,
        x.paid_cents::text as paid_cents, x.paid_in_run_id, r.run_number as paid_in_run_number, x.note,
        x.created_at::text as created_at, x.updated_at::text as updated_at
      from certified_restitutions x
      join employees e on e.id = x.employee_id
      left join profiles p on p.id = e.user_id
      left join payroll_runs r on r.organization_id = x.organization_id and r.id = x.paid_in_run_id
      where x.organization_id = ${org} and ${where}
      order by x.week_ending, 4, x.created_at, x.id`),
  );
  return rows.map(restitutionJson);
}

/** A job's underpayments, oldest week first (the job already checked readable). */
export function findRestitutions(tx: Db, caller: TCertifiedCaller, jobId: string): Promise<TRestitution[]> {
  return selectRestitutions(tx, caller.organizationId, sql`x.job_id = ${jobId}::uuid`);
}

export function restitutionTotals(rows: readonly TRestitution[]) {
  return {
    underpaid_cents: rows.reduce((s, r) => s + r.underpaid_cents, 0),
    paid_cents: rows.reduce((s, r) => s + r.paid_cents, 0),
    outstanding_cents: rows.reduce((s, r) => s + r.outstanding_cents, 0),
  };
}

export async function listRestitutions(tx: Db, caller: TCertifiedCaller, jobId: string) {
  const job = await readableCertifiedJob(tx, caller, jobId);
  const items = await findRestitutions(tx, caller, job.id);
  return { items, totals: restitutionTotals(items) };
}

async function loadOne(tx: Db, caller: TCertifiedCaller, id: string): Promise<TRestitution> {
  const [row] = await selectRestitutions(tx, caller.organizationId, sql`x.id = ${id}::uuid`);
  if (!row) throw ComplianceReportErrors.restitutionNotFound();
  return row;
}

/** The row, locked, of a job the caller may read. */
async function lockedRow(tx: Db, caller: TCertifiedCaller, id: string) {
  const [row] = await tx
    .select()
    .from(certifiedRestitutions)
    .where(
      and(eq(certifiedRestitutions.organizationId, caller.organizationId), eq(certifiedRestitutions.id, id)),
    )
    .for('update');
  if (!row) throw ComplianceReportErrors.restitutionNotFound();
  await readableCertifiedJob(tx, caller, row.jobId);
  return row;
}

async function assertEmployee(tx: Db, org: string, employeeId: string): Promise<void> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id from employees where organization_id = ${org} and id = ${employeeId}::uuid`,
    ),
  );
  if (!row) throw ComplianceReportErrors.employeeNotFound();
}

export async function createRestitution(
  tx: Db,
  caller: TCertifiedCaller,
  input: TCreateRestitution,
): Promise<TRestitution> {
  const org = caller.organizationId;
  await readableCertifiedJob(tx, caller, input.job_id);
  await assertEmployee(tx, org, input.employee_id);
  const [row] = await tx
    .insert(certifiedRestitutions)
    .values({
      organizationId: org,
      jobId: input.job_id,
      employeeId: input.employee_id,
      weekEnding: input.week_ending,
      classification: input.classification,
      underpaidCents: input.underpaid_cents,
      note: input.note || null,
      createdBy: caller.userId,
    })
    .returning({ id: certifiedRestitutions.id });
  if (!row) throw new Error('the restitution was not inserted');
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_restitution',
    entity: 'certified_restitutions',
    entityId: row.id,
    after: input,
    requestId: caller.requestId,
  });
  return loadOne(tx, caller, row.id);
}

export async function updateRestitution(
  tx: Db,
  caller: TCertifiedCaller,
  id: string,
  input: TUpdateRestitution,
): Promise<TRestitution> {
  const org = caller.organizationId;
  const before = await lockedRow(tx, caller, id);
  if (input.employee_id) await assertEmployee(tx, org, input.employee_id);
  await tx
    .update(certifiedRestitutions)
    .set({
      ...(input.employee_id !== undefined ? { employeeId: input.employee_id } : {}),
      ...(input.week_ending !== undefined ? { weekEnding: input.week_ending } : {}),
      ...(input.classification !== undefined ? { classification: input.classification } : {}),
      ...(input.underpaid_cents !== undefined ? { underpaidCents: input.underpaid_cents } : {}),
      ...(input.note !== undefined ? { note: input.note || null } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(certifiedRestitutions.organizationId, org), eq(certifiedRestitutions.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'update_restitution',
    entity: 'certified_restitutions',
    entityId: id,
    before,
    after: input,
    requestId: caller.requestId,
  });
  return loadOne(tx, caller, id);
}

/**
 * Records what was paid: a run's cash-in-lieu earning for the same worker (its amount, the run linked;
 * the run must not be voided), or an amount paid otherwise (0 clears the payment).
 */
export async function payRestitution(
  tx: Db,
  caller: TCertifiedCaller,
  id: string,
  payment: TRestitutionPayment,
): Promise<TRestitution> {
  const org = caller.organizationId;
  const before = await lockedRow(tx, caller, id);
  let paidCents = payment.amount_cents ?? 0;
  let runId: string | null = null;
  if (payment.earning_id) {
    const [earning] = rowsOf<{ run_id: string; amount_cents: string; status: string }>(
      await tx.execute(sql`select x.run_id, x.amount_cents::text as amount_cents, r.status
        from payroll_run_earnings x join payroll_runs r on r.id = x.run_id
        where x.organization_id = ${org} and x.id = ${payment.earning_id}::uuid and x.kind = 'cash_in_lieu'
          and x.employee_id = ${before.employeeId}::uuid`),
    );
    if (!earning) throw ComplianceReportErrors.earningNotFound();
    if (earning.status === 'voided') throw ComplianceReportErrors.earningVoided();
    paidCents = Number(earning.amount_cents);
    runId = earning.run_id;
  }
  await tx
    .update(certifiedRestitutions)
    .set({ paidCents, paidInRunId: runId, updatedAt: new Date() })
    .where(and(eq(certifiedRestitutions.organizationId, org), eq(certifiedRestitutions.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'pay_restitution',
    entity: 'certified_restitutions',
    entityId: id,
    before: { paid_cents: before.paidCents, paid_in_run_id: before.paidInRunId },
    after: { paid_cents: paidCents, paid_in_run_id: runId, earning_id: payment.earning_id ?? null },
    requestId: caller.requestId,
  });
  return loadOne(tx, caller, id);
}

export async function deleteRestitution(tx: Db, caller: TCertifiedCaller, id: string): Promise<void> {
  const before = await lockedRow(tx, caller, id);
  await tx
    .delete(certifiedRestitutions)
    .where(
      and(eq(certifiedRestitutions.organizationId, caller.organizationId), eq(certifiedRestitutions.id, id)),
    );
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'delete_restitution',
    entity: 'certified_restitutions',
    entityId: id,
    before,
    requestId: caller.requestId,
  });
}

/** A worker's cash-in-lieu earnings on the job (or without a job) in runs not voided: what can pay a restitution. */
export async function cashInLieuEarnings(
  tx: Db,
  caller: TCertifiedCaller,
  jobId: string,
  employeeId: string,
): Promise<TCashInLieuEarning[]> {
  await readableCertifiedJob(tx, caller, jobId);
  const rows = rowsOf<{
    id: string;
    run_id: string;
    run_number: number;
    run_status: string;
    check_date: string;
    week_ending: string | null;
    classification: string | null;
    amount_cents: string;
    memo: string | null;
  }>(
    await tx.execute(sql`select x.id, x.run_id, r.run_number, r.status as run_status, r.check_date::text as check_date,
        x.week_ending::text as week_ending, x.classification, x.amount_cents::text as amount_cents, x.memo
      from payroll_run_earnings x join payroll_runs r on r.id = x.run_id
      where x.organization_id = ${caller.organizationId} and x.kind = 'cash_in_lieu' and r.status <> 'voided'
        and x.employee_id = ${employeeId}::uuid and (x.job_id is null or x.job_id = ${jobId}::uuid)
      order by r.check_date desc, r.run_number desc, x.created_at`),
  );
  return rows.map((r) => ({ ...r, run_number: Number(r.run_number), amount_cents: Number(r.amount_cents) }));
}
