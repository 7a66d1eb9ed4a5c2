import { randomUUID } from 'node:crypto';
import { certifiedWeekEnding, type TSubReport, type TSubReportTarget } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { documents, subcontractorCertifiedReports } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import type { Logger } from '../../lib/logger.ts';
import { withTenant } from '../../lib/tenant.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import {
  documentObject,
  documentStorageKey,
  putDocumentBytes,
  removeDocumentBytes,
} from '../documents/document-storage.ts';
import type { TDocumentUpload } from '../documents/read-document-upload.ts';
import { SubReportErrors } from './compliance-report.errors.ts';
import {
  readableCertifiedJob,
  type TCertifiedCaller,
  todayIso,
  workweekStartDay,
} from './compliance-report-access.ts';
import { subReportJson } from './sub-reports.ts';

/*
 * Writing subcontractors' reports. The file is kept as a document of the job (and the vendor) in the
 * documents store, the way job documents are (decision 014): bytes first, outside any transaction;
 * then the document row, the report row and their audit entries in one tenant transaction; bytes no
 * row points at are removed. A new upload for the same job × vendor × week replaces the old file.
 */

/** The job is a prime job of the caller's; the vendor has a subcontract there; the week has ended. */
export async function assertSubReportTarget(
  tx: Db,
  caller: TCertifiedCaller,
  target: TSubReportTarget,
): Promise<void> {
  const job = await readableCertifiedJob(tx, caller, target.job_id);
  if (!job.isPrime) throw SubReportErrors.notPrime();
  const startDay = await workweekStartDay(tx, caller.organizationId);
  if (certifiedWeekEnding(target.week_ending, startDay) !== target.week_ending)
    throw SubReportErrors.weekEnding();
  if (target.week_ending > todayIso()) throw SubReportErrors.futureWeek();
  const [sub] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from commitments where organization_id = ${caller.organizationId}
      and job_id = ${target.job_id}::uuid and vendor_id = ${target.vendor_id}::uuid
      and kind = 'subcontract' and status <> 'void' limit 1`),
  );
  if (!sub) throw SubReportErrors.notSubcontractor();
}

async function existingReport(tx: Db, organizationId: string, target: TSubReportTarget) {
  const [row] = await tx
    .select()
    .from(subcontractorCertifiedReports)
    .where(
      and(
        eq(subcontractorCertifiedReports.organizationId, organizationId),
        eq(subcontractorCertifiedReports.jobId, target.job_id),
        eq(subcontractorCertifiedReports.vendorId, target.vendor_id),
        eq(subcontractorCertifiedReports.weekEnding, target.week_ending),
      ),
    )
    .for('update');
  return row ?? null;
}

/** Deletes a report's document row (audited); answers its storage key for the bytes to go after commit. */
async function dropDocument(
  tx: Db,
  caller: TCertifiedCaller,
  documentId: string | null,
): Promise<string | null> {
  if (!documentId) return null;
  const [doc] = await tx
    .delete(documents)
    .where(and(eq(documents.organizationId, caller.organizationId), eq(documents.id, documentId)))
    .returning();
  if (!doc) return null;
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'delete_document',
    entity: 'documents',
    entityId: doc.id,
    before: {
      job_id: doc.jobId,
      vendor_id: doc.vendorId,
      file_name: doc.fileName,
      size_bytes: doc.sizeBytes,
    },
    requestId: caller.requestId,
  });
  return doc.storageKey;
}

type TSaved = { report: TSubReport; replacedKey: string | null };

/** Inserts or replaces the report row of the target (in the caller's transaction). */
async function saveReport(
  tx: Db,
  caller: TCertifiedCaller,
  target: TSubReportTarget,
  values: {
    payrollNumber: string | null;
    isNoWork: boolean;
    documentId: string | null;
    fileName: string | null;
  },
): Promise<TSaved> {
  const org = caller.organizationId;
  const before = await existingReport(tx, org, target);
  const replacedKey = before ? await dropDocument(tx, caller, before.documentId) : null;
  const id = before?.id ?? randomUUID();
  const row = {
    payrollNumber: values.payrollNumber,
    isNoWork: values.isNoWork,
    documentId: values.documentId,
    uploadedBy: caller.userId,
    createdAt: new Date(),
  };
  if (before)
    await tx
      .update(subcontractorCertifiedReports)
      .set(row)
      .where(
        and(eq(subcontractorCertifiedReports.organizationId, org), eq(subcontractorCertifiedReports.id, id)),
      );
  else
    await tx.insert(subcontractorCertifiedReports).values({
      id,
      organizationId: org,
      jobId: target.job_id,
      vendorId: target.vendor_id,
      weekEnding: target.week_ending,
      ...row,
    });
  const after = {
    job_id: target.job_id,
    vendor_id: target.vendor_id,
    week_ending: target.week_ending,
    payroll_number: values.payrollNumber,
    is_no_work: values.isNoWork,
    document_id: values.documentId,
  };
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: values.isNoWork ? 'mark_sub_report_no_work' : 'upload_sub_report',
    entity: 'subcontractor_certified_reports',
    entityId: id,
    before: before
      ? { payroll_number: before.payrollNumber, is_no_work: before.isNoWork, document_id: before.documentId }
      : null,
    after,
    requestId: caller.requestId,
  });
  return {
    report: subReportJson({
      id,
      jobId: target.job_id,
      vendorId: target.vendor_id,
      weekEnding: target.week_ending,
      ...values,
      createdAt: row.createdAt,
    }),
    replacedKey,
  };
}

/** Keeps a sub's weekly report file for the job × vendor × week (replacing an earlier one). */
export async function uploadSubReport(
  db: Db,
  store: ObjectStore,
  caller: TCertifiedCaller,
  target: TSubReportTarget & { payroll_number?: string | undefined },
  upload: TDocumentUpload,
  logger?: Logger,
): Promise<TSubReport> {
  const org = caller.organizationId;
  const documentId = randomUUID();
  const storageKey = documentStorageKey(org, documentId, upload.contentType);
  // 1. The bytes, outside any transaction.
  await putDocumentBytes(store, storageKey, upload.bytes, upload.contentType, caller.userId);
  let saved: TSaved;
  try {
    // 2. The document, the report and their audit entries together, the target checked again.
    saved = await withTenant(db, caller, async (tx) => {
      await assertSubReportTarget(tx, caller, target);
      await tx.insert(documents).values({
        id: documentId,
        organizationId: org,
        jobId: target.job_id,
        vendorId: target.vendor_id,
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
        entityId: documentId,
        after: {
          job_id: target.job_id,
          vendor_id: target.vendor_id,
          file_name: upload.fileName,
          content_type: upload.contentType,
          size_bytes: upload.bytes.byteLength,
        },
        requestId: caller.requestId,
      });
      return saveReport(tx, caller, target, {
        payrollNumber: target.payroll_number || null,
        isNoWork: false,
        documentId,
        fileName: upload.fileName,
      });
    });
  } catch (err) {
    // 3. No row points at the new bytes.
    await removeDocumentBytes(store, storageKey, logger);
    throw err;
  }
  if (saved.replacedKey) await removeDocumentBytes(store, saved.replacedKey, logger);
  return saved.report;
}

/** Marks the week "no work" for the vendor (replacing a file received before). */
export async function markSubReportNoWork(
  db: Db,
  store: ObjectStore,
  caller: TCertifiedCaller,
  target: TSubReportTarget & { payroll_number?: string | undefined },
  logger?: Logger,
): Promise<TSubReport> {
  const saved = await withTenant(db, caller, async (tx) => {
    await assertSubReportTarget(tx, caller, target);
    return saveReport(tx, caller, target, {
      payrollNumber: target.payroll_number || null,
      isNoWork: true,
      documentId: null,
      fileName: null,
    });
  });
  if (saved.replacedKey) await removeDocumentBytes(store, saved.replacedKey, logger);
  return saved.report;
}

async function findReport(tx: Db, caller: TCertifiedCaller, id: string, forUpdate: boolean) {
  const query = tx
    .select({ report: subcontractorCertifiedReports, document: documents })
    .from(subcontractorCertifiedReports)
    .leftJoin(
      documents,
      and(
        eq(documents.organizationId, subcontractorCertifiedReports.organizationId),
        eq(documents.id, subcontractorCertifiedReports.documentId),
      ),
    )
    .where(
      and(
        eq(subcontractorCertifiedReports.organizationId, caller.organizationId),
        eq(subcontractorCertifiedReports.id, id),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: subcontractorCertifiedReports }) : await query;
  if (!row) throw SubReportErrors.notFound();
  await readableCertifiedJob(tx, caller, row.report.jobId);
  return row;
}

/** Deletes a report (the week is missing again) and its file. */
export async function deleteSubReport(
  db: Db,
  store: ObjectStore,
  caller: TCertifiedCaller,
  id: string,
  logger?: Logger,
): Promise<void> {
  const key = await withTenant(db, caller, async (tx) => {
    const { report } = await findReport(tx, caller, id, true);
    await tx
      .delete(subcontractorCertifiedReports)
      .where(
        and(
          eq(subcontractorCertifiedReports.organizationId, caller.organizationId),
          eq(subcontractorCertifiedReports.id, id),
        ),
      );
    await audit(tx, {
      organizationId: caller.organizationId,
      actorId: caller.userId,
      action: 'delete_sub_report',
      entity: 'subcontractor_certified_reports',
      entityId: id,
      before: {
        job_id: report.jobId,
        vendor_id: report.vendorId,
        week_ending: report.weekEnding,
        payroll_number: report.payrollNumber,
        is_no_work: report.isNoWork,
        document_id: report.documentId,
      },
      requestId: caller.requestId,
    });
    return dropDocument(tx, caller, report.documentId);
  });
  if (key) await removeDocumentBytes(store, key, logger);
}

/** A report's file: the row read under the tenant (404 when not the caller's, 403 for another PM's job). */
export async function readSubReportFile(
  db: Db,
  store: ObjectStore,
  caller: TCertifiedCaller,
  id: string,
): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  const document = await withTenant(db, caller, async (tx) => {
    const { document } = await findReport(tx, caller, id, false);
    if (!document) throw SubReportErrors.fileMissing();
    return document;
  });
  const object = await store.get(documentObject(document.storageKey));
  if (!object) throw SubReportErrors.fileMissing();
  return { bytes: object.bytes, contentType: document.contentType, fileName: document.fileName };
}
