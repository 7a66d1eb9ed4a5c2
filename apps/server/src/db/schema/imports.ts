import { IMPORT_FILE_KINDS, IMPORT_RUN_STATUSES, IMPORT_SOURCES } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chartOfAccounts, costCategories, standardCostCodes } from './cost-structure.ts';
import { projects } from './jobs.ts';
import { journalLines } from './ledger.ts';
import { centsColumn, createdColumn, orgColumn, updatedColumn } from './payroll-columns.ts';
import { profiles } from './profiles.ts';

/*
 * Imports (issue 24): QuickBooks Desktop, QuickBooks Online and CSV migrations. A run keeps its
 * uploaded files (original bytes), its mapping, the dry run's result and errors, its stages' states,
 * every record it created or updated (for the rollback) and the verification report, frozen at import.
 * Saved mappings are per company and source. Outstanding checks and deposits at the cut-over are
 * journal lines on the cash account that the first reconciliation lists even though they are dated on
 * or before the bank account's opening date (`bank_opening_items`). Tenant tables (RLS and grants in
 * migration 0033).
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** One import: source, cut-over date, options, status, progress and results. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgColumn(),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    status: text('status', { enum: IMPORT_RUN_STATUSES }).notNull().default('draft'),
    cutoverDate: date('cutover_date', { mode: 'string' }),
    // TImportRunOptions.
    options: jsonb('options').notNull().default({}),
    // TImportMapping as used by this run (the company's saved mapping is copied in and saved back).
    mapping: jsonb('mapping').notNull().default({}),
    // TImportStageState[] in IMPORT_STAGES order.
    stages: jsonb('stages').notNull().default([]),
    // TImportProgress while previewing or importing.
    progress: jsonb('progress'),
    // TImportPreview of the last dry run (errors capped at 500) and every error for the CSV.
    preview: jsonb('preview'),
    errors: jsonb('errors'),
    errorCount: integer('error_count').notNull().default(0),
    error: text('error'),
    // TImportReport frozen when the import finished; `verified` its overall answer.
    report: jsonb('report'),
    verified: boolean('verified'),
    // Run by internal support for this company (audited).
    onBehalf: boolean('on_behalf').notNull().default(false),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdColumn(),
    updatedAt: updatedColumn(),
    previewedAt: timestamp('previewed_at', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    rolledBackBy: uuid('rolled_back_by').references(() => profiles.id, { onDelete: 'set null' }),
    // TImportRollback: what the rollback did, once rolled back.
    rollback: jsonb('rollback'),
  },
  (t) => [
    unique('import_runs_org_id_key').on(t.organizationId, t.id),
    index('import_runs_org_created_idx').on(t.organizationId, t.createdAt),
    // One run at a time works in the background per company.
    uniqueIndex('import_runs_one_busy_key')
      .on(t.organizationId)
      .where(sql`${t.status} in ('previewing', 'importing', 'rolling_back')`),
  ],
);

/** An uploaded file of a run, kept byte for byte. */
export const importFiles = pgTable(
  'import_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgColumn(),
    runId: uuid('run_id').notNull(),
    fileName: text('file_name').notNull(),
    kind: text('kind', { enum: IMPORT_FILE_KINDS }).notNull(),
    encoding: text('encoding'),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    summary: text('summary').notNull().default(''),
    bytes: bytea('bytes').notNull(),
    createdAt: createdColumn(),
  },
  (t) => [
    unique('import_files_org_id_key').on(t.organizationId, t.id),
    index('import_files_run_idx').on(t.organizationId, t.runId),
    foreignKey({
      name: 'import_files_run_fk',
      columns: [t.organizationId, t.runId],
      foreignColumns: [importRuns.organizationId, importRuns.id],
    }).onDelete('cascade'),
    check('import_files_name_length', sql`char_length(${t.fileName}) between 1 and 255`),
  ],
);

/**
 * What a run created or updated, by entity and natural key: the rollback removes the created records
 * nothing else points at, reverses the run's entries and restores an updated record's `before`.
 */
