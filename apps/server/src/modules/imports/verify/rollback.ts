import { IMPORT_MESSAGES, type TImportProgress, type TImportRollback } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import { importRuns } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { audit } from '../../../lib/audit.ts';
import { reversePostedEntries } from '../../ledger/reverse-posted-entry.ts';
import type { TImportCaller } from '../import-route-helpers.ts';
import { freeBusySlot } from '../runs/start-import-run.ts';
import { ROLLBACK_CHECKS, runEntryIds, runRecordIds } from './rollback-checks.ts';
import { removeCreatedRecords, restoreUpdatedRecords, type TRemoval } from './rollback-records.ts';

export type { TImportRollback };

/** Runs a rollback may start from; `rolling_back` is the background job's own. */
const ROLLBACK_STATUSES = ['imported', 'failed', 'rolling_back'];

/** What a run was before its rollback started: imported (its report kept), or failed part-way. */
export function statusBeforeRollback(row: { report: unknown }): 'imported' | 'failed' {
  return row.report != null ? 'imported' : 'failed';
}

type TRunRow = typeof importRuns.$inferSelect;

/** The run locked, and the reason it may not be rolled back now (409), if any. */
async function lockRunForRollback(tx: Db, org: string, runId: string, job: boolean): Promise<TRunRow> {
  const [run] = await tx
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.organizationId, org), eq(importRuns.id, runId)))
    .for('update');
  if (!run) throw new AppError('import_run_not_found', IMPORT_MESSAGES.notFound, 404);
  const refuse = (why: string) =>
    new AppError('import_not_rolled_back', IMPORT_MESSAGES.notRolledBack(why), 409);
  if (run.status === 'rolled_back') throw refuse('it is already rolled back');
  if (run.status === 'rolling_back' && !job) throw refuse('it is already rolling back');
  if (run.status === 'previewing' || run.status === 'importing') throw refuse('it is still running');
  if (!ROLLBACK_STATUSES.includes(run.status)) throw refuse('nothing of it is imported');
  const blocked = await rollbackBlockedBy(tx, org, runId);
  if (blocked) throw refuse(blocked);
  return run;
}

/**
 * Starts a rollback (the request's part): the run locked and checked — refused at once with the reason
 * something points at its records — then marked rolling_back, which takes the company's one busy slot;
 * the background job (rollback-job.ts) does the work in one transaction.
 */
export async function markRollingBack(tx: Db, caller: TImportCaller, runId: string): Promise<void> {
  const org = caller.organizationId;
  const run = await lockRunForRollback(tx, org, runId, false);
  await freeBusySlot(tx, org, runId);
  const progress: TImportProgress = { stage: null, done: 0, total: 0, message: 'Rolling back' };
  await tx
    .update(importRuns)
    .set({ status: 'rolling_back', error: null, progress, updatedAt: new Date() })
    .where(and(eq(importRuns.organizationId, org), eq(importRuns.id, runId)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'start_import_rollback',
    entity: 'import_runs',
    entityId: runId,
    before: { status: run.status },
    after: { status: 'rolling_back', on_behalf: caller.onBehalf },
    requestId: caller.requestId,
  });
}

/**
 * Why the run cannot be rolled back now — the first thing found pointing at its records (a receipt on
 * an opening invoice, a payment on an opening bill, a reconciliation match of an opening bank item, a
 * later entry on an account it created, another document on a job, customer or vendor it created, a
 * later import, a closed period) — or null: allowed, or the run has nothing imported to roll back.
 */
export async function rollbackBlockedBy(
  tx: Db,
  organizationId: string,
  runId: string,
): Promise<string | null> {
  const [run] = await tx
    .select({ status: importRuns.status })
    .from(importRuns)
    .where(and(eq(importRuns.organizationId, organizationId), eq(importRuns.id, runId)));
  if (!run || !ROLLBACK_STATUSES.includes(run.status)) return null;
  for (const check of ROLLBACK_CHECKS) {
    const reason = await check(tx, organizationId, runId);
    if (reason) return reason;
  }
  return null;
}

/**
 * Rolls an import run back whole (issue 24), in the caller's transaction:
 *   1. lock the run; only an imported (or failed, part-imported) run; refuse with the first reason
 *      something else points at its records (409);
 *   2. reverse every entry it posted (opening entry, opening invoices and bills, bank items, history)
 *      through the engine on its own date (the cut-over, or a history transaction's date), so the
 *      trial balance is restored on every date; inactive accounts and jobs on those lines are active
 *      for the reversals' posting only;
 *   3. void its opening invoices and bills, each linked to its posting's reversal;
 *   4. remove what it created and nothing else references (its opening bank items, job-to-date cost,
 *      bank accounts, jobs, customers, vendors, accounts — in that order); what the ledger or its void
 *      documents still reference is deactivated instead, and the notes say so;
 *   5. restore the records it updated to their values before it;
 *   6. the run rolled back (who, when) and audited.
 */
