import type { Db } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { withTenant } from '../../lib/tenant.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { findDocument, type TDocumentReader } from './document-json.ts';
import { documentObject } from './document-storage.ts';
import { DocumentErrors } from './documents.errors.ts';

export type TDocumentFile = { bytes: Uint8Array; contentType: string; fileName: string };

/** A document's bytes: the row is read under the tenant (404 when not the reader's), the store after. */
export async function readDocumentFile(
  db: Db,
  store: ObjectStore,
  caller: TenantCaller,
  reader: TDocumentReader,
  id: string,
): Promise<TDocumentFile> {
  const document = await withTenant(db, caller, async (tx) => {
    const row = await findDocument(tx, reader, id);
    if (!row) throw DocumentErrors.notFound();
    return row.document;
  });
  const object = await store.get(documentObject(document.storageKey));
  if (!object) throw DocumentErrors.fileMissing();
  return { bytes: object.bytes, contentType: document.contentType, fileName: document.fileName };
}
