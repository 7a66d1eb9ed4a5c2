import { and, eq } from 'drizzle-orm';
import { importRuns } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { withTenant } from '../../../lib/tenant.ts';
import type { TImportCaller } from '../import-route-helpers.ts';
import { backgroundJob } from '../runs/import-progress.ts';
import { rollbackImportRun, statusBeforeRollback } from './rollback.ts';

/*
 * The rollback's background job: started once the request that marked the run rolling_back committed,
 * it rolls the run back in one tenant transaction as the caller who asked (internal support keeps
 * acting for the client company). A rollback that stops — refused by a check that now finds something
 * pointing at the run, or any error — leaves nothing of it (the transaction rolls back) and puts the
 * run back as it was, with `error` saying why. A restart mid-way is caught by recoverIfInterrupted.
 */

/** The run's `error` after a stopped rollback: the refusal's own sentence, or a plain one. */
export const rollbackStopped = (refusal: string | null) =>
  refusal
    ? `${refusal}. Nothing was rolled back.`
    : 'The rollback stopped on an unexpected error and nothing of it was kept. Try again; if it stops again, the server log has the reason.';

/** Claims the run; call `start` once its status change committed (or `release` if it did not). */
export function prepareRollbackJob(
  deps: AppDeps,
  caller: TImportCaller,
  runId: string,
  reason: string | null,
) {
  return backgroundJob(deps.database, runId, () => runRollback(deps, caller, runId, reason));
}

async function runRollback(deps: AppDeps, caller: TImportCaller, runId: string, reason: string | null) {
  const db = deps.database.db;
  try {
    await withTenant(db, caller, (tx) => rollbackImportRun(tx, caller, runId, reason));
  } catch (err) {
    const refused = err instanceof AppError;
    if (refused) deps.logger.warn({ err, runId }, 'import rollback refused');
    else deps.logger.error({ err, runId }, 'import rollback failed');
    await withTenant(db, caller, async (tx) => {
      const where = and(eq(importRuns.organizationId, caller.organizationId), eq(importRuns.id, runId));
      const [row] = await tx.select().from(importRuns).where(where).for('update');
      if (row?.status !== 'rolling_back') return;
      await tx
        .update(importRuns)
        .set({
          status: statusBeforeRollback(row),
          error: rollbackStopped(refused ? err.message : null),
          progress: null,
          updatedAt: new Date(),
        })
        .where(where);
    }).catch((e) => deps.logger.error({ err: e, runId }, 'import run left rolling back'));
  }
}
