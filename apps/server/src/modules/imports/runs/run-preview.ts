import type { TImportPreview, TImportStage } from '@groundwork/shared';
import { withTenant } from '../../../lib/tenant.ts';
import type { TImportSourceModel } from '../model/source-model.ts';
import { IMPORT_STAGE_RUNNERS } from '../stages/index.ts';
import type { TStageResult } from '../stages/stage-types.ts';
import { runStages } from './import-run-rows.ts';
import { auditJob, failedResult, runStage, stageFailure, type TJobContext, updateRun } from './run-stage.ts';

/*
 * The dry run (issue 24): every stage in ONE transaction, so later stages see what earlier ones would
 * write; errors collected, never thrown; then everything rolled back by throwing a sentinel. The run
 * becomes ready (no error) or goes back to draft — failed when stages of an earlier import are done —
 * with the preview and every error kept.
 */

class DryRunRollback extends Error {}

const PREVIEW_ERRORS_SHOWN = 500;

function trialBalanceTotals(model: TImportSourceModel): TImportPreview['trial_balance'] {
  if (!model.trialBalance) return null;
  let debit = 0;
  let credit = 0;
  for (const r of model.trialBalance.rows) {
    debit += r.debitCents;
    credit += r.creditCents;
  }
  return { debit_cents: debit, credit_cents: credit };
}

export async function runPreview(ctx: TJobContext): Promise<void> {
  const results = new Map<TImportStage, TStageResult>();
  try {
    await withTenant(ctx.deps.database.db, ctx.caller, async (tx) => {
      for (const runner of IMPORT_STAGE_RUNNERS) {
        try {
          results.set(runner.stage, await runStage(ctx, runner, tx, true));
        } catch (err) {
          // A stage that throws leaves the transaction unusable: what was found so far is kept.
          ctx.deps.logger.error(
            { err, runId: ctx.run.id, stage: runner.stage },
            'import preview stage threw',
          );
          results.set(runner.stage, failedResult(runner.stage, stageFailure(runner.stage, err)));
          break;
        }
      }
      throw new DryRunRollback('preview rolled back');
    });
  } catch (err) {
    if (!(err instanceof DryRunRollback)) throw err;
  }
  const errors = [...results.values()].flatMap((r) => r.errors);
  const now = new Date();
  const preview: TImportPreview = {
    stages: IMPORT_STAGE_RUNNERS.map(({ stage }) => {
      const r = results.get(stage);
      return {
        stage,
        rows: r?.rows ?? 0,
        creates: r?.created ?? 0,
        updates: r?.updated ?? 0,
        unchanged: r?.unchanged ?? 0,
        error_count: r?.errors.length ?? 0,
        samples: r?.samples.slice(0, 10) ?? [],
      };
    }),
    errors: errors.slice(0, PREVIEW_ERRORS_SHOWN),
    error_count: errors.length,
    trial_balance: trialBalanceTotals(ctx.model),
    previewed_at: now.toISOString(),
  };
  const hasDone = runStages(ctx.run).some((s) => s.status === 'done');
  const status = errors.length === 0 ? 'ready' : hasDone ? 'failed' : 'draft';
  await withTenant(ctx.deps.database.db, ctx.caller, async (tx) => {
    await updateRun(ctx, tx, {
      status,
      preview,
      errors,
      errorCount: errors.length,
      error:
        errors.length === 0
          ? null
          : `${errors.length} ${errors.length === 1 ? 'row needs' : 'rows need'} fixing`,
      previewedAt: now,
      progress: null,
    });
    await auditJob(ctx, tx, 'preview_import_run_finished', { status, error_count: errors.length });
  });
}
