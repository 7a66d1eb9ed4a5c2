import type { TImportMapping, TImportRowError, TImportRunOptions, TImportStage } from '@groundwork/shared';
import type { Db } from '../../../db/client.ts';
import type { TImportCaller } from '../import-route-helpers.ts';
import type { TImportSourceModel } from '../model/source-model.ts';

/*
 * The contract between the run orchestrator (runs/) and each stage (stages/). A stage validates every
 * row it owns, collects every problem as a TImportRowError (never throws for bad input), writes the
 * valid rows (upserting on natural keys: a rerun changes nothing), records what it created or updated
 * through `record`, and reports counts. The orchestrator runs the dry run as every stage in one
 * transaction rolled back at the end, and the import as one transaction per stage, committed only when
 * the stage found no error. Later stages find earlier stages' records by natural keys (resolve.ts).
 */

export type TImportRecordEntity =
  | 'account'
  | 'customer'
  | 'job'
  | 'vendor'
  | 'journal_entry'
  | 'pay_application'
  | 'ap_invoice'
  | 'bank_account'
  | 'job_cost_history';

export type TStageContext = {
  tx: Db;
  caller: TImportCaller;
  runId: string;
  /** Required by the cut-over stages (the orchestrator refuses a run without one before they start). */
  cutoverDate: string | null;
  options: TImportRunOptions;
  model: TImportSourceModel;
  mapping: TImportMapping;
  dryRun: boolean;
  /** Remember a record this run created or updated (ignored in a dry run). */
  record: (entry: {
    entityType: TImportRecordEntity;
    entityId: string;
    action: 'created' | 'updated';
    naturalKey: string;
    before?: Record<string, unknown> | null;
  }) => Promise<void>;
  /** Progress within the stage (the orchestrator throttles the writes). */
  progress: (done: number, total: number) => Promise<void>;
};

export type TStageResult = {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: TImportRowError[];
  /** A few examples for the preview screen: [label, detail]. */
  samples: [string, string][];
};

export type TImportStageRunner = {
  stage: TImportStage;
  run: (ctx: TStageContext) => Promise<TStageResult>;
};

export function emptyStageResult(): TStageResult {
  return { rows: 0, created: 0, updated: 0, unchanged: 0, errors: [], samples: [] };
}
