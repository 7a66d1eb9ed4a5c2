import type { TPayrollRun, TSetCheckNumber } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollChecks, payrollRuns } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { assertCertifiedCompliance } from './certified-compliance.ts';
import { findRunRow, loadChecks, loadPayrollRun } from './payroll-run-json.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';

const names = (list: { employee_name: string }[]) => list.map((c) => c.employee_name).join(', ');

/**
 * Approves a calculated draft run, freezing its figures: refused before a calculation (or after a
 * change that made it stale), without checks, while any check has negative net pay, and — manual
 * runs — while a check has no check number.
 */
export async function approvePayrollRun(tx: Db, caller: TenantCaller, id: string): Promise<TPayrollRun> {
  const org = caller.organizationId;
  const run = await findRunRow(tx, org, id, true);
  if (run.status !== 'draft') throw PayrollRunErrors.notDraft();
  if (!run.calculatedAt) throw PayrollRunErrors.notCalculated();
  const checks = await loadChecks(tx, org, { runId: id });
  if (checks.length === 0) throw PayrollRunErrors.noChecks();
  const negative = checks.filter((c) => c.net_cents < 0);
  if (negative.length > 0) throw PayrollRunErrors.negativeNet(names(negative));
  // Issue 22: nobody on a certified job is paid below the wage determination.
  await assertCertifiedCompliance(tx, org, id);
  if (run.kind === 'manual') {
    const unnumbered = checks.filter((c) => !c.check_number);
    if (unnumbered.length > 0) throw PayrollRunErrors.missingCheckNumbers(names(unnumbered));
  }
  const now = new Date();
  await tx
    .update(payrollRuns)
    .set({ status: 'approved', approvedAt: now, approvedBy: caller.userId, updatedAt: now })
    .where(and(eq(payrollRuns.organizationId, org), eq(payrollRuns.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'approve_payroll_run',
    entity: 'payroll_runs',
    entityId: id,
    before: { status: 'draft' },
    after: { status: 'approved', net_cents: run.netCents },
    requestId: caller.requestId,
  });
  return loadPayrollRun(tx, org, id);
}

/** Takes an approved (not yet posted) run back to draft, to change and recalculate it. */
export async function returnPayrollRunToDraft(
  tx: Db,
  caller: TenantCaller,
  id: string,
): Promise<TPayrollRun> {
  const org = caller.organizationId;
  const run = await findRunRow(tx, org, id, true);
  if (run.status !== 'approved') throw PayrollRunErrors.notApproved();
  await tx
    .update(payrollRuns)
    .set({ status: 'draft', approvedAt: null, approvedBy: null, updatedAt: new Date() })
    .where(and(eq(payrollRuns.organizationId, org), eq(payrollRuns.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'return_payroll_run_to_draft',
    entity: 'payroll_runs',
    entityId: id,
    before: { status: 'approved' },
    after: { status: 'draft' },
    requestId: caller.requestId,
  });
  return loadPayrollRun(tx, org, id);
}

/** The check number of a check of a draft run (manual checks are written by hand before they are entered). */
export async function setCheckNumber(
  tx: Db,
  caller: TenantCaller,
  runId: string,
  checkId: string,
  input: TSetCheckNumber,
): Promise<TPayrollRun> {
  const org = caller.organizationId;
  const run = await findRunRow(tx, org, runId, true);
  if (run.status !== 'draft') throw PayrollRunErrors.notDraft();
  const [check] = await tx
    .select({ id: payrollChecks.id, number: payrollChecks.checkNumber })
    .from(payrollChecks)
    .where(
      and(
        eq(payrollChecks.organizationId, org),
        eq(payrollChecks.runId, runId),
        eq(payrollChecks.id, checkId),
      ),
    );
  if (!check) throw PayrollRunErrors.checkNotFound();
  await tx
    .update(payrollChecks)
    .set({ checkNumber: input.check_number, updatedAt: new Date() })
    .where(and(eq(payrollChecks.organizationId, org), eq(payrollChecks.id, checkId)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'set_payroll_check_number',
    entity: 'payroll_checks',
    entityId: checkId,
    before: { check_number: check.number },
    after: { check_number: input.check_number },
    requestId: caller.requestId,
  });
  return loadPayrollRun(tx, org, runId);
}
