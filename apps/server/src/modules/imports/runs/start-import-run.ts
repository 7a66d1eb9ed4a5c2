import { IMPORT_BUSY_STATUSES, isImportRunBusy, type TImportProgress } from '@groundwork/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { importRuns } from '../../../db/schema/index.ts';
import { audit } from '../../../lib/audit.ts';
import { violatedUniqueIndex } from '../../../lib/db-errors.ts';
import type { TImportCaller } from '../import-route-helpers.ts';
import type { TImportSourceModel } from '../model/source-model.ts';
import { recoverIfInterrupted } from './find-import-runs.ts';
import { checkedMapping } from './import-mapping.ts';
import { ImportRunErrors } from './import-run-errors.ts';
import { findRunRow, hasStageDone, runMapping, runOptions, type TImportRunRow } from './import-run-rows.ts';
import { CUTOVER_WORK } from './run-stage.ts';

/*
 * Starting a dry run or an import: the checks that need no background work (files, cut-over date,
 * control accounts, status), then the status change that claims the company's one busy slot (a partial
 * unique index: a second start while one works answers 409 busy).
 */

export function assertNotBusy(row: TImportRunRow): void {
  if (isImportRunBusy(row.status)) throw ImportRunErrors.busy();
}

/** The preview's own checks, before anything is claimed. */
export function previewChecks(row: TImportRunRow, fileCount: number, model: TImportSourceModel) {
  assertNotBusy(row);
  if (!['draft', 'ready', 'failed'].includes(row.status)) throw ImportRunErrors.notDraft();
  if (fileCount === 0) throw ImportRunErrors.noFiles();
  const options = runOptions(row);
  const needsCutover = Object.values(CUTOVER_WORK).some((has) => has(model, options));
  if (needsCutover && !row.cutoverDate) throw ImportRunErrors.cutoverRequired();
  return checkedMapping(model, runMapping(row));
}

/** The import's own checks: a clean preview (ready), or a failed import to resume. */
export function importChecks(row: TImportRunRow): void {
  assertNotBusy(row);
  const resumable = row.status === 'failed' && hasStageDone(row);
  if (row.status !== 'ready' && !resumable) throw ImportRunErrors.notReady();
}

/** Another run of the company left busy by a restart frees the slot; one really working refuses. */
export async function freeBusySlot(tx: Db, org: string, runId: string) {
  const others = await tx
    .select()
    .from(importRuns)
    .where(
      and(
        eq(importRuns.organizationId, org),
        ne(importRuns.id, runId),
        inArray(importRuns.status, [...IMPORT_BUSY_STATUSES]),
      ),
    );
  for (const other of others) {
    const recovered = await recoverIfInterrupted(tx, other);
    if (isImportRunBusy(recovered.status)) throw ImportRunErrors.busy();
  }
}

/**
 * Marks the run busy (previewing or importing) after checking it again under a lock. For a preview
 * the mapping as checked (control accounts filled) becomes the run's.
 */
export async function markRunBusy(
  tx: Db,
  caller: TImportCaller,
  runId: string,
  mode: 'preview' | 'import',
  checked: { status: string; mapping?: ReturnType<typeof checkedMapping> },
): Promise<void> {
  const org = caller.organizationId;
  const row = await findRunRow(tx, org, runId, { forUpdate: true });
  if (row.status !== checked.status) {
    assertNotBusy(row);
    throw mode === 'preview' ? ImportRunErrors.notDraft() : ImportRunErrors.notReady();
  }
  await freeBusySlot(tx, org, runId);
  const progress: TImportProgress = {
    stage: null,
    done: 0,
    total: 0,
    message: mode === 'preview' ? 'Checking every row' : 'Importing',
  };
  await tx
    .update(importRuns)
    .set({
      status: mode === 'preview' ? 'previewing' : 'importing',
      progress,
      error: null,
      ...(checked.mapping ? { mapping: checked.mapping } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(importRuns.organizationId, org), eq(importRuns.id, runId)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: mode === 'preview' ? 'preview_import_run' : 'start_import_run',
    entity: 'import_runs',
    entityId: runId,
    before: { status: row.status },
    after: { status: mode === 'preview' ? 'previewing' : 'importing', on_behalf: caller.onBehalf },
    requestId: caller.requestId,
  });
}

/** A start that lost the race for the busy slot answers 409 busy. */
export function busyOr(err: unknown): unknown {
  return violatedUniqueIndex(err) === 'import_runs_one_busy_key' ? ImportRunErrors.busy() : err;
}

/**
 * Starts a claimed background job: `markBusy` (its own transaction) marks the run busy, then the job
 * starts; a mark that fails gives the claim back (409 busy when another run took the slot first).
 */
export async function startClaimedJob(
  job: { start(): void; release(): void },
  markBusy: () => Promise<unknown>,
): Promise<void> {
  try {
    await markBusy();
  } catch (err) {
    job.release();
    throw busyOr(err);
  }
  job.start();
}
