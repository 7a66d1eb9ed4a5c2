import { randomUUID } from 'node:crypto';
import {
  calculatePaycheck,
  PayrollParametersInvalid,
  PayrollParametersMissing,
  type TPaycheckResult,
  type TPayrollRun,
  taxParameterSet,
} from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type payrollCheckLines, payrollChecks, payrollRuns } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { runComplianceErrors, toWarning } from './certified-compliance.ts';
import { loadRunInputs } from './paycheck-inputs.ts';
import { findRunRow, loadPayrollRun } from './payroll-run-json.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';

type TLineRow = typeof payrollCheckLines.$inferInsert;
const CHUNK = 500;

/** The check's lines: one per earning, tax, deduction, fringe and workers' comp figure. */
export function checkLineRows(
  base: Pick<TLineRow, 'organizationId' | 'checkId' | 'runId' | 'employeeId' | 'checkDate'>,
  r: TPaycheckResult,
): TLineRow[] {
  return [
    ...r.earnings.map((e) => ({
      ...base,
      lineType: 'earning' as const,
      code: e.code,
      description: e.reason ? `${e.description} (${e.reason})` : e.description,
      jurisdiction: e.workState,
      jobId: e.jobId,
      costCodeId: e.costCodeId,
      timeEntryId: e.timeEntryId,
      workDate: e.workDate,
      hours: e.hours,
      rate: e.rate,
      amountCents: e.amountCents,
      premiumCents: e.premiumCents,
    })),
    ...r.employeeTaxes.map((t) => ({
      ...base,
      lineType: 'employee_tax' as const,
      code: t.code,
      description: t.description,
      jurisdiction: t.jurisdiction,
      amountCents: t.amountCents,
      taxableWagesCents: t.taxableWagesCents,
    })),
    ...r.employerTaxes.map((t) => ({
      ...base,
      lineType: 'employer_tax' as const,
      code: t.code,
      description: t.description,
      jurisdiction: t.jurisdiction,
      amountCents: t.amountCents,
      taxableWagesCents: t.taxableWagesCents,
    })),
    ...r.deductions.map((d) => ({
      ...base,
      lineType: 'deduction' as const,
      code: d.kind,
      description: d.description,
      amountCents: d.amountCents,
      deductionId: d.deductionId,
    })),
    ...r.burden.map((b) => ({
      ...base,
      lineType: b.kind,
      code: b.code,
      description: b.description,
      jobId: b.jobId,
      costCodeId: b.costCodeId,
      hours: b.hours,
      amountCents: b.amountCents,
    })),
  ];
}

/**
 * Writes check lines in one statement: the rows travel as one JSON parameter and PostgreSQL unpacks
 * them (jsonb_to_recordset) — a run of 500 checks has some 11,000 lines, and statements of 500 rows
 * each spent more time binding parameters than writing.
 */
async function insertCheckLines(tx: Db, lines: TLineRow[]): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((l) => ({
    organization_id: l.organizationId,
    check_id: l.checkId,
    run_id: l.runId,
    employee_id: l.employeeId,
    check_date: l.checkDate,
    line_type: l.lineType,
    code: l.code,
    description: l.description ?? '',
    jurisdiction: l.jurisdiction ?? null,
    job_id: l.jobId ?? null,
    cost_code_id: l.costCodeId ?? null,
    time_entry_id: l.timeEntryId ?? null,
    work_date: l.workDate ?? null,
    hours: l.hours ?? null,
    rate: l.rate ?? null,
    amount_cents: l.amountCents,
    premium_cents: l.premiumCents ?? 0,
    taxable_wages_cents: l.taxableWagesCents ?? null,
    deduction_id: l.deductionId ?? null,
  }));
  await tx.execute(sql`
    insert into payroll_check_lines (organization_id, check_id, run_id, employee_id, check_date, line_type, code,
      description, jurisdiction, job_id, cost_code_id, time_entry_id, work_date, hours, rate, amount_cents,
      premium_cents, taxable_wages_cents, deduction_id)
    select organization_id, check_id, run_id, employee_id, check_date, line_type, code, description, jurisdiction,
      job_id, cost_code_id, time_entry_id, work_date, hours, rate, amount_cents, premium_cents, taxable_wages_cents,
      deduction_id
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(organization_id uuid, check_id uuid, run_id uuid,
      employee_id uuid, check_date date, line_type text, code text, description text, jurisdiction text, job_id uuid,
      cost_code_id uuid, time_entry_id uuid, work_date date, hours numeric, rate numeric, amount_cents bigint,
      premium_cents bigint, taxable_wages_cents bigint, deduction_id uuid)`);
}

