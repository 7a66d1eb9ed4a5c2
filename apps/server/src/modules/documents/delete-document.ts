import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import type { Logger } from '../../lib/logger.ts';
import { withTenant } from '../../lib/tenant.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { findDocument, type TDocumentReader } from './document-json.ts';
import { removeDocumentBytes } from './document-storage.ts';
import { DocumentErrors } from './documents.errors.ts';

/**
 * Deletes a document: the row (and its audit entry) first, committed; then its bytes. A store failure
 * after the commit leaves bytes no row points at, never a row without its bytes. A pay application's
 * PDF can be deleted too; "Attach to job documents" on the application makes it again.
 */
export async function deleteDocument(
  db: Db,
  store: ObjectStore,
  caller: TenantCaller,
  reader: TDocumentReader,
  id: string,
  logger?: Logger,
): Promise<void> {
  const storageKey = await withTenant(db, caller, async (tx) => {
    const row = await findDocument(tx, reader, id);
    if (!row) throw DocumentErrors.notFound();
    const d = row.document;
    await tx
      .delete(documents)
      .where(and(eq(documents.organizationId, caller.organizationId), eq(documents.id, id)));
    await audit(tx, {
      organizationId: caller.organizationId,
      actorId: caller.userId,
      action: 'delete_document',
      entity: 'documents',
      entityId: id,
      before: {
        job_id: d.jobId,
        kind: d.kind,
        source_type: d.sourceType,
        source_id: d.sourceId,
        file_name: d.fileName,
        size_bytes: d.sizeBytes,
      },
      requestId: caller.requestId,
    });
    return d.storageKey;
  });
  await removeDocumentBytes(store, storageKey, logger);
}
