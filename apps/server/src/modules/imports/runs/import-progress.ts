import { AsyncResource } from 'node:async_hooks';
import type { TImportProgress } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { importRuns } from '../../../db/schema/index.ts';
import type { Logger } from '../../../lib/logger.ts';
import { holdAdvisoryLock, withTenant } from '../../../lib/tenant.ts';
import type { TImportCaller } from '../import-route-helpers.ts';
import { ImportRunErrors } from './import-run-errors.ts';

/*
 * The background jobs of this process and their live progress. A run whose status says previewing or
 * importing but that no job of this process works on was cut by a restart (the server runs as one
 * process): the next read marks it failed, and importing again resumes it.
 */

/** `finishing`: the work is over (the run's outcome committed) and the job is giving its lock back. */
type TActiveJob = { done: Promise<void>; progress: TImportProgress | null; finishing?: boolean };

const active = new Map<string, TActiveJob>();

export function isImportJobActive(runId: string): boolean {
  return active.has(runId);
}

/** The job's progress as it is now (fresher than the throttled column). */
export function liveProgress(runId: string): TImportProgress | null {
  return active.get(runId)?.progress ?? null;
}

/** Resolves when the run's background job (if any) has finished: for tests and the benchmark. */
export async function waitForImportJob(runId: string): Promise<void> {
  await active.get(runId)?.done.catch(() => undefined);
}

/**
 * Claims the run for a job before its status change commits (a read meanwhile must not take it for
 * interrupted). `start` runs the work; `release` gives the claim back when the request failed. A run
 * already claimed is busy (409).
 */
export function claimImportJob(runId: string) {
  // A job of this process already works on the run: a second claim would take its place and, when
  // released, leave the working run looking interrupted.
  if (active.has(runId)) throw ImportRunErrors.busy();
  let finish: () => void = () => undefined;
  const job: TActiveJob = {
    done: new Promise<void>((resolve) => {
      finish = resolve;
    }),
    progress: null,
  };
  active.set(runId, job);
  return {
    job,
    start(work: () => Promise<void>) {
      work().finally(() => {
        if (active.get(runId) === job) active.delete(runId);
        finish();
      });
    },
    release() {
      if (active.get(runId) === job) active.delete(runId);
      finish();
    },
  };
}

/** Work that does not belong to the request that started it: no request scope, no open transaction. */
const detached = new AsyncResource('import-run-job');

/** The advisory lock a run's job holds while it works, which other server processes see. */
export const runLockKey = (runId: string) => `import_run:${runId}`;

/**
 * A background job of a run (the dry run, the import, the rollback): the run claimed now — in this
 * process, and for other server processes by an advisory lock held on a connection of its own until
 * the job ends (`holdAdvisoryLock`); a run already claimed is busy (409). `start` runs `work` once the
 * request's status change committed — after the request, outside its scope — and `release` gives the
 * claim back if it did not. `work` handles its own errors.
 */
export async function backgroundJob(
  database: Database,
  runId: string,
  work: (job: TActiveJob) => Promise<void>,
) {
  // The run's last job may have committed its outcome and still be giving its lock back: the next
  // step (an import right after its dry run) waits for that instead of answering busy.
  const previous = active.get(runId);
  if (previous?.finishing) await previous.done;
  const claim = claimImportJob(runId);
  let unlock: (() => Promise<void>) | null;
  try {
    unlock = await holdAdvisoryLock(database, runLockKey(runId));
  } catch (err) {
    claim.release();
    throw err;
  }
  if (!unlock) {
    claim.release();
    throw ImportRunErrors.busy();
  }
  const done = unlock;
  return {
    start: () =>
      claim.start(
        () =>
          new Promise<void>((resolve) => {
            setImmediate(() =>
              detached.runInAsyncScope(() =>
                work(claim.job)
                  .catch(() => undefined)
                  .then(() => {
                    claim.job.finishing = true;
                    return done();
                  })
                  .then(resolve),
              ),
            );
          }),
      ),
    release: () => {
      claim.release();
      void done();
    },
  };
}

const WRITE_EVERY_MS = 500;

/**
 * Writes a job's progress to `import_runs.progress` at most every half second, each write in its own
 * short transaction that the stage never waits for (on PGlite it lands when the stage's transaction
 * ends: one connection). `drain` waits for the last write before the run's outcome is written.
 */
export function progressWriter(
  database: Database,
  caller: TImportCaller,
  runId: string,
  job: { progress: TImportProgress | null },
  logger: Logger,
) {
  let pending: Promise<void> = Promise.resolve();
  let writing = false;
  let lastWrite = 0;
  const write = () => {
    writing = true;
    lastWrite = Date.now();
    const progress = job.progress;
    pending = pending
      .then(() =>
        withTenant(database.db, caller, async (tx) => {
          await tx
            .update(importRuns)
            .set({ progress })
            .where(and(eq(importRuns.organizationId, caller.organizationId), eq(importRuns.id, runId)));
        }),
      )
      .catch((err) => logger.warn({ err, runId }, 'import progress not written'))
      .finally(() => {
        writing = false;
      });
  };
  return {
    report(progress: TImportProgress, force = false) {
      job.progress = progress;
      if (!writing && (force || Date.now() - lastWrite >= WRITE_EVERY_MS)) write();
    },
    drain: () => pending,
  };
}
