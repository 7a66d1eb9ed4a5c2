import {
  IMPORT_MESSAGES,
  IMPORT_STAGE_LABELS,
  type TImportMapping,
  type TImportRowError,
  type TImportRunOptions,
  type TImportStage,
  type TImportStageState,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { importRunRecords, importRuns } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { audit } from '../../../lib/audit.ts';
import type { TImportCaller } from '../import-route-helpers.ts';
import type { TImportSourceModel } from '../model/source-model.ts';
import {
  emptyStageResult,
  type TImportStageRunner,
  type TStageContext,
  type TStageResult,
} from '../stages/stage-types.ts';
import type { progressWriter } from './import-progress.ts';
import type { TImportRunRow } from './import-run-rows.ts';

/*
 * One stage of a run's job (issue 24) in the transaction the job gives it — the dry run's one
 * transaction or the import's own per stage — and what the job writes about it.
 */

/** The stages that need the cut-over date, and whether the model gives them anything to do. */
export const CUTOVER_WORK: Partial<
  Record<TImportStage, (model: TImportSourceModel, options: TImportRunOptions) => boolean>
> = {
  opening_entry: (m) => (m.trialBalance?.rows.length ?? 0) > 0,
  open_invoices: (m) => m.openInvoices.length > 0,
  open_bills: (m) => m.openBills.length > 0,
  bank_items: (m) => m.bankItems.length > 0,
  job_cost: (m, o) => o.job_to_date_cost && m.jobCost.length > 0,
  history: (m, o) => o.full_history && m.transactions.length > 0,
};

const errorKey = (e: TImportRowError) => `${e.stage}|${e.file_name}|${e.row}|${e.message}`;

/** The stage's errors: the model's (rows the readers could not read) and the stage's own, once each. */
export function mergeErrors(...lists: TImportRowError[][]): TImportRowError[] {
  const seen = new Set<string>();
  const out: TImportRowError[] = [];
  for (const list of lists)
    for (const e of list) {
      const key = errorKey(e);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(e);
    }
  return out;
}

export function failedResult(stage: TImportStage, message: string): TStageResult {
  return {
    rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    errors: [{ stage, file_name: null, row: null, message }],
    samples: [],
  };
}

export type TJobContext = {
  deps: AppDeps;
  caller: TImportCaller;
  run: TImportRunRow;
  model: TImportSourceModel;
  mapping: TImportMapping;
  options: TImportRunOptions;
  report: ReturnType<typeof progressWriter>['report'];
};

const RECORDS_PER_INSERT = 1000;

/**
 * One stage in the transaction given: refused before it runs when the model's rows for it failed or it
 * needs the cut-over date; otherwise the stage's own result with the model's errors added.
 */
export async function runStage(
  ctx: TJobContext,
  runner: TImportStageRunner,
  tx: Db,
  dryRun: boolean,
): Promise<TStageResult> {
  const { model, options, run } = ctx;
  const stage = runner.stage;
  // The journal's and the job cost's rows matter only when their option is on.
  const optional =
    (stage === 'history' && !options.full_history) || (stage === 'job_cost' && !options.job_to_date_cost);
  const modelErrors = optional ? [] : model.errors.filter((e) => e.stage === stage);
  const needsCutover = CUTOVER_WORK[stage];
  if (needsCutover && !run.cutoverDate) {
    const missing = needsCutover(model, options)
      ? failedResult(stage, IMPORT_MESSAGES.cutoverRequired).errors
      : [];
    return { ...emptyStageResult(), errors: mergeErrors(modelErrors, missing) };
  }
  ctx.report({ stage, done: 0, total: 0, message: IMPORT_STAGE_LABELS[stage] }, true);
  // What the stage created or updated, written in bulk when it ends (5,000 customers: one statement a
  // thousand rows instead of one each), in the stage's transaction.
  const records: (typeof importRunRecords.$inferInsert)[] = [];
  const stageContext: TStageContext = {
    tx,
    caller: ctx.caller,
    runId: run.id,
    cutoverDate: run.cutoverDate,
    options,
    model,
    mapping: ctx.mapping,
    dryRun,
    record: async (entry) => {
      if (dryRun) return;
      records.push({
        organizationId: ctx.caller.organizationId,
        runId: run.id,
        stage,
        entityType: entry.entityType,
        entityId: entry.entityId,
        action: entry.action,
        naturalKey: entry.naturalKey,
        before: entry.before ?? null,
      });
    },
    progress: async (done, total) => {
      ctx.report({ stage, done, total, message: IMPORT_STAGE_LABELS[stage] });
    },
  };
  const result = await runner.run(stageContext);
  for (let i = 0; i < records.length; i += RECORDS_PER_INSERT) {
    await tx.insert(importRunRecords).values(records.slice(i, i + RECORDS_PER_INSERT));
  }
  return { ...result, errors: mergeErrors(modelErrors, result.errors) };
}

export function stageState(
  stage: TImportStage,
  result: TStageResult,
  status: TImportStageState['status'],
): TImportStageState {
  const first = result.errors[0];
  return {
    stage,
    status,
    created: result.created,
    updated: result.updated,
    unchanged: result.unchanged,
    error_count: result.errors.length,
    message: first ? first.message : null,
    finished_at: new Date().toISOString(),
  };
}

/** A stage with nothing to do is skipped. */
export const doneStatus = (r: TStageResult) =>
  r.rows === 0 && r.created === 0 && r.updated === 0 ? 'skipped' : 'done';

export async function updateRun(ctx: TJobContext, tx: Db, values: Partial<typeof importRuns.$inferInsert>) {
  await tx
    .update(importRuns)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(importRuns.organizationId, ctx.caller.organizationId), eq(importRuns.id, ctx.run.id)));
}

export async function auditJob(ctx: TJobContext, tx: Db, action: string, after: Record<string, unknown>) {
  await audit(tx, {
    organizationId: ctx.caller.organizationId,
    actorId: ctx.caller.userId,
    action,
    entity: 'import_runs',
    entityId: ctx.run.id,
    after: { ...after, on_behalf: ctx.caller.onBehalf },
    requestId: ctx.caller.requestId,
  });
}

export function stageFailure(stage: TImportStage, err: unknown): string {
  const reason = err instanceof Error && err.message ? err.message : 'unexpected error';
  return `${IMPORT_STAGE_LABELS[stage]} could not be imported: ${reason}`;
}
