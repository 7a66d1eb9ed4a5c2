import {
  IMPORT_STAGE_LABELS,
  type TImportRowError,
  type TImportStage,
  type TImportStageState,
} from '@groundwork/shared';
import { withTenant } from '../../../lib/tenant.ts';
import { IMPORT_STAGE_RUNNERS } from '../stages/index.ts';
import { emptyStageResult, type TStageResult } from '../stages/stage-types.ts';
import { buildImportReport } from '../verify/build-import-report.ts';
import { runStages } from './import-run-rows.ts';
import {
  auditJob,
  doneStatus,
  failedResult,
  runStage,
  stageFailure,
  stageState,
  type TJobContext,
  updateRun,
} from './run-stage.ts';

/*
 * The import (issue 24): ONE transaction per stage, committed only when the stage found no error, its
 * `done` state committed with its records; a failed stage marks the run failed and the next import
 * resumes at the first stage not done. When every stage is done the verification report is frozen
 * with the run and the run becomes imported — never before its entries posted.
 */

class StageRollback extends Error {
  constructor(readonly result: TStageResult) {
    super('stage rolled back');
  }
}

function failureText(stage: TImportStage, errors: TImportRowError[]): string {
  const first = errors[0]?.message ?? 'failed';
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return `${IMPORT_STAGE_LABELS[stage]}: ${first}${more}`;
}

export async function runImport(ctx: TJobContext): Promise<void> {
  const db = ctx.deps.database.db;
  const stages = runStages(ctx.run);
  const setStage = (state: TImportStageState) => {
    const i = stages.findIndex((s) => s.stage === state.stage);
    if (i >= 0) stages[i] = state;
  };
  for (const runner of IMPORT_STAGE_RUNNERS) {
    // A resumed import skips what committed; a stage skipped for want of rows looks again (a file may
    // have been added since).
    if (stages.find((s) => s.stage === runner.stage)?.status === 'done') continue;
    setStage({ ...stageState(runner.stage, emptyStageResult(), 'running'), finished_at: null });
    await withTenant(db, ctx.caller, (tx) => updateRun(ctx, tx, { stages }));
    try {
      await withTenant(db, ctx.caller, async (tx) => {
        const r = await runStage(ctx, runner, tx, false);
        // 1. Any error: nothing of the stage stays.
        if (r.errors.length > 0) throw new StageRollback(r);
        // 2. The stage's work and its done state commit together: a resumed import skips it.
        setStage(stageState(runner.stage, r, doneStatus(r)));
        await updateRun(ctx, tx, { stages });
      });
    } catch (err) {
      const failed =
        err instanceof StageRollback
          ? err.result
          : failedResult(runner.stage, stageFailure(runner.stage, err));
      if (!(err instanceof StageRollback))
        ctx.deps.logger.error({ err, runId: ctx.run.id, stage: runner.stage }, 'import stage threw');
      setStage(stageState(runner.stage, failed, 'failed'));
      await finishFailed(ctx, stages, failureText(runner.stage, failed.errors), failed.errors);
      return;
    }
  }
  // 3. Every stage posted: the verification report is frozen with the run.
  try {
    await withTenant(db, ctx.caller, async (tx) => {
      const report = await buildImportReport(
        tx,
        ctx.caller.organizationId,
        {
          id: ctx.run.id,
          cutoverDate: ctx.run.cutoverDate ?? new Date().toISOString().slice(0, 10),
          options: ctx.options,
        },
        ctx.model,
        ctx.mapping,
      );
      const now = new Date();
      await updateRun(ctx, tx, {
        status: 'imported',
        stages,
        report,
        verified: report.verified,
        importedAt: now,
        progress: null,
        error: null,
        errors: [],
        errorCount: 0,
      });
      await auditJob(ctx, tx, 'import_run_imported', {
        verified: report.verified,
        stages: stages.map((s) => ({
          stage: s.stage,
          status: s.status,
          created: s.created,
          updated: s.updated,
        })),
      });
    });
  } catch (err) {
    ctx.deps.logger.error({ err, runId: ctx.run.id }, 'import verification report failed');
    const reason = err instanceof Error ? err.message : 'unexpected error';
    await finishFailed(ctx, stages, `The verification report could not be made: ${reason}`, []);
  }
}

async function finishFailed(
  ctx: TJobContext,
  stages: TImportStageState[],
  error: string,
  errors: TImportRowError[],
) {
  await withTenant(ctx.deps.database.db, ctx.caller, async (tx) => {
    await updateRun(ctx, tx, {
      status: 'failed',
      stages,
      error,
      errors,
      errorCount: errors.length,
      progress: null,
    });
    await auditJob(ctx, tx, 'import_run_failed', { error, error_count: errors.length });
  });
}
