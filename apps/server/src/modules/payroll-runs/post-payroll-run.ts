import { randomUUID } from 'node:crypto';
import type { TPaycheckResult, TPayrollRun } from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { payrollChecks, payrollRuns, payrollSettings, timeEntries } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { laborCategoryId, payrollAccounts } from './payroll-accounts.ts';
import { payrollRunLines, type TPostingCheck } from './payroll-posting.ts';
import { employeeNameSql, findRunRow, loadPayrollRun } from './payroll-run-json.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';

export const runLabel = (runNumber: number) => `Payroll run ${runNumber}`;

/** The checks of a run as the posting rule takes them (deduction payees from the employee's setup). */
export async function postingChecks(tx: Db, org: string, runId: string) {
  const checks = await tx
    .select({
      id: payrollChecks.id,
      employeeId: payrollChecks.employeeId,
      paymentMethod: payrollChecks.paymentMethod,
      checkNumber: payrollChecks.checkNumber,
      detail: payrollChecks.detail,
    })
    .from(payrollChecks)
    .where(and(eq(payrollChecks.organizationId, org), eq(payrollChecks.runId, runId)))
    .orderBy(payrollChecks.employeeId);
  const payees = new Map(
    rowsOf<{ id: string; payee: string }>(
      await tx.execute(sql`select d.id, d.payee from employee_deductions d
        where d.organization_id = ${org} and d.id in (
          select l.deduction_id from payroll_check_lines l
          where l.organization_id = ${org} and l.run_id = ${runId}::uuid and l.deduction_id is not null)`),
    ).map((d) => [d.id, d.payee]),
  );
  return checks.map((c) => {
    const r = c.detail as TPaycheckResult;
    const posting: TPostingCheck = {
      earnings: r.earnings,
      employeeTaxes: r.employeeTaxes,
      employerTaxes: r.employerTaxes,
      deductions: r.deductions.map((d) => ({
        payee: payees.get(d.deductionId) ?? '',
        description: d.description,
        amountCents: d.amountCents,
      })),
      burden: r.burden,
      netCents: r.netCents,
    };
    const timeEntryIds = r.earnings.map((e) => e.timeEntryId).filter((v): v is string => v !== null);
    return { ...c, posting, timeEntryIds };
  });
}

/**
 * Posts an approved run:
 *   1. lock it; only an approved run;
 *   2. the time lines it pays must still be approved and unpaid (locked for the change) — otherwise
 *      something changed since the calculation and the run is refused;
 *   3. the company's accounts, Labor category and burden settings; the posting rule turns the checks
 *      into ONE entry (payroll-posting.ts), dated the check date, through the posting engine (which
 *      refuses a closed period);
 *   4. paper checks get their numbers from the company's next check number;
 *   5. the time lines are locked to the run; the run is posted with its entry; audit.
 */
export async function postPayrollRun(tx: Db, caller: TenantCaller, id: string): Promise<TPayrollRun> {
  const org = caller.organizationId;
  const run = await findRunRow(tx, org, id, true);
  if (run.status !== 'approved') throw PayrollRunErrors.notApproved();
  const checks = await postingChecks(tx, org, id);
  if (checks.length === 0) throw PayrollRunErrors.noChecks();

  // 2. Time lines still approved and unpaid.
  const timeIds = [...new Set(checks.flatMap((c) => c.timeEntryIds))];
  if (timeIds.length > 0) {
    const open = await tx
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.organizationId, org),
          inArray(timeEntries.id, timeIds),
          eq(timeEntries.status, 'approved'),
          sql`${timeEntries.payrollRunId} is null`,
        ),
      )
      .for('update');
    if (open.length !== timeIds.length) throw PayrollRunErrors.timeChanged();
  }

  // 3. The entry's lines.
  const [settings] = await tx
    .select()
    .from(payrollSettings)
    .where(eq(payrollSettings.organizationId, org))
    .for('update');
  const label = runLabel(run.runNumber);
  const lines = payrollRunLines({
    label,
    accounts: await payrollAccounts(tx, org),
    laborCategoryId: await laborCategoryId(tx, org),
    overtimePremiumTo: settings?.overtimePremiumTo ?? 'job',
    burdenMethod: settings?.burdenMethod ?? 'actual',
    burdenRatePercent: settings?.burdenRatePercent ?? null,
    checks: checks.map((c) => c.posting),
  });

  // 4. Paper check numbers, in the order of the employees' names.
  let next = settings?.nextCheckNumber ?? 1001;
  const byName = new Map(
    rowsOf<{ id: string }>(
      await tx.execute(sql`select c.id from payroll_checks c
        join employees e on e.organization_id = c.organization_id and e.id = c.employee_id
        left join profiles pr on pr.id = e.user_id
        where c.organization_id = ${org} and c.run_id = ${id}::uuid
        order by ${employeeNameSql}, c.id`),
    ).map((r, i) => [r.id, i]),
  );
  const inOrder = [...checks].sort((a, b) => (byName.get(a.id) ?? 0) - (byName.get(b.id) ?? 0));
  const numbers = inOrder
    .filter((c) => c.paymentMethod === 'check' && !c.checkNumber)
    .map((c) => ({ id: c.id, number: String(next++) }));
  if (numbers.length > 0)
    await tx.execute(sql`update payroll_checks c set check_number = v.number, updated_at = now()
      from (values ${sql.join(
        numbers.map((n) => sql`(${n.id}::uuid, ${n.number})`),
        sql`, `,
      )}) as v(id, number)
      where c.organization_id = ${org} and c.id = v.id`);
  if (settings && next !== settings.nextCheckNumber)
    await tx
      .update(payrollSettings)
      .set({ nextCheckNumber: next })
      .where(eq(payrollSettings.organizationId, org));

  // 5. Lock the time, post, mark the run.
  if (timeIds.length > 0)
    await tx
      .update(timeEntries)
      .set({ status: 'locked', payrollRunId: id, updatedAt: new Date() })
      .where(and(eq(timeEntries.organizationId, org), inArray(timeEntries.id, timeIds)));
  const entryId = randomUUID();
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'post_payroll_run',
    entity: 'payroll_runs',
    entityId: id,
    before: { status: 'approved' },
    after: { status: 'posted', entry_id: entryId, time_lines: timeIds.length, net_cents: run.netCents },
    requestId: caller.requestId,
  });
  await postEntry(tx, {
    id: entryId,
    organizationId: org,
    entryDate: run.checkDate,
    memo: `${label}: ${run.periodStart} to ${run.periodEnd}, check date ${run.checkDate}`,
    sourceType: 'payroll',
    sourceId: id,
    postedBy: caller.userId,
    lines,
  });
  const now = new Date();
  await tx
    .update(payrollRuns)
    .set({
      status: 'posted',
      journalEntryId: entryId,
      postedAt: now,
      postedBy: caller.userId,
      updatedAt: now,
    })
    .where(and(eq(payrollRuns.organizationId, org), eq(payrollRuns.id, id)));
  return loadPayrollRun(tx, org, id);
}
