import type { TMyCheck } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { findRunRow, loadChecks } from './payroll-run-json.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';

/** The caller's own checks of posted runs, newest first (a field employee's pay stubs). */
export async function findMyChecks(tx: Db, organizationId: string, userId: string): Promise<TMyCheck[]> {
  return rowsOf<TMyCheck & { gross: string; taxes: string; deductions: string; net: string }>(
    await tx.execute(sql`
      select c.id, r.run_number, to_char(c.check_date, 'YYYY-MM-DD') as check_date,
             to_char(r.period_start, 'YYYY-MM-DD') as period_start, to_char(r.period_end, 'YYYY-MM-DD') as period_end,
             c.check_number, c.payment_method, c.hours::text as hours, c.gross_cents::text as gross,
             c.employee_taxes_cents::text as taxes, c.deductions_cents::text as deductions, c.net_cents::text as net
      from payroll_checks c
      join payroll_runs r on r.organization_id = c.organization_id and r.id = c.run_id
      join employees e on e.organization_id = c.organization_id and e.id = c.employee_id
      where c.organization_id = ${organizationId} and e.user_id = ${userId}::uuid and r.status = 'posted'
      order by c.check_date desc, r.run_number desc
      limit 500`),
  ).map(({ gross, taxes, deductions, net, ...r }) => ({
    ...r,
    gross_cents: Number(gross),
    employee_taxes_cents: Number(taxes),
    deductions_cents: Number(deductions),
    net_cents: Number(net),
  }));
}

export type TStubCheck = Awaited<ReturnType<typeof loadChecks>>[number] & {
  run_number: number;
  period_start: string;
  period_end: string;
};

/** Checks with their run's number and period, for pay stubs. */
async function withRun(tx: Db, organizationId: string, checks: Awaited<ReturnType<typeof loadChecks>>) {
  const runs = new Map<string, { run_number: number; period_start: string; period_end: string }>();
  for (const c of checks) {
    if (runs.has(c.run_id)) continue;
    const run = await findRunRow(tx, organizationId, c.run_id);
    runs.set(c.run_id, {
      run_number: run.runNumber,
      period_start: run.periodStart,
      period_end: run.periodEnd,
    });
  }
  return checks.map((c) => ({
    ...c,
    ...(runs.get(c.run_id) as { run_number: number; period_start: string; period_end: string }),
  }));
}

/** One check of the company (the office's pay stub link); 404 when it is not the company's. */
export async function findStubCheck(tx: Db, organizationId: string, checkId: string): Promise<TStubCheck> {
  const [check] = await withRun(tx, organizationId, await loadChecks(tx, organizationId, { checkId }));
  if (!check) throw PayrollRunErrors.checkNotFound();
  return check;
}

/** Every check of a run, by employee name. */
export async function findRunStubChecks(
  tx: Db,
  organizationId: string,
  runId: string,
): Promise<TStubCheck[]> {
  await findRunRow(tx, organizationId, runId);
  return withRun(tx, organizationId, await loadChecks(tx, organizationId, { runId }));
}

/** The caller's own check of a posted run; anyone else's (or a draft's) answers 404, never 403. */
export async function findMyStubCheck(
  tx: Db,
  organizationId: string,
  userId: string,
  checkId: string,
): Promise<TStubCheck> {
  const [mine] = rowsOf<{ ok: boolean }>(
    await tx.execute(sql`select true as ok from payroll_checks c
      join payroll_runs r on r.organization_id = c.organization_id and r.id = c.run_id
      join employees e on e.organization_id = c.organization_id and e.id = c.employee_id
      where c.organization_id = ${organizationId} and c.id = ${checkId}::uuid and e.user_id = ${userId}::uuid
        and r.status = 'posted'`),
  );
  if (!mine) throw PayrollRunErrors.checkNotFound();
  return findStubCheck(tx, organizationId, checkId);
}
