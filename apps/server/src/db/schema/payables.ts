import {
  AP_INVOICE_LINE_KINDS,
  AP_INVOICE_STATUSES,
  AP_PAYMENT_APPLICATION_KINDS,
  AP_PAYMENT_METHODS,
  AP_POSTED_STATUSES,
  LIEN_WAIVER_CONDITIONS,
  LIEN_WAIVER_SCOPES,
  LIEN_WAIVER_STATUSES,
} from '@groundwork/shared';
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
import { commitmentLines, commitments, vendors } from './job-cost.ts';
import { projects } from './jobs.ts';
import { journalEntries } from './ledger.ts';
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

/*
 * The payables subledger (issue 16): vendor invoices, payments, retainage releases and lien waivers.
 * Like the receivables, it keeps no balances of its own: a vendor's open balance is Σ net of its posted
 * invoices + Σ retainage released − Σ payments applied, and retainage held is Σ invoice retainage −
 * Σ released, all read from these documents; every money movement reaches the ledger through
 * postEntry in the transaction that changes the document.
 *
 * `document_id` columns (the invoice's scan, a waiver's signed copy) reference documents with
 * ON DELETE SET NULL (document_id), a column list drizzle cannot declare: those two foreign keys are
 * in the custom migration 0022_payables_rls.sql.
 */

/**
 * A vendor's invoice. The vendor's own number is unique per vendor among invoices that are not void
 * (a voided invoice may be entered again). Totals are kept as the lines were last saved:
 * gross = Σ line amounts, retainage = Σ line retainage, net = gross − retainage (what is due now).
 * `journal_entry_id` is the posting (Dr job cost / expense, Cr AP net, Cr retainage payable);
 * `void_entry_id` its reversal.
 */
