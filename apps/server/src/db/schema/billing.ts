import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { chartOfAccounts, costCategories, standardCostCodes } from './cost-structure.ts';
import { customers } from './customers.ts';
import { projects } from './jobs.ts';
import { journalEntries } from './ledger.ts';
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

export const BILLING_METHODS = ['progress', 'invoice'] as const;
export const PAY_APPLICATION_KINDS = ['progress', 'retainage_release', 'opening'] as const;
export const PAY_APPLICATION_STATUSES = ['draft', 'submitted', 'approved', 'paid', 'void'] as const;
export const CUSTOMER_CHANGE_ORDER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const RECEIPT_METHODS = ['check', 'ach', 'wire', 'card', 'cash', 'other'] as const;

/**
 * A job's contract with its customer (one per job): the original sum, how it is billed and the
 * retainage terms in basis points (1000 = 10.00 %) — see packages/shared/src/billing/pay-application.rules.ts.
 */
export const jobContracts = pgTable(
  'job_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    originalContractCents: bigint('original_contract_cents', { mode: 'number' }).notNull(),
    billingMethod: text('billing_method', { enum: BILLING_METHODS }).notNull().default('progress'),
    retainageWorkBps: integer('retainage_work_bps').notNull().default(1000),
    retainageStoredBps: integer('retainage_stored_bps').notNull().default(1000),
    stepDownThresholdBps: integer('step_down_threshold_bps'),
    stepDownWorkBps: integer('step_down_work_bps'),
    retainageCapBps: integer('retainage_cap_bps'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_contracts_job_key').on(t.organizationId, t.jobId),
    unique('job_contracts_org_id_key').on(t.organizationId, t.id),
    foreignKey({
      name: 'job_contracts_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('cascade'),
    check('job_contracts_original_non_negative', sql`${t.originalContractCents} >= 0`),
    check(
      'job_contracts_bps_range',
      sql`${t.retainageWorkBps} between 0 and 10000 and ${t.retainageStoredBps} between 0 and 10000
        and coalesce(${t.stepDownThresholdBps}, 0) between 0 and 10000 and coalesce(${t.stepDownWorkBps}, 0) between 0 and 10000
        and coalesce(${t.retainageCapBps}, 0) between 0 and 10000`,
    ),
    check(
      'job_contracts_step_down_pair',
      sql`(${t.stepDownThresholdBps} is null) = (${t.stepDownWorkBps} is null)`,
    ),
  ],
);

/**
 * The billing schedule of values: numbered lines of the contract. `original_cents` as contracted (0 for
 * a line an approved customer change order added); approved change order lines add to it.
 */
export const contractLines = pgTable(
  'contract_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    description: text('description').notNull(),
    originalCents: bigint('original_cents', { mode: 'number' }).notNull(),
    costCodeId: uuid('cost_code_id'),
    addedByChangeOrderId: uuid('added_by_change_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contract_lines_number_key').on(t.organizationId, t.contractId, t.lineNumber),
    unique('contract_lines_org_id_key').on(t.organizationId, t.id),
    foreignKey({
      name: 'contract_lines_contract_fk',
      columns: [t.organizationId, t.contractId],
      foreignColumns: [jobContracts.organizationId, jobContracts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'contract_lines_cost_code_fk',
      columns: [t.organizationId, t.costCodeId],
      foreignColumns: [standardCostCodes.organizationId, standardCostCodes.id],
    }).onDelete('no action'),
    check('contract_lines_original_non_negative', sql`${t.originalCents} >= 0`),
  ],
);

/** Customer change orders, numbered per job (1, 2, …). */
export const customerChangeOrders = pgTable(
  'customer_change_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    changeOrderNumber: integer('change_order_number').notNull(),
    changeOrderDate: date('change_order_date', { mode: 'string' }).notNull(),
    customerReference: text('customer_reference'),
    description: text('description').notNull(),
    status: text('status', { enum: CUSTOMER_CHANGE_ORDER_STATUSES }).notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_change_orders_number_key').on(t.organizationId, t.jobId, t.changeOrderNumber),
    unique('customer_change_orders_org_id_key').on(t.organizationId, t.id),
    index('customer_change_orders_org_status_idx').on(t.organizationId, t.status),
    foreignKey({
      name: 'customer_change_orders_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A customer change order's lines. `kind = 'contract'`: a change (±) of an existing contract line
 * (`contract_line_id`) or a new one (description, optional cost code), which approval adds to the
 * schedule. `kind = 'budget'`: a change (±) of the job budget for a cost code × category.
 */
export const customerChangeOrderLines = pgTable(
  'customer_change_order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    changeOrderId: uuid('change_order_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    kind: text('kind', { enum: ['contract', 'budget'] }).notNull(),
    contractLineId: uuid('contract_line_id'),
    description: text('description').notNull().default(''),
    costCodeId: uuid('cost_code_id'),
    costCategoryId: uuid('cost_category_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_change_order_lines_number_key').on(t.organizationId, t.changeOrderId, t.lineNumber),
    foreignKey({
      name: 'customer_change_order_lines_change_order_fk',
      columns: [t.organizationId, t.changeOrderId],
      foreignColumns: [customerChangeOrders.organizationId, customerChangeOrders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'customer_change_order_lines_contract_line_fk',
      columns: [t.organizationId, t.contractLineId],
      foreignColumns: [contractLines.organizationId, contractLines.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'customer_change_order_lines_cost_code_fk',
      columns: [t.organizationId, t.costCodeId],
      foreignColumns: [standardCostCodes.organizationId, standardCostCodes.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'customer_change_order_lines_cost_category_fk',
      columns: [t.organizationId, t.costCategoryId],
      foreignColumns: [costCategories.organizationId, costCategories.id],
    }).onDelete('no action'),
    check(
      'customer_change_order_lines_target',
      sql`(${t.kind} = 'contract' and ${t.costCategoryId} is null)
        or (${t.kind} = 'budget' and ${t.contractLineId} is null and ${t.costCodeId} is not null and ${t.costCategoryId} is not null)`,
    ),
  ],
);

/**
 * Pay applications (and retainage releases), numbered per job. The G702 figures are kept as computed
 * when the application was last saved (and frozen at approval); `journal_entry_id` is the approval's
 * posting, `void_entry_id` its reversal.
 */
export const payApplications = pgTable(
  'pay_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    applicationNumber: integer('application_number').notNull(),
    kind: text('kind', { enum: PAY_APPLICATION_KINDS }).notNull().default('progress'),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    applicationDate: date('application_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: PAY_APPLICATION_STATUSES }).notNull().default('draft'),
    originalContractCents: bigint('original_contract_cents', { mode: 'number' }).notNull().default(0),
    netChangeOrdersCents: bigint('net_change_orders_cents', { mode: 'number' }).notNull().default(0),
    completedAndStoredCents: bigint('completed_and_stored_cents', { mode: 'number' }).notNull().default(0),
    retainageWorkCents: bigint('retainage_work_cents', { mode: 'number' }).notNull().default(0),
    retainageStoredCents: bigint('retainage_stored_cents', { mode: 'number' }).notNull().default(0),
    previousCertificatesCents: bigint('previous_certificates_cents', { mode: 'number' }).notNull().default(0),
    currentDueCents: bigint('current_due_cents', { mode: 'number' }).notNull().default(0),
    periodGrossCents: bigint('period_gross_cents', { mode: 'number' }).notNull().default(0),
    periodRetainageCents: bigint('period_retainage_cents', { mode: 'number' }).notNull().default(0),
    // Why a line above 100 % was billed (the person confirmed an overbilling); null otherwise.
    overbillingReason: text('overbilling_reason'),
    // An opening invoice's number in the old system (kind 'opening', brought by an import).
    sourceNumber: text('source_number'),
    journalEntryId: uuid('journal_entry_id'),
    voidEntryId: uuid('void_entry_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: uuid('submitted_by').references(() => profiles.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_applications_number_key').on(t.organizationId, t.jobId, t.applicationNumber),
    // One open draft per job.
    uniqueIndex('pay_applications_one_draft_key')
      .on(t.organizationId, t.jobId)
      .where(sql`${t.status} = 'draft'`),
    unique('pay_applications_org_id_key').on(t.organizationId, t.id),
    index('pay_applications_org_customer_idx').on(t.organizationId, t.customerId, t.status),
    index('pay_applications_org_status_idx').on(t.organizationId, t.status, t.dueDate),
    foreignKey({
      name: 'pay_applications_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'pay_applications_customer_fk',
      columns: [t.organizationId, t.customerId],
      foreignColumns: [customers.organizationId, customers.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'pay_applications_entry_fk',
      columns: [t.organizationId, t.journalEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'pay_applications_void_entry_fk',
      columns: [t.organizationId, t.voidEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
  ],
);

/** The continuation sheet: per contract line, C and D as of the application, E, F and I as billed. */
export const payApplicationLines = pgTable(
  'pay_application_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').notNull(),
    contractLineId: uuid('contract_line_id').notNull(),
    scheduledCents: bigint('scheduled_cents', { mode: 'number' }).notNull(),
    previousWorkCents: bigint('previous_work_cents', { mode: 'number' }).notNull().default(0),
    thisPeriodCents: bigint('this_period_cents', { mode: 'number' }).notNull().default(0),
    storedCents: bigint('stored_cents', { mode: 'number' }).notNull().default(0),
    retainageCents: bigint('retainage_cents', { mode: 'number' }).notNull().default(0),
    retainageOverrideCents: bigint('retainage_override_cents', { mode: 'number' }),
    overrideReason: text('override_reason'),
  },
  (t) => [
    uniqueIndex('pay_application_lines_key').on(t.organizationId, t.applicationId, t.contractLineId),
    foreignKey({
      name: 'pay_application_lines_application_fk',
      columns: [t.organizationId, t.applicationId],
      foreignColumns: [payApplications.organizationId, payApplications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pay_application_lines_contract_line_fk',
      columns: [t.organizationId, t.contractLineId],
      foreignColumns: [contractLines.organizationId, contractLines.id],
    }).onDelete('no action'),
    check('pay_application_lines_stored_non_negative', sql`${t.storedCents} >= 0`),
    check(
      'pay_application_lines_override_reason',
      sql`${t.retainageOverrideCents} is null or coalesce(char_length(${t.overrideReason}), 0) > 0`,
    ),
  ],
);

/** A customer's payment, deposited to a cash account, applied to one or more applications. */
export const customerReceipts = pgTable(
  'customer_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    method: text('method', { enum: RECEIPT_METHODS }).notNull(),
    reference: text('reference'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    depositAccountId: uuid('deposit_account_id').notNull(),
    memo: text('memo'),
    journalEntryId: uuid('journal_entry_id'),
    voidEntryId: uuid('void_entry_id'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('customer_receipts_org_id_key').on(t.organizationId, t.id),
    index('customer_receipts_org_customer_idx').on(t.organizationId, t.customerId, t.receiptDate),
    foreignKey({
      name: 'customer_receipts_customer_fk',
      columns: [t.organizationId, t.customerId],
      foreignColumns: [customers.organizationId, customers.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'customer_receipts_account_fk',
      columns: [t.organizationId, t.depositAccountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'customer_receipts_entry_fk',
      columns: [t.organizationId, t.journalEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
    check('customer_receipts_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** How much of a receipt pays which application; the rest of the receipt is the customer's credit. */
export const receiptApplications = pgTable(
  'receipt_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    receiptId: uuid('receipt_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('receipt_applications_key').on(t.organizationId, t.receiptId, t.applicationId),
    index('receipt_applications_application_idx').on(t.organizationId, t.applicationId),
    foreignKey({
      name: 'receipt_applications_receipt_fk',
      columns: [t.organizationId, t.receiptId],
      foreignColumns: [customerReceipts.organizationId, customerReceipts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'receipt_applications_application_fk',
      columns: [t.organizationId, t.applicationId],
      foreignColumns: [payApplications.organizationId, payApplications.id],
    }).onDelete('no action'),
    check('receipt_applications_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
