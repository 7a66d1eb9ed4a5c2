import {
  cleanDocumentFileName,
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_MAX_BYTES,
  extensionAgrees,
  type TDocumentContentType,
} from '@groundwork/shared';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { declaredTypeAgrees, sniffContentType } from '../../storage/sniff-content-type.ts';
import { DocumentErrors } from './documents.errors.ts';

export type TDocumentUpload = { bytes: Uint8Array; contentType: TDocumentContentType; fileName: string };

// A job's documents, a vendor invoice's document (its PDF or image beside the invoice), a lien waiver's
// signed copy, a subcontractor's weekly certified payroll (issue 22), a bank statement previewed or
// imported (issue 23).
const UPLOAD_PATH =
  /^\/api\/v1\/(jobs\/[^/]+\/documents|ap-invoices\/[^/]+\/document|lien-waivers\/[^/]+\/document|certified\/sub-reports\/upload|bank-accounts\/[^/]+\/statements\/(preview|import))\/?$/;
// A multipart body carries the file plus its boundaries and part headers.
const MULTIPART_OVERHEAD = 64 * 1024;

/** A document upload: its body is a file's bytes, not JSON (the API's 1 MB limit and JSON checks skip it). */
export function isDocumentUploadRequest(method: string, path: string): boolean {
  return method === 'POST' && UPLOAD_PATH.test(path);
}

/** Stops reading an upload's body right past the limit: 413 `file_too_large`. */
export function documentUploadBodyLimit() {
  return bodyLimit({
    maxSize: DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw DocumentErrors.tooLarge();
    },
  });
}

/**
 * The uploaded file: a multipart form (field `file`, or the first file field) named by the file's own
 * name, or the raw body named by `?file_name=`. Empty → 400; past 20 MB → 413; the type is read from the
 * bytes (PDF, PNG, JPEG) and must agree with the declared type and the name's extension → else 415.
 */
export async function readDocumentUpload(
  c: Context,
  queryFileName: string | undefined,
): Promise<TDocumentUpload> {
  const requestType = (c.req.header('content-type') ?? '').toLowerCase();
  let bytes: Uint8Array;
  let declared: string;
  let rawName: string;
  if (requestType.startsWith('multipart/form-data')) {
    const form = await c.req.raw.formData().catch(() => {
      throw DocumentErrors.invalidBody();
    });
    const named = form.get('file');
    const file =
      named && typeof named !== 'string' ? named : [...form.values()].find((v) => typeof v !== 'string');
    if (!file || typeof file === 'string') throw DocumentErrors.noFile();
    if (file.size > DOCUMENT_MAX_BYTES) throw DocumentErrors.tooLarge();
    bytes = new Uint8Array(await file.arrayBuffer());
    declared = file.type;
    rawName = file.name;
  } else if (requestType.startsWith('application/json') || requestType.startsWith('application/x-www-form')) {
    throw DocumentErrors.invalidBody();
  } else {
    if (queryFileName === undefined) throw DocumentErrors.fileNameRequired();
    bytes = new Uint8Array(await c.req.raw.arrayBuffer());
    declared = requestType;
    rawName = queryFileName;
  }
  if (bytes.byteLength === 0) throw DocumentErrors.noFile();
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) throw DocumentErrors.tooLarge();

  const fileName = cleanDocumentFileName(rawName);
  if (!fileName) throw DocumentErrors.fileNameRequired();
  const sniffed = sniffContentType(bytes);
  const contentType = DOCUMENT_CONTENT_TYPES.find((t) => t === sniffed);
  if (!contentType) throw DocumentErrors.invalidType();
  if (!declaredTypeAgrees(declared, contentType) || !extensionAgrees(fileName, contentType))
    throw DocumentErrors.typeMismatch();
  return { bytes, contentType, fileName };
}
