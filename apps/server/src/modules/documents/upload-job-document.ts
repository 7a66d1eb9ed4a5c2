import { randomUUID } from 'node:crypto';
import type { TDocument } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import type { Logger } from '../../lib/logger.ts';
import { withTenant } from '../../lib/tenant.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { documentJson, selectDocuments } from './document-json.ts';
import { documentStorageKey, putDocumentBytes, removeDocumentBytes } from './document-storage.ts';
import { assertJobExists } from './find-job-documents.ts';
import type { TDocumentUpload } from './read-document-upload.ts';

/**
 * Keeps an uploaded file as a document of the job:
 *   1. the bytes go to the store under a new key, outside any transaction (a slow store holds no
 *      database connection);
 *   2. the row and its audit entry are written in one tenant transaction, the job checked again there;
 *   3. if the row is not written, the bytes are removed again — a row never points at missing bytes,
 *      and bytes without a row are unreachable (decision 014).
 */
export async function uploadJobDocument(
  db: Db,
  store: ObjectStore,
  caller: TenantCaller,
  jobId: string,
  upload: TDocumentUpload,
  logger?: Logger,
): Promise<TDocument> {
  const org = caller.organizationId;
  const id = randomUUID();
  const storageKey = documentStorageKey(org, id, upload.contentType);
  await putDocumentBytes(store, storageKey, upload.bytes, upload.contentType, caller.userId);
  try {
    return await withTenant(db, caller, async (tx) => {
      await assertJobExists(tx, org, jobId);
      await tx.insert(documents).values({
        id,
        organizationId: org,
        jobId,
        kind: 'upload',
        fileName: upload.fileName,
        contentType: upload.contentType,
        sizeBytes: upload.bytes.byteLength,
        storageKey,
        createdBy: caller.userId,
      });
      await audit(tx, {
        organizationId: org,
        actorId: caller.userId,
        action: 'upload_document',
        entity: 'documents',
        entityId: id,
        after: {
          job_id: jobId,
          file_name: upload.fileName,
          content_type: upload.contentType,
          size_bytes: upload.bytes.byteLength,
        },
        requestId: caller.requestId,
      });
      const [row] = await selectDocuments(tx).where(
        and(eq(documents.organizationId, org), eq(documents.id, id)),
      );
      if (!row) throw new Error('the inserted document is not readable');
      return documentJson(row);
    });
  } catch (err) {
    await removeDocumentBytes(store, storageKey, logger);
    throw err;
  }
}
