import crypto from 'node:crypto';
import type { TDocumentContentType } from '@groundwork/shared';
import type { Logger } from '../../lib/logger.ts';
import type { ObjectStore, TObjectKey } from '../../storage/object-store.ts';

/**
 * The bucket documents' bytes live in. Deliberately not one of the file store's BUCKETS: /storage/v1
 * answers 'Bucket not found' for it, so the bytes are reached only through the documents API, which
 * checks the document's row (its organization under row-level security, and its source's readers).
 */
export const DOCUMENTS_BUCKET = 'documents';

const EXTENSION: Record<TDocumentContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** `<organization>/<document id>.<ext>`: a new key for every document, never reused or overwritten. */
export function documentStorageKey(
  organizationId: string,
  documentId: string,
  contentType: TDocumentContentType,
): string {
  return `${organizationId}/${documentId}.${EXTENSION[contentType]}`;
}

export const documentObject = (storageKey: string): TObjectKey => ({
  bucket: DOCUMENTS_BUCKET,
  path: storageKey,
});

/** Writes a document's bytes under its key. */
export async function putDocumentBytes(
  store: ObjectStore,
  storageKey: string,
  bytes: Uint8Array,
  contentType: TDocumentContentType,
  ownerId: string,
): Promise<void> {
  const now = new Date().toISOString();
  await store.put(documentObject(storageKey), bytes, {
    id: crypto.randomUUID(),
    contentType,
    size: bytes.byteLength,
    maxAge: 0,
    etag: `"${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`,
    createdAt: now,
    ownerId,
  });
}

/**
 * Removes bytes no row points at (a row that was not written, or was deleted). A failure leaves an
 * unreachable object behind, which is logged and never answered to anyone: the row is what counts.
 */
export async function removeDocumentBytes(
  store: ObjectStore,
  storageKey: string,
  logger: Logger | undefined,
): Promise<void> {
  try {
    await store.delete(documentObject(storageKey));
  } catch (err) {
    logger?.warn({ err, bucket: DOCUMENTS_BUCKET, path: storageKey }, 'document bytes left in the store');
  }
}