export const importRunRecords = pgTable(
  'import_run_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgColumn(),
    runId: uuid('run_id').notNull(),
    stage: text('stage').notNull(),
    // account, customer, job, vendor, journal_entry, pay_application, ap_invoice, bank_account, job_cost_history
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action', { enum: ['created', 'updated'] }).notNull(),
    naturalKey: text('natural_key').notNull().default(''),
    // The updated columns' values before the run (null for created records).
    before: jsonb('before'),
    createdAt: createdColumn(),
  },
  (t) => [
    index('import_run_records_run_idx').on(t.organizationId, t.runId, t.entityType),
    index('import_run_records_entity_idx').on(t.organizationId, t.entityType, t.entityId),
    foreignKey({
      name: 'import_run_records_run_fk',
      columns: [t.organizationId, t.runId],
      foreignColumns: [importRuns.organizationId, importRuns.id],
    }).onDelete('cascade'),
  ],
);

/** The company's saved mapping per source, reused by its next runs. */
export const importMappings = pgTable(
  'import_mappings',
  {
    organizationId: orgColumn(),
    source: text('source', { enum: IMPORT_SOURCES }).notNull(),
    mapping: jsonb('mapping').notNull(),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: updatedColumn(),
  },
  (t) => [uniqueIndex('import_mappings_org_source_key').on(t.organizationId, t.source)],
);

/**
 * An outstanding check or deposit at the cut-over: a journal line on a cash account (posted by the
 * import's bank-items stage) that the bank account's first reconciliation lists as an open book item
 * although it is dated on or before the account's opening date.
 */
export const bankOpeningItems = pgTable(
  'bank_opening_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgColumn(),
    entryId: uuid('entry_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    glAccountId: uuid('gl_account_id').notNull(),
    runId: uuid('run_id'),
    kind: text('kind', { enum: ['check', 'deposit'] }).notNull(),
    reference: text('reference').notNull().default(''),
    payee: text('payee').notNull().default(''),
    // The check's or deposit's own date in the old books (its line is dated the cut-over).
    itemDate: date('item_date', { mode: 'string' }),
    createdAt: createdColumn(),
  },
  (t) => [
    uniqueIndex('bank_opening_items_line_key').on(t.entryId, t.lineNumber),
    index('bank_opening_items_account_idx').on(t.organizationId, t.glAccountId),
    foreignKey({
      name: 'bank_opening_items_line_fk',
      columns: [t.entryId, t.lineNumber],
      foreignColumns: [journalLines.entryId, journalLines.lineNumber],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_opening_items_account_fk',
      columns: [t.organizationId, t.glAccountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_opening_items_run_fk',
      columns: [t.organizationId, t.runId],
      foreignColumns: [importRuns.organizationId, importRuns.id],
    }).onDelete('set null'),
  ],
);

/**
 * Job-to-date cost brought from the old system as report history (not posted to the ledger: the
 * opening entry carries the balances): amount by job × cost code × category as of the cut-over.
 */
export const jobCostHistory = pgTable(
  'job_cost_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: orgColumn(),
    runId: uuid('run_id'),
    jobId: uuid('job_id').notNull(),
    costCodeId: uuid('cost_code_id').notNull(),
    costCategoryId: uuid('cost_category_id').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    amountCents: centsColumn('amount_cents').notNull(),
    createdAt: createdColumn(),
  },
  (t) => [
    uniqueIndex('job_cost_history_key').on(t.organizationId, t.jobId, t.costCodeId, t.costCategoryId, t.asOf),
    foreignKey({
      name: 'job_cost_history_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_cost_history_cost_code_fk',
      columns: [t.organizationId, t.costCodeId],
      foreignColumns: [standardCostCodes.organizationId, standardCostCodes.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_cost_history_category_fk',
      columns: [t.organizationId, t.costCategoryId],
      foreignColumns: [costCategories.organizationId, costCategories.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_cost_history_run_fk',
      columns: [t.organizationId, t.runId],
      foreignColumns: [importRuns.organizationId, importRuns.id],
    }).onDelete('cascade'),
  ],
);
