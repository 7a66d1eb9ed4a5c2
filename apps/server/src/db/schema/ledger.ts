import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chartOfAccounts, costCategories, standardCostCodes } from './cost-structure.ts';
import { customers } from './customers.ts';
import { projects } from './jobs.ts';
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

/**
 * Posted journal entries: only ever inserted (the number, date of posting and transaction id are set by
 * a trigger), never updated except to link the reversal, never deleted except with their company.
 * The triggers, grants and policies are in migration 0013_ledger_rules.sql (decision 009).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entryNumber: text('entry_number').notNull(),
    entryYear: integer('entry_year').notNull(),
    entrySeq: integer('entry_seq').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id'),
    reversesId: uuid('reverses_id'),
    reversedById: uuid('reversed_by_id'),
    postedBy: uuid('posted_by').references(() => profiles.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    createdTxid: bigint('created_txid', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('journal_entries_org_id_key').on(t.organizationId, t.id),
    unique('journal_entries_org_id_date_number_key').on(t.organizationId, t.id, t.entryDate, t.entryNumber),
    uniqueIndex('journal_entries_org_number_key').on(t.organizationId, t.entryNumber),
    uniqueIndex('journal_entries_org_reverses_key')
      .on(t.organizationId, t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    index('journal_entries_org_date_idx').on(t.organizationId, t.entryDate, t.entryNumber),
    index('journal_entries_org_source_idx').on(t.organizationId, t.sourceType, t.sourceId),
    foreignKey({
      name: 'journal_entries_reverses_fk',
      columns: [t.organizationId, t.reversesId],
      foreignColumns: [t.organizationId, t.id],
    }),
    foreignKey({
      name: 'journal_entries_reversed_by_fk',
      columns: [t.organizationId, t.reversedById],
      foreignColumns: [t.organizationId, t.id],
    }),
    check(
      'journal_entries_source_type_check',
      sql`${t.sourceType} in ('manual', 'opening', 'reversal', 'ap_invoice', 'ap_payment', 'ar_invoice', 'ar_receipt', 'retainage_release', 'payroll', 'wip', 'import', 'bank')`,
    ),
    check('journal_entries_memo_length', sql`char_length(${t.memo}) <= 500`),
  ],
);

/**
 * Posted lines: one-sided integer cents; the entry's date and number are repeated so that account
 * detail reads one index in order, and a composite foreign key keeps them equal to the entry's.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    entryNumber: text('entry_number').notNull(),
    accountId: uuid('account_id').notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    memo: text('memo'),
    jobId: uuid('job_id'),
    costCodeId: uuid('cost_code_id'),
    costCategoryId: uuid('cost_category_id'),
    customerId: uuid('customer_id'),
  },
  (t) => [
    primaryKey({ name: 'journal_lines_pkey', columns: [t.entryId, t.lineNumber] }),
    foreignKey({
      name: 'journal_lines_entry_fk',
      columns: [t.organizationId, t.entryId, t.entryDate, t.entryNumber],
      foreignColumns: [
        journalEntries.organizationId,
        journalEntries.id,
        journalEntries.entryDate,
        journalEntries.entryNumber,
      ],
    }).onDelete('cascade'),
    foreignKey({
      name: 'journal_lines_account_fk',
      columns: [t.organizationId, t.accountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'journal_lines_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'journal_lines_cost_code_fk',
      columns: [t.organizationId, t.costCodeId],
      foreignColumns: [standardCostCodes.organizationId, standardCostCodes.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'journal_lines_cost_category_fk',
      columns: [t.organizationId, t.costCategoryId],
      foreignColumns: [costCategories.organizationId, costCategories.id],
    }).onDelete('no action'),
    foreignKey({
      name: 'journal_lines_customer_fk',
      columns: [t.organizationId, t.customerId],
      foreignColumns: [customers.organizationId, customers.id],
    }).onDelete('no action'),
    index('journal_lines_job_idx')
      .on(t.organizationId, t.jobId, t.costCodeId, t.costCategoryId, t.entryDate)
      .where(sql`${t.jobId} is not null`),
    check(
      'journal_lines_one_sided',
      sql`(${t.debitCents} > 0 and ${t.creditCents} = 0) or (${t.creditCents} > 0 and ${t.debitCents} = 0)`,
    ),
    check(
      'journal_lines_job_cost_all_or_none',
      sql`num_nonnulls(${t.jobId}, ${t.costCodeId}, ${t.costCategoryId}) in (0, 3)`,
    ),
    check('journal_lines_line_number_positive', sql`${t.lineNumber} > 0`),
  ],
);

/** Debit and credit totals per account and calendar month, kept by the line insert trigger. */
export const accountPeriodBalances = pgTable(
  'account_period_balances',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    periodMonth: date('period_month', { mode: 'string' }).notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'account_period_balances_pkey',
      columns: [t.organizationId, t.accountId, t.periodMonth],
    }),
    foreignKey({
      name: 'account_period_balances_account_fk',
      columns: [t.organizationId, t.accountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
    }).onDelete('cascade'),
  ],
);

/** Job cost per job × cost code × cost category × calendar month, kept by the line insert trigger. */
export const jobCostPeriodBalances = pgTable(
  'job_cost_period_balances',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    costCodeId: uuid('cost_code_id').notNull(),
    costCategoryId: uuid('cost_category_id').notNull(),
    periodMonth: date('period_month', { mode: 'string' }).notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'job_cost_period_balances_pkey',
      columns: [t.organizationId, t.jobId, t.costCodeId, t.costCategoryId, t.periodMonth],
    }),
  ],
);

/** The last entry number handed out per company and calendar year (gapless: rolled back with its entry). */
export const journalEntryCounters = pgTable(
  'journal_entry_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ name: 'journal_entry_counters_pkey', columns: [t.organizationId, t.year] })],
);

/** Manual entries being written: freely editable, no number, nothing in the ledger until posted. */
export const journalDrafts = pgTable(
  'journal_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    lines: jsonb('lines').notNull().default(sql`'[]'::jsonb`),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journal_drafts_org_date_idx').on(t.organizationId, t.entryDate)],
);

/** Every close and reopen of the books, with who, when and (for a reopen) why. */
export const ledgerPeriodEvents = pgTable(
  'ledger_period_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['close', 'reopen'] }).notNull(),
    closedThrough: date('closed_through', { mode: 'string' }),
    previousClosedThrough: date('previous_closed_through', { mode: 'string' }),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_period_events_org_idx').on(t.organizationId, t.createdAt),
    check('ledger_period_events_action_check', sql`${t.action} in ('close', 'reopen')`),
  ],
);
