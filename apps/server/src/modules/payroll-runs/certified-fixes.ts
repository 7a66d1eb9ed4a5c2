import { randomUUID } from 'node:crypto';
import type { TPayrollRun } from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import { payrollRunEarnings } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { calculatePayrollRun } from './calculate-payroll-run.ts';
import { prevailingWageWarnings } from './certified-compliance.ts';
import { findRunRow } from './payroll-run-json.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';

/**
 * The one-click fix of a run's prevailing-wage errors ("Pay the difference as cash in lieu"):
 *   1. a calculated draft run, with errors to fix;
 *   2. per error (worker × job × classification × week) a cash in lieu earning of the shortfall on
 *      the job × cost code, with its week ending and classification — taxable, no overtime premium;
 *   3. recalculate (the check runs again); audit.
 */
export async function applyCertifiedFixes(tx: Db, caller: TenantCaller, id: string): Promise<TPayrollRun> {
  const org = caller.organizationId;
  const run = await findRunRow(tx, org, id, true);
  if (run.status !== 'draft') throw PayrollRunErrors.notDraft();
  if (!run.calculatedAt) throw PayrollRunErrors.notCalculated();
  const found = await prevailingWageWarnings(tx, org, id);
  if (found.length === 0)
    throw new AppError(
      'prevailing_wage_nothing_to_fix',
      'No worker of this run is paid below the wage determination',
      409,
    );
  const rows = found
    .filter(({ warning: w }) => w.shortfall_cents > 0)
    .map(({ employeeId, warning: w }) => ({
      id: randomUUID(),
      organizationId: org,
      runId: id,
      employeeId,
      kind: 'cash_in_lieu' as const,
      amountCents: w.shortfall_cents,
      weekEnding: w.week_ending,
      classification: w.classification,
      // The check's constraint: a job needs its cost code (time on a job always has one).
      jobId: w.cost_code_id ? w.job_id : null,
      costCodeId: w.cost_code_id,
      memo: `Prevailing wage difference, week ending ${w.week_ending}, ${w.classification}`,
    }));
  if (rows.length > 0) await tx.insert(payrollRunEarnings).values(rows);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'certified_fix_payroll_run',
    entity: 'payroll_runs',
    entityId: id,
    after: {
      cash_in_lieu: rows.map((r) => ({
        employee_id: r.employeeId,
        job_id: r.jobId,
        week_ending: r.weekEnding,
        classification: r.classification,
        amount_cents: r.amountCents,
      })),
    },
    requestId: caller.requestId,
  });
  return calculatePayrollRun(tx, caller, id);
}
