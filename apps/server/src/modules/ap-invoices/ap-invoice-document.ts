import { randomUUID } from 'node:crypto';
import type { TApInvoice } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apInvoices, documents } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import type { Logger } from '../../lib/logger.ts';
import { withTenant } from '../../lib/tenant.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { documentStorageKey, putDocumentBytes, removeDocumentBytes } from '../documents/document-storage.ts';
import type { TDocumentUpload } from '../documents/read-document-upload.ts';
import { findInvoiceRow, loadApInvoice, type TApViewer } from './ap-invoice-json.ts';
import { ApInvoiceErrors } from './ap-invoices.errors.ts';

type TViewer = TApViewer & { requestId: string | null };

/**
 * Keeps the vendor's invoice (PDF or image) as the invoice's document — a documents row of the
 * vendor with source `ap_invoice`, shown beside the invoice — replacing the one it had:
 *   1. the bytes go to the store under a new key, outside any transaction;
 *   2. in one tenant transaction: the invoice locked (a void one keeps its document), the new row,
 *      the invoice's link, the old row removed, the audit entry;
 *   3. the new bytes are removed if that fails; the old bytes once it has committed (decision 014:
 *      a row never points at missing bytes).
 */
export async function attachApInvoiceDocument(
  db: Db,
  store: ObjectStore,
  viewer: TViewer,
  invoiceId: string,
  upload: TDocumentUpload,
  logger?: Logger,
): Promise<TApInvoice> {
  const org = viewer.organizationId;
  const documentId = randomUUID();
  const storageKey = documentStorageKey(org, documentId, upload.contentType);
  await putDocumentBytes(store, storageKey, upload.bytes, upload.contentType, viewer.userId);
  let replaced: string | null = null;
  try {
    const answer = await withTenant(db, viewer, async (tx) => {
      const invoice = await findInvoiceRow(tx, org, invoiceId, true);
      if (invoice.status === 'void') throw ApInvoiceErrors.documentNotEditable();
      await tx.insert(documents).values({
        id: documentId,
        organizationId: org,
        vendorId: invoice.vendorId,
        sourceType: 'ap_invoice',
        sourceId: invoiceId,
        kind: 'upload',
        fileName: upload.fileName,
        contentType: upload.contentType,
        sizeBytes: upload.bytes.byteLength,
        storageKey,
        createdBy: viewer.userId,
      });
      await tx
        .update(apInvoices)
        .set({ documentId, updatedAt: new Date() })
        .where(and(eq(apInvoices.organizationId, org), eq(apInvoices.id, invoiceId)));
      replaced = await removeDocumentRow(tx, org, invoice.documentId);
      await audit(tx, {
        organizationId: org,
        actorId: viewer.userId,
        action: 'attach_ap_invoice_document',
        entity: 'ap_invoices',
        entityId: invoiceId,
        before: { document_id: invoice.documentId },
        after: {
          document_id: documentId,
          file_name: upload.fileName,
          content_type: upload.contentType,
          size_bytes: upload.bytes.byteLength,
        },
        requestId: viewer.requestId,
      });
      return loadApInvoice(tx, viewer, invoiceId);
    });
    if (replaced) await removeDocumentBytes(store, replaced, logger);
    return answer;
  } catch (err) {
    await removeDocumentBytes(store, storageKey, logger);
    throw err;
  }
}

/** Removes a document row; answers its storage key, whose bytes go once the transaction commits. */
export async function removeDocumentRow(tx: Db, organizationId: string, documentId: string | null) {
  if (!documentId) return null;
  const [gone] = await tx
    .delete(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.id, documentId)))
    .returning({ storageKey: documents.storageKey });
  return gone?.storageKey ?? null;
}

/**
 * Deletes an entered invoice (a mistake, a duplicate): its lines and its document go with it, and its
 * number is free again. Approved and posted invoices are undone by a void, which keeps the record.
 */
export async function deleteApInvoice(
  db: Db,
  store: ObjectStore,
  viewer: TViewer,
  invoiceId: string,
  logger?: Logger,
): Promise<void> {
  const org = viewer.organizationId;
  const storageKey = await withTenant(db, viewer, async (tx) => {
    const invoice = await findInvoiceRow(tx, org, invoiceId, true);
    if (invoice.status !== 'entered') throw ApInvoiceErrors.notDeletable();
    await tx.delete(apInvoices).where(and(eq(apInvoices.organizationId, org), eq(apInvoices.id, invoiceId)));
    const key = await removeDocumentRow(tx, org, invoice.documentId);
    await audit(tx, {
      organizationId: org,
      actorId: viewer.userId,
      action: 'delete_ap_invoice',
      entity: 'ap_invoices',
      entityId: invoiceId,
      before: {
        vendor_id: invoice.vendorId,
        invoice_number: invoice.invoiceNumber,
        gross_cents: invoice.grossCents,
        document_id: invoice.documentId,
      },
      requestId: viewer.requestId,
    });
    return key;
  });
  if (storageKey) await removeDocumentBytes(store, storageKey, logger);
}
