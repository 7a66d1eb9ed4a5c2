import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { importFiles } from '../../../db/schema/index.ts';
import { buildSourceModel } from '../model/build-source-model.ts';
import type { TImportSourceModel, TStoredImportFile } from '../model/source-model.ts';

/*
 * A run's files read into the source model. Reading the bytes takes a short transaction; building the
 * model happens outside it (a 50 MB journal is CPU work that must not hold a connection — PGlite has
 * one). The last few models are kept in memory by run and file set: the mapping screen, the preview
 * check and the background job read the same files again and again.
 */

export type TRunFiles = { key: string; files: TStoredImportFile[] };

export async function loadRunFiles(tx: Db, org: string, runId: string): Promise<TRunFiles> {
  const rows = await tx
    .select({
      id: importFiles.id,
      fileName: importFiles.fileName,
      kind: importFiles.kind,
      bytes: importFiles.bytes,
    })
    .from(importFiles)
    .where(and(eq(importFiles.organizationId, org), eq(importFiles.runId, runId)))
    .orderBy(asc(importFiles.createdAt), asc(importFiles.id));
  return {
    key: rows.map((r) => r.id).join(','),
    files: rows.map((r) => ({ fileName: r.fileName, kind: r.kind, bytes: new Uint8Array(r.bytes) })),
  };
}

const MODELS_KEPT = 4;
const models = new Map<string, { key: string; model: Promise<TImportSourceModel> }>();

/** The model of a run's current files (built once per file set). */
export function modelOf(runId: string, runFiles: TRunFiles): Promise<TImportSourceModel> {
  const kept = models.get(runId);
  if (kept && kept.key === runFiles.key) {
    // Most recently used last.
    models.delete(runId);
    models.set(runId, kept);
    return kept.model;
  }
  const model = Promise.resolve().then(() => buildSourceModel(runFiles.files));
  models.set(runId, { key: runFiles.key, model });
  model.catch(() => models.delete(runId));
  while (models.size > MODELS_KEPT) {
    const oldest = models.keys().next().value;
    if (oldest === undefined) break;
    models.delete(oldest);
  }
  return model;
}

/** Forgets a run's model (its files changed, or the run is gone). */
export function forgetModel(runId: string): void {
  models.delete(runId);
}
