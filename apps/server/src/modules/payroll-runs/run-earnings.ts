import { randomUUID } from 'node:crypto';
import { JOURNAL_MESSAGES, type TPayrollRun, type TRunEarningInput } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { payrollRunEarnings, payrollRuns } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findRunRow, loadPayrollRun } from './payroll-run-json.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';

/** A draft run, locked; its figures go stale (calculate again) once its earnings change. */
async function draftRun(tx: Db, org: string, runId: string) {
  const run = await findRunRow(tx, org, runId, true);
  if (run.status !== 'draft') throw PayrollRunErrors.notDraft();
  await tx
    .update(payrollRuns)
    .set({ calculatedAt: null, updatedAt: new Date() })
    .where(and(eq(payrollRuns.organizationId, org), eq(payrollRuns.id, runId)));
  return run;
}

/** The employee is the company's; the job is active and the cost code active (both or neither). */
async function assertEarningRefs(tx: Db, org: string, input: TRunEarningInput): Promise<void> {
  const [row] = rowsOf<{ employee: boolean; job: string | null; code: boolean | null }>(
    await tx.execute(sql`select
        exists (select 1 from employees where organization_id = ${org} and id = ${input.employee_id}::uuid) as employee,
        (select status from projects where organization_id = ${org} and id = ${input.job_id}::uuid) as job,
        (select is_active from standard_cost_codes where organization_id = ${org} and id = ${input.cost_code_id}::uuid) as code`),
  );
  if (!row?.employee) throw PayrollRunErrors.employeeNotFound();
  if (input.job_id) {
    if (row.job === null) throw PayrollRunErrors.jobInvalid(JOURNAL_MESSAGES.jobNotFound);
    if (row.job !== 'active') throw PayrollRunErrors.jobInvalid(JOURNAL_MESSAGES.jobInactive);
    if (row.code === null) throw PayrollRunErrors.jobInvalid(JOURNAL_MESSAGES.costCodeNotFound);
    if (!row.code) throw PayrollRunErrors.jobInvalid(JOURNAL_MESSAGES.costCodeInactive);
  }
}

export async function addRunEarning(
  tx: Db,
  caller: TenantCaller,
  runId: string,
  input: TRunEarningInput,
): Promise<TPayrollRun> {
  const org = caller.organizationId;
  await draftRun(tx, org, runId);
  await assertEarningRefs(tx, org, input);
  const id = randomUUID();
  await tx.insert(payrollRunEarnings).values({
    id,
    organizationId: org,
    runId,
    employeeId: input.employee_id,
    kind: input.kind,
    amountCents: input.amount_cents,
    jobId: input.job_id,
    costCodeId: input.cost_code_id,
    memo: input.memo,
  });
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'add_payroll_earning',
    entity: 'payroll_run_earnings',
    entityId: id,
    after: { run_id: runId, ...input },
    requestId: caller.requestId,
  });
  return loadPayrollRun(tx, org, runId);
}

async function findEarning(tx: Db, org: string, runId: string, id: string) {
  const [row] = await tx
    .select()
    .from(payrollRunEarnings)
    .where(
      and(
        eq(payrollRunEarnings.organizationId, org),
        eq(payrollRunEarnings.runId, runId),
        eq(payrollRunEarnings.id, id),
      ),
    );
  if (!row) throw PayrollRunErrors.earningNotFound();
  return row;
}

export async function updateRunEarning(
  tx: Db,
  caller: TenantCaller,
  runId: string,
  id: string,
  input: TRunEarningInput,
): Promise<TPayrollRun> {
  const org = caller.organizationId;
  await draftRun(tx, org, runId);
  const before = await findEarning(tx, org, runId, id);
  await assertEarningRefs(tx, org, input);
  await tx
    .update(payrollRunEarnings)
    .set({
      employeeId: input.employee_id,
      kind: input.kind,
      amountCents: input.amount_cents,
      jobId: input.job_id,
      costCodeId: input.cost_code_id,
      memo: input.memo,
    })
    .where(and(eq(payrollRunEarnings.organizationId, org), eq(payrollRunEarnings.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'update_payroll_earning',
    entity: 'payroll_run_earnings',
    entityId: id,
    before,
    after: input,
    requestId: caller.requestId,
  });
  return loadPayrollRun(tx, org, runId);
}

export async function deleteRunEarning(
  tx: Db,
  caller: TenantCaller,
  runId: string,
  id: string,
): Promise<TPayrollRun> {
  const org = caller.organizationId;
  await draftRun(tx, org, runId);
  const before = await findEarning(tx, org, runId, id);
  await tx
    .delete(payrollRunEarnings)
    .where(and(eq(payrollRunEarnings.organizationId, org), eq(payrollRunEarnings.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'delete_payroll_earning',
    entity: 'payroll_run_earnings',
    entityId: id,
    before,
    requestId: caller.requestId,
  });
  return loadPayrollRun(tx, org, runId);
}
