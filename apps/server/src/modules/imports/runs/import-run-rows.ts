import {
  IMPORT_STAGES,
  type TImportFile,
  type TImportMapping,
  type TImportProgress,
  type TImportRun,
  type TImportRunOptions,
  type TImportStage,
  type TImportStageState,
  ZImportMapping,
  ZImportRunOptions,
} from '@groundwork/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { importFiles, importRuns, profiles } from '../../../db/schema/index.ts';
import { ImportRunErrors } from './import-run-errors.ts';

/*
 * An import run as stored and as the API answers it. The jsonb columns are read back through the
 * contract's schemas (defaults filled), so a run written by an older version still reads.
 */

export type TImportRunRow = typeof importRuns.$inferSelect;

/** The run (locked for update when `forUpdate`), or 404. */
export async function findRunRow(
  tx: Db,
  org: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TImportRunRow> {
  const query = tx
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.organizationId, org), eq(importRuns.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw ImportRunErrors.notFound();
  return row;
}

export function runOptions(row: Pick<TImportRunRow, 'options'>): TImportRunOptions {
  const parsed = ZImportRunOptions.safeParse(row.options ?? {});
  return parsed.success ? parsed.data : ZImportRunOptions.parse({});
}

export function runMapping(row: Pick<TImportRunRow, 'mapping'>): TImportMapping {
  const parsed = ZImportMapping.safeParse(row.mapping ?? {});
  return parsed.success ? parsed.data : ZImportMapping.parse({});
}

export function pendingStage(stage: TImportStage): TImportStageState {
  return {
    stage,
    status: 'pending',
    created: 0,
    updated: 0,
    unchanged: 0,
    error_count: 0,
    message: null,
    finished_at: null,
  };
}

/** Every stage's state in IMPORT_STAGES order (missing ones pending). */
export function runStages(row: Pick<TImportRunRow, 'stages'>): TImportStageState[] {
  const stored = Array.isArray(row.stages) ? (row.stages as TImportStageState[]) : [];
  return IMPORT_STAGES.map((stage) => stored.find((s) => s?.stage === stage) ?? pendingStage(stage));
}

/** Whether any stage committed (the run then cannot be deleted, only rolled back). */
export function hasStageDone(row: Pick<TImportRunRow, 'stages'>): boolean {
  return runStages(row).some((s) => s.status === 'done');
}

const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();

export function fileJson(file: Omit<typeof importFiles.$inferSelect, 'bytes'>): TImportFile {
  return {
    id: file.id,
    file_name: file.fileName,
    kind: file.kind,
    encoding: file.encoding,
    size_bytes: file.sizeBytes,
    row_count: file.rowCount,
    summary: file.summary,
    created_at: iso(file.createdAt) ?? '',
  };
}

/** A run's files without their bytes, oldest first. */
export async function findRunFiles(tx: Db, org: string, runId: string): Promise<TImportFile[]> {
  const rows = await tx
    .select({
      id: importFiles.id,
      organizationId: importFiles.organizationId,
      runId: importFiles.runId,
      fileName: importFiles.fileName,
      kind: importFiles.kind,
      encoding: importFiles.encoding,
      sizeBytes: importFiles.sizeBytes,
      sha256: importFiles.sha256,
      rowCount: importFiles.rowCount,
      summary: importFiles.summary,
      createdAt: importFiles.createdAt,
    })
    .from(importFiles)
    .where(and(eq(importFiles.organizationId, org), eq(importFiles.runId, runId)))
    .orderBy(asc(importFiles.createdAt), asc(importFiles.id));
  return rows.map(fileJson);
}

export async function creatorName(tx: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await tx
    .select({ fullName: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ? row.fullName || row.email : null;
}

/** The run's fields shared by the run and the list item. */
export function runHeadJson(
  row: TImportRunRow,
  extra: {
    createdByName: string | null;
    rollbackBlockedBy: string | null;
    progress?: TImportProgress | null;
  },
): Omit<TImportRun, 'files' | 'stages' | 'rollback'> {
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    cutover_date: row.cutoverDate,
    options: runOptions(row),
    progress: extra.progress ?? (row.progress as TImportProgress | null) ?? null,
    error_count: row.errorCount,
    error: row.error,
    on_behalf: row.onBehalf,
    created_by_name: extra.createdByName,
    created_at: iso(row.createdAt) ?? '',
    previewed_at: iso(row.previewedAt),
    imported_at: iso(row.importedAt),
    rolled_back_at: iso(row.rolledBackAt),
    has_report: row.report != null,
    verified: row.verified,
    rollback_blocked_by: extra.rollbackBlockedBy,
  };
}
