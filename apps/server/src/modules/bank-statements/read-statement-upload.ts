import {
  cleanDocumentFileName,
  STATEMENT_MAX_BYTES,
  type TCsvProfile,
  ZCsvProfile,
} from '@groundwork/shared';
import type { Context } from 'hono';
import { StatementErrors } from './bank-statements.errors.ts';

export type TStatementUpload = {
  bytes: Uint8Array;
  fileName: string;
  /** The mapping sent with the file (a CSV read with it, and saved on import); null when none was sent. */
  csvProfile: TCsvProfile | null;
};

/**
 * The uploaded statement: a multipart form with the field `file` (or the first file field) and an
 * optional `csv_profile` field holding the CSV mapping as JSON. The body limit of upload routes
 * (read-document-upload.ts) stops reading past 20 MB; empty → 400, past 20 MB → 413 `file_too_large`.
 */
export async function readStatementUpload(c: Context): Promise<TStatementUpload> {
  const requestType = (c.req.header('content-type') ?? '').toLowerCase();
  if (!requestType.startsWith('multipart/form-data')) throw StatementErrors.invalidBody();
  const form = await c.req.raw.formData().catch(() => {
    throw StatementErrors.invalidBody();
  });
  const named = form.get('file');
  const file =
    named && typeof named !== 'string' ? named : [...form.values()].find((v) => typeof v !== 'string');
  if (!file || typeof file === 'string') throw StatementErrors.noFile();
  if (file.size > STATEMENT_MAX_BYTES) throw StatementErrors.tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) throw StatementErrors.noFile();
  if (bytes.byteLength > STATEMENT_MAX_BYTES) throw StatementErrors.tooLarge();
  return { bytes, fileName: cleanDocumentFileName(file.name) || 'statement', csvProfile: csvProfileOf(form) };
}

function csvProfileOf(form: FormData): TCsvProfile | null {
  const raw = form.get('csv_profile');
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  if (typeof raw !== 'string') throw StatementErrors.csvProfileInvalid('send it as a JSON text field');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw StatementErrors.csvProfileInvalid('it is not JSON');
  }
  const parsed = ZCsvProfile.safeParse(value);
  if (!parsed.success) throw StatementErrors.csvProfileInvalid(parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}