export async function rollbackImportRun(
  tx: Db,
  caller: TImportCaller,
  runId: string,
  reason?: string | null,
  now = new Date(),
): Promise<TImportRollback> {
  const org = caller.organizationId;
  // 1.
  const run = await lockRunForRollback(tx, org, runId, true);
  const before = run.status === 'rolling_back' ? statusBeforeRollback(run) : run.status;

  const reactivated = await activateForReversal(tx, org, runId);

  const stamp = now.toISOString();
  // 2 and 3. Every entry of the run not yet reversed, on its own date.
  const entries = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select e.id from journal_entries e
      where e.organization_id = ${org} and e.reversed_by_id is null and e.id in ${runEntryIds(org, runId)}
      order by e.entry_date, e.entry_number`),
  );
  const reversed = await reversePostedEntries(
    tx,
    caller,
    entries.map((e) => e.id),
    {
      date: (o) => o.entryDate,
      memo: (o) => `Rollback of import ${run.cutoverDate ?? ''}: ${o.memo || 'entry'} (${o.entryNumber})`,
    },
  );
  await restoreInactive(tx, org, reactivated);
  // The opening documents void, each linked to its posting's reversal.
  const invoices = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update pay_applications p
      set status = 'void', void_entry_id = e.reversed_by_id, voided_at = ${stamp}::timestamptz, voided_by = ${caller.userId},
        updated_at = ${stamp}::timestamptz
      from journal_entries e
      where p.organization_id = ${org} and p.id in ${runRecordIds(org, runId, 'pay_application')}
        and p.status <> 'void' and e.organization_id = p.organization_id and e.id = p.journal_entry_id
      returning p.id`),
  );
  const bills = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update ap_invoices i
      set status = 'void', void_entry_id = e.reversed_by_id, voided_at = ${stamp}::timestamptz, voided_by = ${caller.userId},
        void_reason = 'Import rolled back', updated_at = ${stamp}::timestamptz
      from journal_entries e
      where i.organization_id = ${org} and i.id in ${runRecordIds(org, runId, 'ap_invoice')}
        and i.status <> 'void' and e.organization_id = i.organization_id and e.id = i.journal_entry_id
      returning i.id`),
  );
  const reversedEntries = reversed.size;

  // 4 and 5.
  const removal: TRemoval = await removeCreatedRecords(tx, org, runId);
  const restored = await restoreUpdatedRecords(tx, org, runId);

  // 6.
  const result: TImportRollback = {
    run_id: runId,
    reversed_entries: reversedEntries,
    voided_invoices: invoices.length,
    voided_bills: bills.length,
    removed: removal.removed,
    deactivated: removal.deactivated,
    restored,
    notes: removal.notes,
  };
  await tx
    .update(importRuns)
    .set({
      status: 'rolled_back',
      rolledBackAt: now,
      rolledBackBy: caller.userId,
      progress: null,
      error: null,
      rollback: result,
      updatedAt: now,
    })
    .where(and(eq(importRuns.organizationId, org), eq(importRuns.id, runId)));

  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'rollback_import_run',
    entity: 'import_runs',
    entityId: runId,
    before: { status: before },
    after: { status: 'rolled_back', reason: reason ?? null, on_behalf: caller.onBehalf, ...result },
    requestId: caller.requestId,
  });
  return result;
}

type TReactivated = { accounts: string[]; jobs: { id: string; status: string }[] };

/** The engine posts only to active accounts and jobs: those on the lines to reverse are made active meanwhile. */
async function activateForReversal(tx: Db, org: string, runId: string): Promise<TReactivated> {
  const lines = sql`(select l.account_id, l.job_id from journal_lines l
    join journal_entries e on e.organization_id = l.organization_id and e.id = l.entry_id
    where l.organization_id = ${org} and e.reversed_by_id is null and l.entry_id in ${runEntryIds(org, runId)})`;
  const accounts = rowsOf<{ id: string }>(
    await tx.execute(sql`
      update chart_of_accounts set is_active = true
      where organization_id = ${org} and not is_active and id in (select account_id from ${lines} x)
      returning id`),
  ).map((r) => r.id);
  const jobs = rowsOf<{ id: string; status: string }>(
    await tx.execute(sql`
      with before as (
        select id, status from projects
        where organization_id = ${org} and status <> 'active' and id in (select job_id from ${lines} x)
      )
      update projects p set status = 'active' from before b
      where p.organization_id = ${org} and p.id = b.id
      returning p.id, b.status`),
  );
  return { accounts, jobs };
}

async function restoreInactive(tx: Db, org: string, reactivated: TReactivated): Promise<void> {
  for (const id of reactivated.accounts)
    await tx.execute(
      sql`update chart_of_accounts set is_active = false where organization_id = ${org} and id = ${id}`,
    );
  for (const job of reactivated.jobs)
    await tx.execute(
      sql`update projects set status = ${job.status} where organization_id = ${org} and id = ${job.id}`,
    );
}
