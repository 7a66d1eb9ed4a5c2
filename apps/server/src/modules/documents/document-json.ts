import {
  DOCUMENT_SOURCE_TYPES,
  payApplicationLabel,
  type TDocument,
  type TDocumentContentType,
  type TDocumentSourceType,
} from '@groundwork/shared';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apInvoices, documents, jobContracts, payApplications, profiles } from '../../db/schema/index.ts';

/**
 * Who is reading: the organization (row-level security holds it too) and the kinds of source whose
 * documents the caller may see (DOCUMENT_SOURCE_READ_PERMISSION); documents without a source are
 * everyone's who reads documents.
 */
export type TDocumentReader = { organizationId: string; sourceTypes: readonly TDocumentSourceType[] };

/** The condition that keeps documents of sources the reader may not see out of every answer. */
export function visibleTo(reader: TDocumentReader): SQL | undefined {
  const types = reader.sourceTypes.filter((t) => DOCUMENT_SOURCE_TYPES.includes(t));
  return types.length > 0
    ? or(isNull(documents.sourceType), inArray(documents.sourceType, [...types]))
    : isNull(documents.sourceType);
}

/**
 * Documents with their uploader and their source: a pay application's number and status, a vendor
 * invoice's number and status.
 */
export function selectDocuments(tx: Db) {
  return tx
    .select({
      document: documents,
      creator: {
        id: profiles.id,
        fullName: profiles.fullName,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
      },
      application: {
        number: payApplications.applicationNumber,
        kind: payApplications.kind,
        status: payApplications.status,
        billingMethod: jobContracts.billingMethod,
      },
      invoice: { number: apInvoices.invoiceNumber, status: apInvoices.status },
    })
    .from(documents)
    .leftJoin(profiles, eq(profiles.id, documents.createdBy))
    .leftJoin(
      payApplications,
      and(
        eq(documents.sourceType, 'pay_application'),
        eq(payApplications.organizationId, documents.organizationId),
        eq(payApplications.id, documents.sourceId),
      ),
    )
    .leftJoin(
      jobContracts,
      and(
        eq(jobContracts.organizationId, payApplications.organizationId),
        eq(jobContracts.jobId, payApplications.jobId),
      ),
    )
    .leftJoin(
      apInvoices,
      and(
        eq(documents.sourceType, 'ap_invoice'),
        eq(apInvoices.organizationId, documents.organizationId),
        eq(apInvoices.id, documents.sourceId),
      ),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof selectDocuments>['execute']>>[number];

function personName(p: NonNullable<Row['creator']>): string {
  return p.fullName || [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;
}

export function documentJson(row: Row): TDocument {
  const d = row.document;
  const a = row.application;
  const application =
    a && a.number !== null && a.kind !== null ? { ...a, number: a.number, kind: a.kind } : null;
  const i = row.invoice;
  const invoice = i && i.number !== null && i.status !== null ? { number: i.number, status: i.status } : null;
  return {
    id: d.id,
    job_id: d.jobId,
    vendor_id: d.vendorId,
    customer_id: d.customerId,
    source:
      d.sourceType && d.sourceId
        ? {
            type: d.sourceType as TDocumentSourceType,
            id: d.sourceId,
            label: application
              ? payApplicationLabel({
                  application_number: application.number,
                  billing_method: application.billingMethod ?? 'progress',
                  kind: application.kind,
                })
              : invoice
                ? `Vendor invoice ${invoice.number}`
                : d.sourceType === 'lien_waiver'
                  ? 'Lien waiver'
                  : null,
            status: application?.status ?? invoice?.status ?? null,
          }
        : null,
    kind: d.kind,
    file_name: d.fileName,
    content_type: d.contentType as TDocumentContentType,
    size_bytes: d.sizeBytes,
    created_by: row.creator ? { id: row.creator.id, name: personName(row.creator) } : null,
    created_at: d.createdAt.toISOString(),
  };
}

/** One document the reader may see, or null (another organization's, or a source they may not read). */
export async function findDocument(tx: Db, reader: TDocumentReader, id: string): Promise<Row | null> {
  const [row] = await selectDocuments(tx).where(
    and(eq(documents.organizationId, reader.organizationId), eq(documents.id, id), visibleTo(reader)),
  );
  return row ?? null;
}

/** The generated document of a source record (a pay application's PDF), or null. */
export async function findGeneratedDocument(
  tx: Db,
  organizationId: string,
  sourceType: TDocumentSourceType,
  sourceId: string,
): Promise<Row | null> {
  const [row] = await selectDocuments(tx).where(
    and(
      eq(documents.organizationId, organizationId),
      eq(documents.sourceType, sourceType),
      eq(documents.sourceId, sourceId),
      eq(documents.kind, 'generated'),
    ),
  );
  return row ?? null;
}
