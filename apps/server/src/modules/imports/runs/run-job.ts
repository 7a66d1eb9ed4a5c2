import type { TImportProgress } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { importRuns } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { withTenant } from '../../../lib/tenant.ts';
import type { TImportCaller } from '../import-route-helpers.ts';
import { backgroundJob, progressWriter } from './import-progress.ts';
import { findRunRow, runMapping, runOptions } from './import-run-rows.ts';
import { runImport } from './run-import.ts';
import { loadRunFiles, modelOf } from './run-model.ts';
import { runPreview } from './run-preview.ts';
import type { TJobContext } from './run-stage.ts';

export { waitForImportJob } from './import-progress.ts';

/*
 * The background job of a run (issue 24), started after the request that asked for it committed: the
 * dry run (run-preview.ts) or the import (run-import.ts). It reads the run's files into the model,
 * works in its own tenant transactions as the caller who started it (internal support keeps acting for
 * the client company), outside the request's scope, and never leaves the run busy.
 */

export type TImportJobMode = 'preview' | 'import';

/**
 * Claims the run for a job; call `start` once the status change committed (or `release` if it did not).
 */
export function prepareImportJob(deps: AppDeps, caller: TImportCaller, runId: string, mode: TImportJobMode) {
  return backgroundJob(deps.database, runId, (job) =>
    runJob(deps, caller, runId, mode, job).catch((err) => {
      deps.logger.error({ err, runId, mode }, 'import job failed');
    }),
  );
}

async function runJob(
  deps: AppDeps,
  caller: TImportCaller,
  runId: string,
  mode: TImportJobMode,
  job: { progress: TImportProgress | null },
): Promise<void> {
  const db = deps.database.db;
  const writer = progressWriter(deps.database, caller, runId, job, deps.logger);
  let ctx: TJobContext | null = null;
  try {
    const { run, files } = await withTenant(db, caller, async (tx) => ({
      run: await findRunRow(tx, caller.organizationId, runId),
      files: await loadRunFiles(tx, caller.organizationId, runId),
    }));
    const model = await modelOf(runId, files);
    ctx = {
      deps,
      caller,
      run,
      model,
      mapping: runMapping(run),
      options: runOptions(run),
      report: writer.report,
    };
    if (mode === 'preview') await runPreview(ctx);
    else await runImport(ctx);
  } catch (err) {
    // Reading the files or writing the outcome failed: the run must not stay busy.
    deps.logger.error({ err, runId, mode }, 'import job failed');
    await writer.drain();
    const reason = err instanceof Error ? err.message : 'unexpected error';
    await withTenant(db, caller, async (tx) => {
      await tx
        .update(importRuns)
        .set({
          status: 'failed',
          error: `The ${mode} stopped: ${reason}`,
          progress: null,
          updatedAt: new Date(),
        })
        .where(and(eq(importRuns.organizationId, caller.organizationId), eq(importRuns.id, runId)));
    }).catch((e) => deps.logger.error({ err: e, runId }, 'import run left busy'));
    return;
  }
  await writer.drain();
  // A late progress write must not outlive the outcome.
  await withTenant(db, caller, async (tx) => {
    await tx
      .update(importRuns)
      .set({ progress: null })
      .where(and(eq(importRuns.organizationId, caller.organizationId), eq(importRuns.id, runId)));
  });
}
