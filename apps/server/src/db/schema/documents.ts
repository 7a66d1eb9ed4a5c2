import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { vendors } from './job-cost.ts';
import { projects } from './jobs.ts';
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

export const DOCUMENT_KINDS = ['upload', 'generated'] as const;

/**
 * Files kept for a company: uploaded by a person or made by the product (a pay application's PDF at
 * approval), tied to a job, a vendor and/or a customer of the same company, and optionally to the
 * record they came from (`source_type` + `source_id`, e.g. 'pay_application' + its id). The bytes live
 * in the object store's private `documents` bucket under `storage_key`; see decision 014.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id'),
    vendorId: uuid('vendor_id'),
    customerId: uuid('customer_id'),
    sourceType: text('source_type'),
    sourceId: uuid('source_id'),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('documents_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('documents_storage_key').on(t.storageKey),
    index('documents_org_job_idx').on(t.organizationId, t.jobId, t.createdAt),
    index('documents_org_vendor_idx').on(t.organizationId, t.vendorId),
    index('documents_org_source_idx').on(t.organizationId, t.sourceType, t.sourceId),
    // A record's generated document is made once (two approvals' attachments racing keep one).
    uniqueIndex('documents_generated_source_key')
      .on(t.organizationId, t.sourceType, t.sourceId)
      .where(sql`${t.kind} = 'generated'`),
    index('documents_org_file_name_search_idx').using('gin', t.organizationId, t.fileName.op('gin_trgm_ops')),
    foreignKey({
      name: 'documents_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'documents_vendor_fk',
      columns: [t.organizationId, t.vendorId],
      foreignColumns: [vendors.organizationId, vendors.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'documents_customer_fk',
      columns: [t.organizationId, t.customerId],
      foreignColumns: [customers.organizationId, customers.id],
    }).onDelete('no action'),
    check('documents_kind_valid', sql`${t.kind} in ('upload', 'generated')`),
    check(
      'documents_content_type_valid',
      sql`${t.contentType} in ('application/pdf', 'image/png', 'image/jpeg')`,
    ),
    check('documents_size_positive', sql`${t.sizeBytes} > 0`),
    check('documents_file_name_length', sql`char_length(${t.fileName}) between 1 and 200`),
    check('documents_source_pair', sql`(${t.sourceType} is null) = (${t.sourceId} is null)`),
  ],
);
