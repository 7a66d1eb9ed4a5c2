import {
  complianceErrors,
  planCreditPerHour,
  slicesFromPaycheck,
  type TComplianceError,
  type TPaycheckResult,
  type TRunCashInLieu,
} from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { payrollChecks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { apprenticeshipFor, type TCertifiedRunContext } from './certified-inputs.ts';

/**
 * The compliance check of a calculated run (issue 22, item 4): every worker × job × classification ×
 * week on a certified job, across the whole run (apprentice ratios count every worker of the job's
 * class that week). Each error is stored with the employee's check as a warning of code
 * 'prevailing_wage' carrying what the one-click fix needs; approval is refused while one stands.
 */

export type TPrevailingWageWarning = {
  code: 'prevailing_wage';
  message: string;
  job_id: string;
  cost_code_id: string | null;
  week_ending: string;
  classification: string;
  shortfall_cents: number;
};

export function runComplianceErrors(
  results: readonly TPaycheckResult[],
  ctx: TCertifiedRunContext,
): TComplianceError[] {
  if (ctx.jobNumbers.size === 0) return [];
  const slices = results.flatMap((result) =>
    slicesFromPaycheck(result, {
      employeeName: ctx.shortNames.get(result.employeeId) ?? 'Employee',
      workweekStartDay: ctx.workweekStartDay,
      lines: ctx.lines,
      jobNumbers: ctx.jobNumbers,
      planCreditPerHour: (weekEnding) =>
        planCreditPerHour(ctx.plans.get(result.employeeId) ?? [], weekEnding),
      apprenticeship: (classification, weekEnding) =>
        apprenticeshipFor(ctx, result.employeeId, classification, weekEnding),
    }),
  );
  return complianceErrors(slices);
}

export const toWarning = (e: TComplianceError): TPrevailingWageWarning => ({
  code: 'prevailing_wage',
  message: e.message,
  job_id: e.jobId,
  cost_code_id: e.costCodeId,
  week_ending: e.weekEnding,
  classification: e.classification,
  shortfall_cents: e.shortfallCents,
});

/** The run's stored prevailing-wage errors, by check. */
export async function prevailingWageWarnings(
  tx: Db,
  org: string,
  runId: string,
): Promise<{ employeeId: string; warning: TPrevailingWageWarning }[]> {
  const checks = await tx
    .select({ employeeId: payrollChecks.employeeId, warnings: payrollChecks.warnings })
    .from(payrollChecks)
    .where(and(eq(payrollChecks.organizationId, org), eq(payrollChecks.runId, runId)));
  return checks.flatMap((c) =>
    (Array.isArray(c.warnings) ? (c.warnings as { code?: string }[]) : [])
      .filter((w): w is TPrevailingWageWarning => w?.code === 'prevailing_wage')
      .map((warning) => ({ employeeId: c.employeeId, warning })),
  );
}

export const prevailingWageRefused = (messages: readonly string[]) =>
  new AppError(
    'prevailing_wage_underpaid',
    `Paid below the wage determination:\n${messages.join('\n')}`,
    409,
  );

/** Approval guard: refused (409) while any worker is paid below the determination. */
export async function assertCertifiedCompliance(tx: Db, org: string, runId: string): Promise<void> {
  const found = await prevailingWageWarnings(tx, org, runId);
  if (found.length > 0) throw prevailingWageRefused(found.map((f) => f.warning.message));
}

/** The cash in lieu keyed on a run (the fix's earnings), for the run's page. */
export async function loadRunCashInLieu(tx: Db, org: string, runId: string): Promise<TRunCashInLieu[]> {
  return rowsOf<TRunCashInLieu & { amount_cents: string | number }>(
    await tx.execute(sql`
      select x.id, x.employee_id,
             coalesce(nullif(trim(pr.full_name), ''), nullif(trim(concat_ws(' ', pr.first_name, pr.last_name)), ''), pr.email, 'Employee') as employee_name,
             x.amount_cents::text as amount_cents, x.job_id, p.project_number as job_number, x.cost_code_id,
             to_char(x.week_ending, 'YYYY-MM-DD') as week_ending, x.classification, x.memo
      from payroll_run_earnings x
      join employees e on e.organization_id = x.organization_id and e.id = x.employee_id
      left join profiles pr on pr.id = e.user_id
      left join projects p on p.organization_id = x.organization_id and p.id = x.job_id
      where x.organization_id = ${org} and x.run_id = ${runId}::uuid and x.kind = 'cash_in_lieu'
      order by x.week_ending, 2, x.created_at, x.id`),
  ).map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
}
