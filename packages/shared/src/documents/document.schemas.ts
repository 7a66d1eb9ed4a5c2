import { z } from 'zod';
import type { TPayApplicationStatus } from '../billing/pay-application.schemas.ts';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import type { TApInvoiceStatus } from '../payables/payables.constants.ts';
import type { TPermission } from '../roles/permissions.ts';

/** A file a person uploaded, or one the product made (a pay application's PDF at approval). */
export const DOCUMENT_KINDS = ['upload', 'generated'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<TDocumentKind, string> = {
  upload: 'Uploaded',
  generated: 'Generated',
};

/**
 * The records a document can be made from or attached to: a pay application's PDF, a vendor invoice's
 * scan, a lien waiver's signed copy (kept with the vendor, not among a job's documents).
 */
export const DOCUMENT_SOURCE_TYPES = ['pay_application', 'ap_invoice', 'lien_waiver'] as const;
export type TDocumentSourceType = (typeof DOCUMENT_SOURCE_TYPES)[number];

/**
 * Who may see a document made from a record: the readers of that record's module. A pay application's
 * PDF carries the contract's figures, which field roles do not see anywhere else.
 */
export const DOCUMENT_SOURCE_READ_PERMISSION: Record<TDocumentSourceType, TPermission> = {
  pay_application: 'billing:read',
  ap_invoice: 'payables:read',
  lien_waiver: 'payables:read',
};

export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type TDocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];
export const DOCUMENT_EXTENSIONS: Record<TDocumentContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/** The largest upload: 20 MB (a scanned contract or a phone photo fits; the body is not read past it). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_FILE_NAME_MAX = 200;

export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  jobNotFound: 'Job not found',
  noFile: 'Choose a file to upload',
  tooLarge: 'The file must be 20 MB or smaller',
  invalidType: 'Choose a PDF, PNG or JPEG file',
  typeMismatch: 'The file is not what its name or type says: choose a PDF, PNG or JPEG file',
  fileNameRequired: 'The file needs a name',
  fileMissing: 'The file of this document is no longer in the file store',
  notBilled: 'Only an approved or paid application is attached to the job documents',
  uploaded: 'Document uploaded',
  deleted: 'Document deleted',
  attached: 'Attached to job documents',
} as const;

/** A source record's status: a pay application's or a vendor invoice's (a lien waiver's: none). */
export const DOCUMENT_SOURCE_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'paid',
  'void',
  'entered',
  'posted',
] as const satisfies readonly (TPayApplicationStatus | TApInvoiceStatus)[];

/** The record a document was made from, as the list shows it (a pay application: its label and status). */
export const ZDocumentSource = z.object({
  type: z.enum(DOCUMENT_SOURCE_TYPES),
  id: z.string().uuid(),
  /** 'Application 3', 'Invoice 2', 'Retainage release 4', 'Vendor invoice 1042'; null when the record is gone. */
  label: z.string().nullable(),
  status: z.enum(DOCUMENT_SOURCE_STATUSES).nullable(),
});
export type TDocumentSource = z.infer<typeof ZDocumentSource>;

export const ZDocument = z.object({
  id: z.string().uuid(),
  job_id: z.string().uuid().nullable(),
  vendor_id: z.string().uuid().nullable(),
  customer_id: z.string().uuid().nullable(),
  source: ZDocumentSource.nullable(),
  kind: z.enum(DOCUMENT_KINDS),
  file_name: z.string(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  size_bytes: z.number().int(),
  created_by: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentListQuery = ZPageQuery.extend({
  search: z.string().trim().max(200, 'Keep the search under 200 characters').optional(),
});
export type TDocumentListQuery = z.output<typeof ZDocumentListQuery>;

/** A pay application's PDF among the job documents, or null while it is not attached. */
export const ZSourceDocument = z.object({ document: ZDocument.nullable() });
export type TSourceDocument = z.infer<typeof ZSourceDocument>;

/**
 * The name a file is listed and downloaded under: the last segment of what the browser sent, control
 * characters and the characters file systems refuse replaced, spaces collapsed, at most 200 characters
 * (the extension kept). Empty when nothing usable is left.
 */
export function cleanDocumentFileName(raw: string): string {
  const last = raw.split(/[\\/]/).at(-1) ?? '';
  let name = last
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (name.length > DOCUMENT_FILE_NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
    name = name.slice(0, DOCUMENT_FILE_NAME_MAX - extension.length).trimEnd() + extension;
  }
  return name;
}

/** The lower-case extension of a file name without the dot ('' when none). */
export function documentExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** Whether the name's extension agrees with the type read from the bytes. */
export function extensionAgrees(fileName: string, contentType: TDocumentContentType): boolean {
  return DOCUMENT_EXTENSIONS[contentType].includes(documentExtension(fileName));
}

/** Why a picked file cannot be uploaded (checked again by the server from its bytes), or null. */
export function documentFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size === 0) return DOCUMENT_MESSAGES.noFile;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  const type = DOCUMENT_CONTENT_TYPES.find((t) => t === file.type);
  if (!type || !extensionAgrees(file.name, type)) return DOCUMENT_MESSAGES.invalidType;
  return null;
}

/** '1.4 MB', '20 MB', '820 KB', '312 B'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** The name a pay application's PDF is attached under: 'Pay Application 3 - J-26-001.pdf'. */
export function payApplicationDocumentName(a: {
  application_number: number;
  billing_method: string;
  kind: string;
  job_number: string;
}): string {
  const what =
    a.kind === 'retainage_release'
      ? 'Retainage Release'
      : a.billing_method === 'invoice'
        ? 'Invoice'
        : 'Pay Application';
  return `${what} ${a.application_number} - ${a.job_number}.pdf`;
}
