import type { TPayrollRun, TVoidPayrollRun } from '@groundwork/shared';
import { todayIso } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries, payrollRuns, timeEntries } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { reversePostedEntry } from '../ledger/reverse-posted-entry.ts';
import { findRunRow, loadPayrollRun } from './payroll-run-json.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';
import { runLabel } from './post-payroll-run.ts';

/** Reverses one of the run's entries on `date` (the void date); its id. */
async function reverseEntry(tx: Db, caller: TenantCaller, entryId: string, date: string, memo: string) {
  const reversed = await reversePostedEntry(tx, caller, entryId, {
    date: () => date,
    memo: (original) => `Void of ${original.entryNumber}: ${memo}`,
  });
  if (!reversed) throw new Error(`journal entry ${entryId} is already reversed`);
  return reversed.reversal.id;
}

/**
 * Voids a posted run by reversal:
 *   1. lock it; only a posted run; a reason; the void date (default today, never before the check date);
 *   2. audit, then the reversal of its entry (and of its net pay settlement, when recorded) through the
 *      posting engine, which refuses a closed period;
 *   3. its time lines go back to approved, free for another run; the run is voided.
 */
export async function voidPayrollRun(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TVoidPayrollRun,
): Promise<TPayrollRun> {
  const org = caller.organizationId;
  const run = await findRunRow(tx, org, id, true);
  if (run.status !== 'posted' || !run.journalEntryId) throw PayrollRunErrors.notPosted();
  const today = todayIso();
  const voidDate = input.void_date ?? (today > run.checkDate ? today : run.checkDate);
  if (voidDate < run.checkDate) throw PayrollRunErrors.voidBeforeCheck();
  if (run.settlementEntryId) {
    // The settlement's reversal is dated the void date: never before the settlement itself.
    const [settlement] = await tx
      .select({ date: journalEntries.entryDate })
      .from(journalEntries)
      .where(and(eq(journalEntries.organizationId, org), eq(journalEntries.id, run.settlementEntryId)));
    if (settlement && voidDate < settlement.date)
      throw PayrollRunErrors.voidBeforeSettlement(settlement.date);
  }
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'void_payroll_run',
    entity: 'payroll_runs',
    entityId: id,
    before: { status: 'posted' },
    after: { status: 'voided', reason: input.reason, void_date: voidDate },
    requestId: caller.requestId,
  });
  const label = runLabel(run.runNumber);
  const voidEntryId = await reverseEntry(
    tx,
    caller,
    run.journalEntryId,
    voidDate,
    `${label} voided (${input.reason})`,
  );
  if (run.settlementEntryId)
    await reverseEntry(
      tx,
      caller,
      run.settlementEntryId,
      voidDate,
      `${label} settlement voided (${input.reason})`,
    );
  await tx
    .update(timeEntries)
    .set({ status: 'approved', payrollRunId: null, updatedAt: new Date() })
    .where(and(eq(timeEntries.organizationId, org), eq(timeEntries.payrollRunId, id)));
  const now = new Date();
  await tx
    .update(payrollRuns)
    .set({
      status: 'voided',
      voidEntryId,
      voidReason: input.reason,
      voidedAt: now,
      voidedBy: caller.userId,
      updatedAt: now,
    })
    .where(and(eq(payrollRuns.organizationId, org), eq(payrollRuns.id, id)));
  return loadPayrollRun(tx, org, id);
}
