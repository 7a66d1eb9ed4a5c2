import {
  CONTROL_ACCOUNT_KEYS,
  IMPORT_MESSAGES,
  type TImportRowError,
  type TImportStage,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { TSourceRef } from '../model/source-model.ts';
import { normalizePath } from './accounts-plan.ts';
import { ensureImportSystemAccounts, loadChart, resolveAccounts } from './resolve.ts';
import {
  emptyStageResult,
  type TImportStageRunner,
  type TStageContext,
  type TStageResult,
} from './stage-types.ts';

/*
 * What the cut-over stages (opening entry, open invoices and bills, bank items, job cost, history)
 * share: their start (rows counted, the cut-over date required), their error rows (a use case's
 * refusal among them), the chart as they look accounts up in it (source path, then number), the
 * control accounts, and the check that an earlier run of the company already posted a natural key.
 */

/** 1,204,332.10 — the amounts of the stages' messages (no currency sign, grouped, two decimals). */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** An error row of `stage` at the source's file and row. */
export function rowError(stage: TImportStage, ref: TSourceRef | null, message: string): TImportRowError {
  return { stage, file_name: ref?.fileName ?? null, row: ref?.row ?? null, message };
}

/** "Row 212: account 'Job Materials:Lumber' is not in the chart (map it or create it)". */
export function accountNotInChart(ref: TSourceRef | null, path: string): string {
  const where = ref?.row != null ? `Row ${ref.row}: ` : '';
  return `${where}account '${path}' is not in the chart (map it or create it)`;
}

/** "Bill 88: dated 2026-04-02, after the cut-over 2026-03-31". */
export function afterCutover(label: string, date: string, cutover: string): string {
  return `${label}: dated ${date}, after the cut-over ${cutover}`;
}

export type TChartLookup = {
  /** The account of a source path (or, failing that, of the source's account number). */
  find: (path: string, number?: string | null) => string | null;
  isControl: (accountId: string) => boolean;
  isCash: (accountId: string) => boolean;
  systemKeyOf: (accountId: string) => string | null;
  nameOf: (accountId: string) => string;
  typeOf: (accountId: string) => string | null;
  idOfKey: (systemKey: string) => string | null;
};

/** The chart as the cut-over stages look accounts up in it. */
export async function chartLookup(ctx: TStageContext): Promise<TChartLookup> {
  const org = ctx.caller.organizationId;
  const byPath = await resolveAccounts(ctx.tx, org, ctx.model, ctx.mapping);
  const chart = await loadChart(ctx.tx, org);
  const byId = new Map(chart.map((a) => [a.id, a]));
  const byNumber = new Map(chart.map((a) => [a.number, a.id]));
  const byKey = new Map(chart.filter((a) => a.systemKey).map((a) => [a.systemKey as string, a.id]));
  const controls = new Set<string>(CONTROL_ACCOUNT_KEYS);
  return {
    find: (path, number) =>
      byPath.get(path) ?? byPath.get(normalizePath(path)) ?? (number ? (byNumber.get(number) ?? null) : null),
    isControl: (id) => controls.has(byId.get(id)?.systemKey ?? ''),
    isCash: (id) => byId.get(id)?.isCash === true,
    systemKeyOf: (id) => byId.get(id)?.systemKey ?? null,
    nameOf: (id) => {
      const a = byId.get(id);
      return a ? `${a.number} ${a.name}` : id;
    },
    typeOf: (id) => byId.get(id)?.type ?? null,
    idOfKey: (key) => byKey.get(key) ?? null,
  };
}

/** The cut-over date, or an error row when the run has none. */
export function cutoverOf(ctx: TStageContext, stage: TImportStage): string | TImportRowError {
  return ctx.cutoverDate ?? rowError(stage, null, IMPORT_MESSAGES.cutoverRequired);
}

/** What a cut-over stage starts from: its result (rows counted), the cut-over date, the company, its errors. */
export type TCutoverStart = {
  result: TStageResult;
  cutover: string;
  org: string;
  errors: TImportRowError[];
};

/**
 * A cut-over stage as the orchestrator runs it: nothing to do when `rowsOf` answers 0 (no rows, or
 * the option off), an error when the run has no cut-over date; else `run` goes on from the start.
 */
export function cutoverStage(
  stage: TImportStage,
  rowsOf: (ctx: TStageContext) => number,
  run: (ctx: TStageContext, start: TCutoverStart) => Promise<TStageResult>,
): TImportStageRunner {
  return {
    stage,
    run: async (ctx) => {
      const result = emptyStageResult();
      const rows = rowsOf(ctx);
      if (rows === 0) return result;
      result.rows = rows;
      const cutover = cutoverOf(ctx, stage);
      if (typeof cutover !== 'string') return { ...result, errors: [cutover] };
      return run(ctx, { result, cutover, org: ctx.caller.organizationId, errors: [] });
    },
  };
}

/** The import's system accounts (opening clearing… created on demand), then the chart as it stands. */
export async function stageAccounts(ctx: TStageContext) {
  const system = await ensureImportSystemAccounts(ctx.tx, ctx.caller.organizationId, ctx.record);
  return { system, chart: await chartLookup(ctx) };
}

/**
 * The natural keys among `keys` that a run of this company (this one or an earlier one, not rolled
 * back) already recorded for `entityType` (a record's natural key may hold several, one a line): a rerun reports them unchanged instead of posting twice.
 */
export async function recordedKeys(
  tx: Db,
  organizationId: string,
  entityType: string,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  // A record may name several keys, one a line (a history entry holds a day's transactions).
  const rows = rowsOf<{ natural_key: string }>(
    await tx.execute(sql`
      select distinct k.key as natural_key
      from import_run_records r
      join import_runs u on u.organization_id = r.organization_id and u.id = r.run_id
      cross join lateral unnest(string_to_array(r.natural_key, E'\n')) as k(key)
      where r.organization_id = ${organizationId} and r.entity_type = ${entityType}
        and u.status <> 'rolled_back'
        and k.key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`),
  );
  return new Set(rows.map((r) => r.natural_key));
}

/**
 * A refusal of a use case the stage called (closed period, inactive customer…) as the stage's error
 * row "`label`: message"; anything else is thrown again.
 */
export function refusalError(
  err: unknown,
  stage: TImportStage,
  ref: TSourceRef | null,
  label: string,
): TImportRowError {
  if (!(err instanceof AppError)) throw err;
  return rowError(stage, ref, `${label}: ${err.message}`);
}

/** The mapping's answer for a source name (customer, vendor, job, class), case-insensitive. */
export function nameMapOf(
  mapping: TStageContext['mapping'],
  kind: 'customer' | 'vendor' | 'job' | 'class',
  sourceName: string,
): { action: 'map' | 'create' | 'ignore'; targetId: string | null } | null {
  const key = sourceName.trim().toLowerCase();
  const found = mapping.names.find((n) => n.kind === kind && n.source_name.trim().toLowerCase() === key);
  return found ? { action: found.action, targetId: found.target_id ?? null } : null;
}

/** "Invoice 1043 appears twice": the keys of `docs` seen more than once. */
export function duplicateKeys<T>(docs: readonly T[], keyOf: (doc: T) => string): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const d of docs) {
    const key = keyOf(d);
    if (seen.has(key)) twice.add(key);
    seen.add(key);
  }
  return twice;
}
