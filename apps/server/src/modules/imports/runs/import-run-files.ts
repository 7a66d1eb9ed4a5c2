import { createHash } from 'node:crypto';
import { cleanDocumentFileName } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../../../db/client.ts';
import { importFiles, importRuns } from '../../../db/schema/index.ts';
import { audit } from '../../../lib/audit.ts';
import type { TImportCaller } from '../import-route-helpers.ts';
import { detectImportFile } from '../model/detect.ts';
import { assertEditable } from './import-mapping.ts';
import { ImportRunErrors } from './import-run-errors.ts';
import { findRunRow, type TImportRunRow } from './import-run-rows.ts';
import { forgetModel } from './run-model.ts';

/*
 * A run's source files (issue 24): uploaded as multipart `file` (≤ 50 MB), detected (IIF, a QuickBooks
 * report, one of the CSV templates), kept byte for byte with the run.
 */

export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
const MULTIPART_OVERHEAD = 64 * 1024;
const UPLOAD_PATH = /^\/api\/v1\/imports\/runs\/[^/]+\/files\/?$/;

/** An import file upload: bytes, not JSON (the API's 1 MB limit and its JSON checks skip it). */
export function isImportFileUpload(method: string, path: string): boolean {
  return method === 'POST' && UPLOAD_PATH.test(path);
}

/** Stops reading an upload right past 50 MB: 413 `file_too_large`. */
export function importFileBodyLimit() {
  return bodyLimit({
    maxSize: IMPORT_FILE_MAX_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw ImportRunErrors.tooLarge();
    },
  });
}

export type TImportUpload = { bytes: Uint8Array; fileName: string };

/** The multipart form's `file` (or its first file field); empty → 400, past 50 MB → 413. */
export async function readImportUpload(c: Context): Promise<TImportUpload> {
  const requestType = (c.req.header('content-type') ?? '').toLowerCase();
  if (!requestType.startsWith('multipart/form-data')) throw ImportRunErrors.invalidBody();
  const form = await c.req.raw.formData().catch(() => {
    throw ImportRunErrors.invalidBody();
  });
  const named = form.get('file');
  const file =
    named && typeof named !== 'string' ? named : [...form.values()].find((v) => typeof v !== 'string');
  if (!file || typeof file === 'string') throw ImportRunErrors.noFile();
  if (file.size > IMPORT_FILE_MAX_BYTES) throw ImportRunErrors.tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) throw ImportRunErrors.noFile();
  if (bytes.byteLength > IMPORT_FILE_MAX_BYTES) throw ImportRunErrors.tooLarge();
  return { bytes, fileName: cleanDocumentFileName(file.name) || 'import' };
}

export type TDetectedFile = Awaited<ReturnType<typeof detectImportFile>>;

/** What the file is; a file none of the readers knows is refused. */
export async function detectUpload(upload: TImportUpload): Promise<TDetectedFile> {
  const detected = await detectImportFile(upload.bytes, upload.fileName);
  if (detected.kind === 'unknown') throw ImportRunErrors.unknownFile(upload.fileName);
  return detected;
}

/** Keeps the file with the run; a previewed run goes back to draft. */
export async function addRunFile(
  tx: Db,
  caller: TImportCaller,
  row: TImportRunRow,
  upload: TImportUpload,
  detected: TDetectedFile,
): Promise<string> {
  assertEditable(row);
  const org = caller.organizationId;
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const [file] = await tx
    .insert(importFiles)
    .values({
      organizationId: org,
      runId: row.id,
      fileName: upload.fileName,
      kind: detected.kind,
      encoding: detected.encoding ?? null,
      sizeBytes: upload.bytes.byteLength,
      sha256,
      rowCount: detected.rowCount,
      summary: detected.summary,
      bytes: upload.bytes,
    })
    .returning({ id: importFiles.id });
  if (!file) throw new Error('import file not kept');
  await markChanged(tx, org, row);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'add_import_file',
    entity: 'import_runs',
    entityId: row.id,
    after: {
      file_id: file.id,
      file_name: upload.fileName,
      kind: detected.kind,
      size_bytes: upload.bytes.byteLength,
      sha256,
      on_behalf: caller.onBehalf,
    },
    requestId: caller.requestId,
  });
  return file.id;
}

export async function removeRunFile(
  tx: Db,
  caller: TImportCaller,
  runId: string,
  fileId: string,
): Promise<void> {
  const org = caller.organizationId;
  const row = await findRunRow(tx, org, runId, { forUpdate: true });
  const [file] = await tx
    .select({ id: importFiles.id, fileName: importFiles.fileName, kind: importFiles.kind })
    .from(importFiles)
    .where(
      and(eq(importFiles.organizationId, org), eq(importFiles.runId, runId), eq(importFiles.id, fileId)),
    );
  if (!file) throw ImportRunErrors.fileNotFound();
  assertEditable(row);
  await tx.delete(importFiles).where(and(eq(importFiles.organizationId, org), eq(importFiles.id, fileId)));
  await markChanged(tx, org, row);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'remove_import_file',
    entity: 'import_runs',
    entityId: runId,
    before: { file_id: file.id, file_name: file.fileName, kind: file.kind },
    after: { on_behalf: caller.onBehalf },
    requestId: caller.requestId,
  });
}

async function markChanged(tx: Db, org: string, row: TImportRunRow) {
  forgetModel(row.id);
  await tx
    .update(importRuns)
    .set({ status: row.status === 'ready' ? 'draft' : row.status, updatedAt: new Date() })
    .where(and(eq(importRuns.organizationId, org), eq(importRuns.id, row.id)));
}