/**
 * Calculates (or recalculates) a draft run:
 *   1. lock the run; only a draft;
 *   2. load every employee's input (paycheck-inputs.ts) and the year's tax parameters — refused with
 *      "No tax parameters for <year> …" when the year has none;
 *   3. the engine per employee (pure);
 *   4. replace the run's checks and their lines; the check's detail is the engine's result plus the
 *      YTD it started from (so later runs can add up what each check contributed);
 *   5. the run's totals and calculated_at; audit.
 */
export async function calculatePayrollRun(tx: Db, caller: TenantCaller, id: string): Promise<TPayrollRun> {
  const org = caller.organizationId;
  const run = await findRunRow(tx, org, id, true);
  if (run.status !== 'draft') throw PayrollRunErrors.notDraft();

  const loaded = await loadRunInputs(tx, org, run);
  const year = Number(run.checkDate.slice(0, 4));
  let results: { result: TPaycheckResult; ytdBefore: TPaycheckResult['ytdAfter'] }[];
  try {
    const parameters = taxParameterSet(loaded.taxRows, year);
    results = loaded.inputs.map((input) => ({
      result: calculatePaycheck(input, parameters, loaded.overtimeRules),
      ytdBefore: input.ytd,
    }));
  } catch (err) {
    if (err instanceof PayrollParametersMissing || err instanceof PayrollParametersInvalid)
      throw PayrollRunErrors.parametersMissing(err.message);
    throw err;
  }
  // An employee of a regular run with nothing to pay (no time, no salary, no earnings) gets no check.
  results = results.filter(({ result }) => result.earnings.length > 0 || result.grossCents !== 0);

  // Prevailing-wage compliance of the whole run (issue 22): errors become the checks' warnings.
  const prevailing = new Map<string, ReturnType<typeof toWarning>[]>();
  for (const e of runComplianceErrors(
    results.map((r) => r.result),
    loaded.certified,
  ))
    prevailing.set(e.employeeId, [...(prevailing.get(e.employeeId) ?? []), toWarning(e)]);

  // Check numbers typed for manual checks survive a recalculation.
  const numbered = await tx
    .select({ employeeId: payrollChecks.employeeId, checkNumber: payrollChecks.checkNumber })
    .from(payrollChecks)
    .where(and(eq(payrollChecks.organizationId, org), eq(payrollChecks.runId, id)));
  const numbers = new Map(numbered.map((c) => [c.employeeId, c.checkNumber]));
  await tx
    .delete(payrollChecks)
    .where(and(eq(payrollChecks.organizationId, org), eq(payrollChecks.runId, id)));
  const checks = results.map(({ result, ytdBefore }) => ({
    id: randomUUID(),
    organizationId: org,
    runId: id,
    employeeId: result.employeeId,
    checkDate: run.checkDate,
    checkNumber: numbers.get(result.employeeId) ?? null,
    paymentMethod: loaded.paymentMethods.get(result.employeeId) ?? ('check' as const),
    hours: result.hours,
    grossCents: result.grossCents,
    employeeTaxesCents: result.employeeTaxesCents,
    deductionsCents: result.deductionsCents,
    netCents: result.netCents,
    employerTaxesCents: result.employerTaxesCents,
    // An off-cycle or manual run pays no time by design: "no time" says nothing there.
    warnings: [
      ...result.warnings.filter((x) => run.kind === 'regular' || x.code !== 'no_time'),
      ...(prevailing.get(result.employeeId) ?? []),
    ],
    detail: { ...result, ytdBefore },
  }));
  for (let i = 0; i < checks.length; i += CHUNK)
    await tx.insert(payrollChecks).values(checks.slice(i, i + CHUNK));
  const lines = checks.flatMap((c) =>
    checkLineRows(
      { organizationId: org, checkId: c.id, runId: id, employeeId: c.employeeId, checkDate: run.checkDate },
      c.detail,
    ),
  );
  await insertCheckLines(tx, lines);

  const sum = (pick: (c: (typeof checks)[number]) => number) => checks.reduce((s, c) => s + pick(c), 0);
  const totals = {
    grossCents: sum((c) => c.grossCents),
    employeeTaxesCents: sum((c) => c.employeeTaxesCents),
    deductionsCents: sum((c) => c.deductionsCents),
    netCents: sum((c) => c.netCents),
    employerTaxesCents: sum((c) => c.employerTaxesCents),
  };
  await tx
    .update(payrollRuns)
    .set({ ...totals, calculatedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payrollRuns.organizationId, org), eq(payrollRuns.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'calculate_payroll_run',
    entity: 'payroll_runs',
    entityId: id,
    after: { checks: checks.length, ...totals },
    requestId: caller.requestId,
  });
  return loadPayrollRun(tx, org, id);
}
