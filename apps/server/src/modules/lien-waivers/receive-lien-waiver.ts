import { randomUUID } from 'node:crypto';
import { type TLienWaiver, todayIso } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import type { Logger } from '../../lib/logger.ts';
import { withTenant } from '../../lib/tenant.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { removeDocumentRow } from '../ap-invoices/ap-invoice-document.ts';
import { documentStorageKey, putDocumentBytes, removeDocumentBytes } from '../documents/document-storage.ts';
import type { TDocumentUpload } from '../documents/read-document-upload.ts';
import { findWaiverRow, loadLienWaiver } from './lien-waiver-json.ts';
import { LienWaiverErrors } from './lien-waivers.errors.ts';

/**
 * Marks a waiver received with the vendor's signed copy (PDF or image), kept as a document of the
 * vendor with source `lien_waiver` (payables readers only); a received one may take a better copy:
 *   1. the bytes go to the store under a new key, outside any transaction;
 *   2. in one tenant transaction: the waiver locked (a verified one keeps its copy), the document row,
 *      the waiver received on the day given (today by default) by the caller, the old row removed,
 *      the audit entry;
 *   3. the new bytes are removed if that fails; the old bytes once it has committed (decision 014).
 */
export async function receiveLienWaiver(
  db: Db,
  store: ObjectStore,
  caller: TenantCaller,
  waiverId: string,
  upload: TDocumentUpload,
  receivedOn: string | undefined,
  logger?: Logger,
): Promise<TLienWaiver> {
  const org = caller.organizationId;
  const documentId = randomUUID();
  const storageKey = documentStorageKey(org, documentId, upload.contentType);
  await putDocumentBytes(store, storageKey, upload.bytes, upload.contentType, caller.userId);
  let replaced: string | null = null;
  try {
    const answer = await withTenant(db, caller, async (tx) => {
      const waiver = await findWaiverRow(tx, org, waiverId, true);
      if (waiver.status === 'verified') throw LienWaiverErrors.alreadyVerified();
      await tx.insert(documents).values({
        id: documentId,
        organizationId: org,
        vendorId: waiver.vendor_id,
        sourceType: 'lien_waiver',
        sourceId: waiverId,
        kind: 'upload',
        fileName: upload.fileName,
        contentType: upload.contentType,
        sizeBytes: upload.bytes.byteLength,
        storageKey,
        createdBy: caller.userId,
      });
      const day = receivedOn ?? todayIso();
      await tx.execute(sql`
        update lien_waivers set status = 'received', document_id = ${documentId}, received_on = ${day}::date,
          received_by = ${caller.userId}, updated_at = now()
        where organization_id = ${org} and id = ${waiverId}`);
      replaced = await removeDocumentRow(tx, org, waiver.document_id);
      await audit(tx, {
        organizationId: org,
        actorId: caller.userId,
        action: 'receive_lien_waiver',
        entity: 'lien_waivers',
        entityId: waiverId,
        before: { status: waiver.status, document_id: waiver.document_id },
        after: {
          status: 'received',
          received_on: day,
          document_id: documentId,
          file_name: upload.fileName,
          content_type: upload.contentType,
          size_bytes: upload.bytes.byteLength,
        },
        requestId: caller.requestId,
      });
      return loadLienWaiver(tx, org, waiverId);
    });
    if (replaced) await removeDocumentBytes(store, replaced, logger);
    return answer;
  } catch (err) {
    await removeDocumentBytes(store, storageKey, logger);
    throw err;
  }
}

/** Verifies a received waiver (the signed copy checked against the payment): it is no longer outstanding. */
export async function verifyLienWaiver(tx: Db, caller: TenantCaller, id: string): Promise<TLienWaiver> {
  const org = caller.organizationId;
  const waiver = await findWaiverRow(tx, org, id, true);
  if (waiver.status !== 'received') throw LienWaiverErrors.notReceived();
  await tx.execute(sql`
    update lien_waivers set status = 'verified', verified_at = now(), verified_by = ${caller.userId}, updated_at = now()
    where organization_id = ${org} and id = ${id}`);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'verify_lien_waiver',
    entity: 'lien_waivers',
    entityId: id,
    before: { status: waiver.status },
    after: { status: 'verified' },
    requestId: caller.requestId,
  });
  return loadLienWaiver(tx, org, id);
}

/** Withdraws a request nobody has answered (asked by mistake, or no longer needed). */
export async function withdrawLienWaiver(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const org = caller.organizationId;
  const waiver = await findWaiverRow(tx, org, id, true);
  if (waiver.status !== 'requested') throw LienWaiverErrors.notRequested();
  await tx.execute(sql`delete from lien_waivers where organization_id = ${org} and id = ${id}`);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'withdraw_lien_waiver',
    entity: 'lien_waivers',
    entityId: id,
    before: { status: waiver.status },
    requestId: caller.requestId,
  });
}