export const apInvoices = pgTable(
  'ap_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    receivedDate: date('received_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    status: text('status', { enum: AP_INVOICE_STATUSES }).notNull().default('entered'),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
    retainageCents: bigint('retainage_cents', { mode: 'number' }).notNull().default(0),
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    documentId: uuid('document_id'),
    approvedBy: uuid('approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    postedBy: uuid('posted_by').references(() => profiles.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    journalEntryId: uuid('journal_entry_id'),
    // The posting entry's date, kept beside the link so that the as-of reports (AP aging, statements)
    // date the invoice without joining every posting entry of the company (migration 0025).
    postedOn: date('posted_on', { mode: 'string' }),
    voidEntryId: uuid('void_entry_id'),
    voidedBy: uuid('voided_by').references(() => profiles.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    // What the list search matches (the vendor's number and the description), lower-cased.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(invoice_number || chr(10) || description)`),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ap_invoices_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('ap_invoices_vendor_number_key')
      .on(t.organizationId, t.vendorId, sql`lower(${t.invoiceNumber})`)
      .where(sql`${t.status} <> 'void'`),
    index('ap_invoices_org_status_due_idx').on(t.organizationId, t.status, t.dueDate),
    index('ap_invoices_org_vendor_date_idx').on(t.organizationId, t.vendorId, t.invoiceDate),
    index('ap_invoices_org_created_idx').on(t.organizationId, t.createdAt),
    index('ap_invoices_org_search_idx').using('gin', t.organizationId, t.searchText.op('gin_trgm_ops')),
    foreignKey({
      name: 'ap_invoices_vendor_fk',
      columns: [t.organizationId, t.vendorId],
      foreignColumns: [vendors.organizationId, vendors.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_invoices_entry_fk',
      columns: [t.organizationId, t.journalEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_invoices_void_entry_fk',
      columns: [t.organizationId, t.voidEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
    check('ap_invoices_status_valid', sql`${t.status} in ('entered', 'approved', 'posted', 'void')`),
    check('ap_invoices_number_length', sql`char_length(${t.invoiceNumber}) between 1 and 50`),
    check('ap_invoices_description_length', sql`char_length(${t.description}) <= 500`),
    check('ap_invoices_due_after_invoice', sql`${t.dueDate} >= ${t.invoiceDate}`),
    check('ap_invoices_totals', sql`${t.grossCents} = ${t.retainageCents} + ${t.netCents}`),
    check('ap_invoices_posted_on_with_entry', sql`(${t.journalEntryId} is null) = (${t.postedOn} is null)`),
    check('ap_invoices_amounts_non_negative', sql`${t.grossCents} >= 0 and ${t.retainageCents} >= 0`),
  ],
);

/**
 * An invoice's lines, numbered. `commitment`: a schedule line of one of the vendor's commitments, its
 * job × cost code × category copied from that line (what the posting debits); `job_cost`: a job ×
 * cost code × category; `overhead`: an expense account, no job. Retainage is kept as the percent used
 * (null when typed as an amount) and the amount withheld; a retainage other than the default (the
 * commitment's percent, or none) carries its reason.
 */
export const apInvoiceLines = pgTable(
  'ap_invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    kind: text('kind', { enum: AP_INVOICE_LINE_KINDS }).notNull(),
    commitmentId: uuid('commitment_id'),
    commitmentLineId: uuid('commitment_line_id'),
    jobId: uuid('job_id'),
    costCodeId: uuid('cost_code_id'),
    costCategoryId: uuid('cost_category_id'),
    expenseAccountId: uuid('expense_account_id'),
    description: text('description').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    retainageBps: integer('retainage_bps'),
    retainageCents: bigint('retainage_cents', { mode: 'number' }).notNull().default(0),
    retainageOverrideReason: text('retainage_override_reason'),
  },
  (t) => [
    uniqueIndex('ap_invoice_lines_number_key').on(t.organizationId, t.invoiceId, t.lineNumber),
    index('ap_invoice_lines_commitment_line_idx')
      .on(t.organizationId, t.commitmentLineId)
      .where(sql`${t.commitmentLineId} is not null`),
    index('ap_invoice_lines_commitment_idx')
      .on(t.organizationId, t.commitmentId)
      .where(sql`${t.commitmentId} is not null`),
    index('ap_invoice_lines_job_cost_idx')
      .on(t.organizationId, t.jobId, t.costCodeId, t.costCategoryId)
      .where(sql`${t.jobId} is not null`),
    foreignKey({
      name: 'ap_invoice_lines_invoice_fk',
      columns: [t.organizationId, t.invoiceId],
      foreignColumns: [apInvoices.organizationId, apInvoices.id],
    }).onDelete('cascade'),
    // The schedule line belongs to the named commitment (and both to this company).
    foreignKey({
      name: 'ap_invoice_lines_commitment_line_fk',
      columns: [t.organizationId, t.commitmentId, t.commitmentLineId],
      foreignColumns: [commitmentLines.organizationId, commitmentLines.commitmentId, commitmentLines.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_invoice_lines_commitment_fk',
      columns: [t.organizationId, t.commitmentId],
      foreignColumns: [commitments.organizationId, commitments.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_invoice_lines_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_invoice_lines_cost_code_fk',
      columns: [t.organizationId, t.costCodeId],
      foreignColumns: [standardCostCodes.organizationId, standardCostCodes.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_invoice_lines_cost_category_fk',
      columns: [t.organizationId, t.costCategoryId],
      foreignColumns: [costCategories.organizationId, costCategories.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_invoice_lines_expense_account_fk',
      columns: [t.organizationId, t.expenseAccountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
    }).onDelete('no action'),
    check('ap_invoice_lines_line_number_positive', sql`${t.lineNumber} > 0`),
    check(
      'ap_invoice_lines_kind_target',
      sql`(${t.kind} = 'commitment' and ${t.commitmentId} is not null and ${t.commitmentLineId} is not null
          and num_nonnulls(${t.jobId}, ${t.costCodeId}, ${t.costCategoryId}) = 3 and ${t.expenseAccountId} is null)
        or (${t.kind} = 'job_cost' and ${t.commitmentId} is null and ${t.commitmentLineId} is null
          and num_nonnulls(${t.jobId}, ${t.costCodeId}, ${t.costCategoryId}) = 3 and ${t.expenseAccountId} is null)
        or (${t.kind} = 'overhead' and ${t.commitmentId} is null and ${t.commitmentLineId} is null
          and num_nonnulls(${t.jobId}, ${t.costCodeId}, ${t.costCategoryId}) = 0 and ${t.expenseAccountId} is not null)`,
    ),
    check('ap_invoice_lines_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'ap_invoice_lines_retainage_range',
      sql`${t.retainageCents} between 0 and ${t.amountCents}
        and (${t.retainageBps} is null or ${t.retainageBps} between 0 and 10000)`,
    ),
    check('ap_invoice_lines_description_length', sql`char_length(${t.description}) <= 500`),
    check(
      'ap_invoice_lines_reason_length',
      sql`${t.retainageOverrideReason} is null or char_length(${t.retainageOverrideReason}) between 1 and 500`,
    ),
  ],
);

/**
 * A payment to a vendor from a cash account of the chart: a check (numbered, unique per bank account,
 * voided ones included — a voided check keeps its number) or an ACH / wire transfer (with its
 * reference). Posted when recorded (Dr accounts payable, Cr the bank account); a void reverses it.
 */
export const apPayments = pgTable(
  'ap_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    bankAccountId: uuid('bank_account_id').notNull(),
    method: text('method', { enum: AP_PAYMENT_METHODS }).notNull(),
    checkNumber: text('check_number'),
    reference: text('reference'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    memo: text('memo'),
    status: text('status', { enum: AP_POSTED_STATUSES }).notNull().default('posted'),
    journalEntryId: uuid('journal_entry_id'),
    voidEntryId: uuid('void_entry_id'),
    voidedBy: uuid('voided_by').references(() => profiles.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ap_payments_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('ap_payments_check_number_key')
      .on(t.organizationId, t.bankAccountId, t.checkNumber)
      .where(sql`${t.method} = 'check'`),
    index('ap_payments_org_vendor_date_idx').on(t.organizationId, t.vendorId, t.paymentDate),
    index('ap_payments_org_date_idx').on(t.organizationId, t.paymentDate),
    index('ap_payments_org_bank_idx').on(t.organizationId, t.bankAccountId, t.paymentDate),
    foreignKey({
      name: 'ap_payments_vendor_fk',
      columns: [t.organizationId, t.vendorId],
      foreignColumns: [vendors.organizationId, vendors.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_payments_bank_account_fk',
      columns: [t.organizationId, t.bankAccountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_payments_entry_fk',
      columns: [t.organizationId, t.journalEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_payments_void_entry_fk',
      columns: [t.organizationId, t.voidEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
    check('ap_payments_status_valid', sql`${t.status} in ('posted', 'void')`),
    check('ap_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'ap_payments_method_reference',
      sql`(${t.method} = 'check' and coalesce(char_length(${t.checkNumber}), 0) between 1 and 20)
        or (${t.method} in ('ach', 'wire') and ${t.checkNumber} is null
          and coalesce(char_length(${t.reference}), 0) between 1 and 100)`,
    ),
  ],
);

/**
 * Held retainage made payable: Dr retainage payable, Cr accounts payable for the amount, which is then
 * paid like any bill. Released from a commitment's invoices (or a vendor's direct-cost invoices that
 * withheld retainage); the lines say how much of which invoice's retainage.
 */
export const apRetainageReleases = pgTable(
  'ap_retainage_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    commitmentId: uuid('commitment_id'),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: AP_POSTED_STATUSES }).notNull().default('posted'),
    journalEntryId: uuid('journal_entry_id'),
    voidEntryId: uuid('void_entry_id'),
    voidedBy: uuid('voided_by').references(() => profiles.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ap_retainage_releases_org_id_key').on(t.organizationId, t.id),
    index('ap_retainage_releases_org_vendor_idx').on(t.organizationId, t.vendorId, t.releaseDate),
    index('ap_retainage_releases_org_commitment_idx')
      .on(t.organizationId, t.commitmentId)
      .where(sql`${t.commitmentId} is not null`),
    foreignKey({
      name: 'ap_retainage_releases_vendor_fk',
      columns: [t.organizationId, t.vendorId],
      foreignColumns: [vendors.organizationId, vendors.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_retainage_releases_commitment_fk',
      columns: [t.organizationId, t.commitmentId],
      foreignColumns: [commitments.organizationId, commitments.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_retainage_releases_entry_fk',
      columns: [t.organizationId, t.journalEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_retainage_releases_void_entry_fk',
      columns: [t.organizationId, t.voidEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
    check('ap_retainage_releases_status_valid', sql`${t.status} in ('posted', 'void')`),
    check('ap_retainage_releases_amount_positive', sql`${t.amountCents} > 0`),
    check('ap_retainage_releases_due_after_release', sql`${t.dueDate} >= ${t.releaseDate}`),
  ],
);

/** How much of which invoice's held retainage a release made payable. */
export const apRetainageReleaseLines = pgTable(
  'ap_retainage_release_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    releaseId: uuid('release_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('ap_retainage_release_lines_key').on(t.organizationId, t.releaseId, t.invoiceId),
    index('ap_retainage_release_lines_invoice_idx').on(t.organizationId, t.invoiceId),
    foreignKey({
      name: 'ap_retainage_release_lines_release_fk',
      columns: [t.organizationId, t.releaseId],
      foreignColumns: [apRetainageReleases.organizationId, apRetainageReleases.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ap_retainage_release_lines_invoice_fk',
      columns: [t.organizationId, t.invoiceId],
      foreignColumns: [apInvoices.organizationId, apInvoices.id],
    }).onDelete('no action'),
    check('ap_retainage_release_lines_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * How much of a payment pays which invoice: its net due (`invoice`), or retainage a release made
 * payable (`retainage`, naming the release). Σ applications of a payment = the payment's amount.
 */
export const apPaymentApplications = pgTable(
  'ap_payment_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull(),
    invoiceId: uuid('invoice_id').notNull(),
    kind: text('kind', { enum: AP_PAYMENT_APPLICATION_KINDS }).notNull().default('invoice'),
    releaseId: uuid('release_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('ap_payment_applications_invoice_key')
      .on(t.organizationId, t.paymentId, t.invoiceId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('ap_payment_applications_retainage_key')
      .on(t.organizationId, t.paymentId, t.releaseId, t.invoiceId)
      .where(sql`${t.kind} = 'retainage'`),
    index('ap_payment_applications_invoice_idx').on(t.organizationId, t.invoiceId),
    index('ap_payment_applications_release_idx')
      .on(t.organizationId, t.releaseId)
      .where(sql`${t.releaseId} is not null`),
    foreignKey({
      name: 'ap_payment_applications_payment_fk',
      columns: [t.organizationId, t.paymentId],
      foreignColumns: [apPayments.organizationId, apPayments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ap_payment_applications_invoice_fk',
      columns: [t.organizationId, t.invoiceId],
      foreignColumns: [apInvoices.organizationId, apInvoices.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'ap_payment_applications_release_fk',
      columns: [t.organizationId, t.releaseId],
      foreignColumns: [apRetainageReleases.organizationId, apRetainageReleases.id],
    }).onDelete('no action'),
    check('ap_payment_applications_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'ap_payment_applications_kind_release',
      sql`(${t.kind} = 'invoice' and ${t.releaseId} is null) or (${t.kind} = 'retainage' and ${t.releaseId} is not null)`,
    ),
  ],
);

/**
 * Lien waivers collected from vendors: conditional or unconditional × progress or final, for a job
 * (and the commitment, payment or invoice they cover), requested → received (the signed copy in the
 * documents) → verified. `jurisdiction` keeps the state whose statutory form applies (forms differ by
 * state: construction-accounting.md).
 */
export const lienWaivers = pgTable(
  'lien_waivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').notNull(),
    jobId: uuid('job_id').notNull(),
    commitmentId: uuid('commitment_id'),
    paymentId: uuid('payment_id'),
    invoiceId: uuid('invoice_id'),
    releaseId: uuid('release_id'),
    condition: text('condition', { enum: LIEN_WAIVER_CONDITIONS }).notNull(),
    scope: text('scope', { enum: LIEN_WAIVER_SCOPES }).notNull(),
    status: text('status', { enum: LIEN_WAIVER_STATUSES }).notNull().default('requested'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    throughDate: date('through_date', { mode: 'string' }),
    jurisdiction: text('jurisdiction'),
    documentId: uuid('document_id'),
    notes: text('notes'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestedBy: uuid('requested_by').references(() => profiles.id, { onDelete: 'set null' }),
    receivedOn: date('received_on', { mode: 'string' }),
    receivedBy: uuid('received_by').references(() => profiles.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: uuid('verified_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('lien_waivers_org_id_key').on(t.organizationId, t.id),
    index('lien_waivers_org_vendor_idx').on(t.organizationId, t.vendorId, t.status),
    index('lien_waivers_org_job_idx').on(t.organizationId, t.jobId, t.status),
    index('lien_waivers_org_commitment_idx')
      .on(t.organizationId, t.commitmentId)
      .where(sql`${t.commitmentId} is not null`),
    index('lien_waivers_org_payment_idx')
      .on(t.organizationId, t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    index('lien_waivers_org_invoice_idx')
      .on(t.organizationId, t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    foreignKey({
      name: 'lien_waivers_vendor_fk',
      columns: [t.organizationId, t.vendorId],
      foreignColumns: [vendors.organizationId, vendors.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'lien_waivers_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'lien_waivers_commitment_fk',
      columns: [t.organizationId, t.commitmentId],
      foreignColumns: [commitments.organizationId, commitments.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'lien_waivers_payment_fk',
      columns: [t.organizationId, t.paymentId],
      foreignColumns: [apPayments.organizationId, apPayments.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'lien_waivers_invoice_fk',
      columns: [t.organizationId, t.invoiceId],
      foreignColumns: [apInvoices.organizationId, apInvoices.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'lien_waivers_release_fk',
      columns: [t.organizationId, t.releaseId],
      foreignColumns: [apRetainageReleases.organizationId, apRetainageReleases.id],
    }).onDelete('no action'),
    check('lien_waivers_condition_valid', sql`${t.condition} in ('conditional', 'unconditional')`),
    check('lien_waivers_scope_valid', sql`${t.scope} in ('progress', 'final')`),
    check('lien_waivers_status_valid', sql`${t.status} in ('requested', 'received', 'verified')`),
    check('lien_waivers_amount_non_negative', sql`${t.amountCents} is null or ${t.amountCents} >= 0`),
    check('lien_waivers_received_dated', sql`${t.status} = 'requested' or ${t.receivedOn} is not null`),
    check(
      'lien_waivers_jurisdiction_format',
      sql`${t.jurisdiction} is null or ${t.jurisdiction} ~ '^[A-Z]{2}$'`,
    ),
  ],
);
