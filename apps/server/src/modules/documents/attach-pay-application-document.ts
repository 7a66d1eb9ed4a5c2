import { randomUUID } from 'node:crypto';
import { payApplicationDocumentName, type TDocument } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { withTenant } from '../../lib/tenant.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { findApplicationRow } from '../pay-applications/pay-application-data.ts';
import { listContext } from '../pay-applications/pay-application-json.ts';
import { payApplicationPdf } from '../pay-applications/pay-application-pdf.ts';
import { documentJson, findGeneratedDocument, selectDocuments } from './document-json.ts';
import { documentStorageKey, putDocumentBytes, removeDocumentBytes } from './document-storage.ts';
import { DocumentErrors } from './documents.errors.ts';

const ATTACHABLE = ['approved', 'paid'];

/** The application's PDF among the job documents, or null while it is not attached. */
export async function findPayApplicationDocument(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TDocument | null> {
  await findApplicationRow(tx, organizationId, id);
  const row = await findGeneratedDocument(tx, organizationId, 'pay_application', id);
  return row ? documentJson(row) : null;
}

/**
 * Attaches an approved (or paid) application's PDF to its job's documents, once:
 *   1. in a read transaction: the application (404 when not the caller's), its status, the document
 *      it may already have, and the PDF rendered as the application now stands;
 *   2. the bytes written to the store, outside any transaction;
 *   3. the row and its audit entry in a second transaction. Two attachments racing (an approval and a
 *      click) collide on the one-generated-document-per-source index: the loser removes its bytes and
 *      answers the winner's document. Any other failure removes the bytes too (decision 014).
 */
export async function attachPayApplicationDocument(
  db: Db,
  store: ObjectStore,
  caller: TenantCaller,
  id: string,
  logger?: Logger,
): Promise<{ document: TDocument; isNew: boolean }> {
  const org = caller.organizationId;
  const prepared = await withTenant(db, caller, async (tx) => {
    const row = await findApplicationRow(tx, org, id);
    if (!ATTACHABLE.includes(row.status)) throw DocumentErrors.notBilled();
    const existing = await findGeneratedDocument(tx, org, 'pay_application', id);
    if (existing) return { isAttached: true, document: documentJson(existing) } as const;
    const ctx = (await listContext(tx, org, [id])).get(id);
    if (!ctx) throw DocumentErrors.payApplicationNotFound();
    const pdf = await payApplicationPdf(tx, store, org, id);
    const fileName = payApplicationDocumentName({
      application_number: row.applicationNumber,
      billing_method: ctx.billing_method ?? 'progress',
      kind: row.kind,
      job_number: ctx.job_number,
    });
    return {
      isAttached: false,
      pdf: pdf.bytes,
      fileName,
      jobId: row.jobId,
      customerId: row.customerId,
      status: row.status,
    } as const;
  });
  if (prepared.isAttached) return { document: prepared.document, isNew: false };

  const documentId = randomUUID();
  const storageKey = documentStorageKey(org, documentId, 'application/pdf');
  const bytes = new Uint8Array(prepared.pdf);
  await putDocumentBytes(store, storageKey, bytes, 'application/pdf', caller.userId);
  try {
    const document = await withTenant(db, caller, async (tx) => {
      await tx.insert(documents).values({
        id: documentId,
        organizationId: org,
        jobId: prepared.jobId,
        customerId: prepared.customerId,
        sourceType: 'pay_application',
        sourceId: id,
        kind: 'generated',
        fileName: prepared.fileName,
        contentType: 'application/pdf',
        sizeBytes: bytes.byteLength,
        storageKey,
        createdBy: caller.userId,
      });
      await audit(tx, {
        organizationId: org,
        actorId: caller.userId,
        action: 'attach_document',
        entity: 'documents',
        entityId: documentId,
        after: {
          job_id: prepared.jobId,
          source_type: 'pay_application',
          source_id: id,
          file_name: prepared.fileName,
          size_bytes: bytes.byteLength,
          application_status: prepared.status,
        },
        requestId: caller.requestId,
      });
      const [row] = await selectDocuments(tx).where(
        and(eq(documents.organizationId, org), eq(documents.id, documentId)),
      );
      if (!row) throw new Error('the attached document is not readable');
      return documentJson(row);
    });
    return { document, isNew: true };
  } catch (err) {
    await removeDocumentBytes(store, storageKey, logger);
    if (violatedUniqueIndex(err) === 'documents_generated_source_key') {
      const winner = await withTenant(db, caller, (tx) =>
        findGeneratedDocument(tx, org, 'pay_application', id),
      );
      if (winner) return { document: documentJson(winner), isNew: false };
    }
    throw err;
  }
}

/**
 * After an approval has committed: the application's PDF attached to the job documents. A failure
 * here (the store down, the PDF not rendering) must not undo or hide the approval, which is already
 * posted: it is logged, and the application page offers "Attach to job documents" (decision 014).
 */
export async function attachAfterApproval(
  db: Db,
  store: ObjectStore,
  caller: TenantCaller,
  id: string,
  logger?: Logger,
): Promise<TDocument | null> {
  try {
    return (await attachPayApplicationDocument(db, store, caller, id, logger)).document;
  } catch (err) {
    logger?.warn({ err, payApplicationId: id }, 'approved; attaching the PDF to the job documents failed');
    return null;
  }
}
