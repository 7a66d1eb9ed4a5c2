import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { costCategories, standardCostCodes } from './cost-structure.ts';
import { projects } from './jobs.ts';
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

export const VENDOR_TYPES = ['subcontractor', 'supplier', 'service_provider', 'other'] as const;
export const INSURANCE_KINDS = ['general_liability', 'workers_comp', 'auto', 'umbrella'] as const;
export const COMMITMENT_KINDS = ['subcontract', 'purchase_order'] as const;
export const COMMITMENT_STATUSES = ['draft', 'issued', 'executed', 'closed', 'void'] as const;
export const CHANGE_ORDER_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A company's vendors (issue 14). The number V-XXXX is unique within the organization. */
export const vendors = pgTable(
  'vendors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vendorNumber: text('vendor_number').notNull(),
    name: text('name').notNull(),
    vendorType: text('vendor_type', { enum: VENDOR_TYPES }).notNull(),
    contactPerson: text('contact_person'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    // EIN or SSN as typed (digits and dashes); the API shows only the last four digits.
    taxId: text('tax_id'),
    is1099: boolean('is_1099').notNull().default(false),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    defaultCostCategoryId: uuid('default_cost_category_id'),
    notes: text('notes'),
    licenseNumber: text('license_number'),
    licenseExpiry: date('license_expiry', { mode: 'string' }),
    // The W-9 in the file store (bucket/path), and when it was received.
    w9Path: text('w9_path'),
    w9ReceivedOn: date('w9_received_on', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(vendor_number || chr(10) || name || chr(10) || coalesce(contact_person, '') || chr(10) || coalesce(email, '') || chr(10) || coalesce(city, ''))`,
      ),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_org_number_key').on(t.organizationId, t.vendorNumber),
    unique('vendors_org_id_key').on(t.organizationId, t.id),
    index('vendors_org_active_number_idx').on(t.organizationId, t.isActive, t.vendorNumber),
    index('vendors_org_search_idx').using('gin', t.organizationId, t.searchText.op('gin_trgm_ops')),
    foreignKey({
      name: 'vendors_default_cost_category_fk',
      columns: [t.organizationId, t.defaultCostCategoryId],
      foreignColumns: [costCategories.organizationId, costCategories.id],
    }).onDelete('no action'),
    check('vendors_number_format', sql`${t.vendorNumber} ~ '^V-[A-Z0-9]{4}$'`),
    check('vendors_payment_terms_range', sql`${t.paymentTermsDays} between 0 and 365`),
  ],
);

/** Insurance certificates of a vendor; the certificate file lives in the file store. */
export const vendorInsuranceCertificates = pgTable(
  'vendor_insurance_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    kind: text('kind', { enum: INSURANCE_KINDS }).notNull(),
    carrier: text('carrier').notNull(),
    policyNumber: text('policy_number').notNull(),
    eachOccurrenceCents: bigint('each_occurrence_cents', { mode: 'number' }),
    aggregateCents: bigint('aggregate_cents', { mode: 'number' }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    filePath: text('file_path'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_insurance_org_vendor_idx').on(t.organizationId, t.vendorId, t.kind),
    index('vendor_insurance_org_expiry_idx').on(t.organizationId, t.expiryDate),
    foreignKey({
      name: 'vendor_insurance_vendor_fk',
      columns: [t.organizationId, t.vendorId],
      foreignColumns: [vendors.organizationId, vendors.id],
    }).onDelete('cascade'),
    check('vendor_insurance_dates_in_order', sql`${t.expiryDate} >= ${t.effectiveDate}`),
    check(
      'vendor_insurance_limits_non_negative',
      sql`coalesce(${t.eachOccurrenceCents}, 0) >= 0 and coalesce(${t.aggregateCents}, 0) >= 0`,
    ),
  ],
);

/** A job's original budget by cost code × cost category (revisions come from customer change orders). */
export const jobBudgetLines = pgTable(
  'job_budget_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    costCodeId: uuid('cost_code_id').notNull(),
    costCategoryId: uuid('cost_category_id').notNull(),
    description: text('description').notNull().default(''),
    originalCents: bigint('original_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_budget_lines_job_code_category_key').on(
      t.organizationId,
      t.jobId,
      t.costCodeId,
      t.costCategoryId,
    ),
    foreignKey({
      name: 'job_budget_lines_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_budget_lines_cost_code_fk',
      columns: [t.organizationId, t.costCodeId],
      foreignColumns: [standardCostCodes.organizationId, standardCostCodes.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'job_budget_lines_cost_category_fk',
      columns: [t.organizationId, t.costCategoryId],
      foreignColumns: [costCategories.organizationId, costCategories.id],
    }).onDelete('no action'),
    check('job_budget_lines_original_non_negative', sql`${t.originalCents} >= 0`),
  ],
);

/**
 * Subcontracts and purchase orders. The number (J-26-001-SC-01, J-26-001-PO-01) comes from a counter
 * row per job and kind in the saving transaction. Retainage in basis points (1000 = 10.00 %).
 */
export const commitments = pgTable(
  'commitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    kind: text('kind', { enum: COMMITMENT_KINDS }).notNull(),
    commitmentNumber: text('commitment_number').notNull(),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    retainageBps: integer('retainage_bps').notNull().default(0),
    scope: text('scope'),
    status: text('status', { enum: COMMITMENT_STATUSES }).notNull().default('draft'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    executedAt: timestamp('executed_at', { withTimezone: true }),
    executedBy: uuid('executed_by').references(() => profiles.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commitments_org_number_key').on(t.organizationId, t.commitmentNumber),
    unique('commitments_org_id_key').on(t.organizationId, t.id),
    index('commitments_org_job_idx').on(t.organizationId, t.jobId, t.kind),
    index('commitments_org_vendor_idx').on(t.organizationId, t.vendorId),
    index('commitments_org_status_idx').on(t.organizationId, t.status),
    foreignKey({
      name: 'commitments_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'commitments_vendor_fk',
      columns: [t.organizationId, t.vendorId],
      foreignColumns: [vendors.organizationId, vendors.id],
    }).onDelete('no action'),
    check('commitments_retainage_range', sql`${t.retainageBps} between 0 and 10000`),
    check(
      'commitments_dates_in_order',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);

/** The last commitment number per job and kind (SC, PO). */
export const commitmentCounters = pgTable(
  'commitment_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    kind: text('kind', { enum: COMMITMENT_KINDS }).notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [uniqueIndex('commitment_counters_key').on(t.organizationId, t.jobId, t.kind)],
);

/**
 * A commitment's schedule of values. `original_cents` is the amount as executed (0 for a line that an
 * approved change order added); the revised amount adds the approved change order lines.
 */
export const commitmentLines = pgTable(
  'commitment_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    commitmentId: uuid('commitment_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    costCodeId: uuid('cost_code_id').notNull(),
    costCategoryId: uuid('cost_category_id').notNull(),
    description: text('description').notNull().default(''),
    originalCents: bigint('original_cents', { mode: 'number' }).notNull(),
    // The change order that added this line, if one did.
    addedByChangeOrderId: uuid('added_by_change_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commitment_lines_number_key').on(t.organizationId, t.commitmentId, t.lineNumber),
    unique('commitment_lines_org_id_key').on(t.organizationId, t.id),
    // Target of invoice lines' foreign key: the schedule line belongs to the commitment they name.
    unique('commitment_lines_org_commitment_id_key').on(t.organizationId, t.commitmentId, t.id),
    index('commitment_lines_org_code_idx').on(t.organizationId, t.costCodeId, t.costCategoryId),
    foreignKey({
      name: 'commitment_lines_commitment_fk',
      columns: [t.organizationId, t.commitmentId],
      foreignColumns: [commitments.organizationId, commitments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'commitment_lines_cost_code_fk',
      columns: [t.organizationId, t.costCodeId],
      foreignColumns: [standardCostCodes.organizationId, standardCostCodes.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'commitment_lines_cost_category_fk',
      columns: [t.organizationId, t.costCategoryId],
      foreignColumns: [costCategories.organizationId, costCategories.id],
    }).onDelete('no action'),
    check('commitment_lines_original_non_negative', sql`${t.originalCents} >= 0`),
  ],
);

/** Vendor change orders, numbered per commitment (1, 2, …). */
export const vendorChangeOrders = pgTable(
  'vendor_change_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    commitmentId: uuid('commitment_id').notNull(),
    changeOrderNumber: integer('change_order_number').notNull(),
    changeOrderDate: date('change_order_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    reason: text('reason'),
    status: text('status', { enum: CHANGE_ORDER_STATUSES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_change_orders_number_key').on(t.organizationId, t.commitmentId, t.changeOrderNumber),
    unique('vendor_change_orders_org_id_key').on(t.organizationId, t.id),
    index('vendor_change_orders_org_status_idx').on(t.organizationId, t.status),
    foreignKey({
      name: 'vendor_change_orders_commitment_fk',
      columns: [t.organizationId, t.commitmentId],
      foreignColumns: [commitments.organizationId, commitments.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A change order's lines: a change (±) to an existing schedule line, or a new line (cost code ×
 * category × description) that approval adds to the schedule as `commitment_line_id`.
 */
export const vendorChangeOrderLines = pgTable(
  'vendor_change_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    changeOrderId: uuid('change_order_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    commitmentLineId: uuid('commitment_line_id'),
    costCodeId: uuid('cost_code_id'),
    costCategoryId: uuid('cost_category_id'),
    description: text('description').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('vendor_change_order_lines_number_key').on(t.organizationId, t.changeOrderId, t.lineNumber),
    index('vendor_change_order_lines_commitment_line_idx').on(t.organizationId, t.commitmentLineId),
    foreignKey({
      name: 'vendor_change_order_lines_change_order_fk',
      columns: [t.organizationId, t.changeOrderId],
      foreignColumns: [vendorChangeOrders.organizationId, vendorChangeOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vendor_change_order_lines_commitment_line_fk',
      columns: [t.organizationId, t.commitmentLineId],
      foreignColumns: [commitmentLines.organizationId, commitmentLines.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'vendor_change_order_lines_cost_code_fk',
      columns: [t.organizationId, t.costCodeId],
      foreignColumns: [standardCostCodes.organizationId, standardCostCodes.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'vendor_change_order_lines_cost_category_fk',
      columns: [t.organizationId, t.costCategoryId],
      foreignColumns: [costCategories.organizationId, costCategories.id],
    }).onDelete('no action'),
    // A change of an existing line, or a new line with its cost code and category.
    check(
      'vendor_change_order_lines_target',
      sql`${t.commitmentLineId} is not null or (${t.costCodeId} is not null and ${t.costCategoryId} is not null)`,
    ),
  ],
);
