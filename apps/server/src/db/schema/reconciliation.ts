import {
  BANK_LINE_KINDS,
  BANK_MATCH_KINDS,
  BANK_RULE_DIRECTIONS,
  BANK_STATEMENT_FORMATS,
  RECONCILIATION_STATUSES,
} from '@groundwork/shared';
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
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chartOfAccounts, costCategories, standardCostCodes } from './cost-structure.ts';
import { projects } from './jobs.ts';
import { journalEntries, journalLines } from './ledger.ts';
import { centsColumn, createdColumn, orgColumn, updatedColumn } from './payroll-columns.ts';
import { profiles } from './profiles.ts';

/*
 * Bank reconciliation (issue 23): bank accounts linked 1:1 to GL cash accounts, imported statements
 * (the original file kept), statement lines deduplicated per account, matches of statement lines to
 * book items (journal lines on the cash account), rules that propose fee and interest entries, and
 * reconciliations whose finish stamps their matches. The database refuses any change to a match, its
 * lines and items, or a statement line once the reconciliation that holds them is finished (trigger,
 * SQLSTATE RC001), and any change to a finished reconciliation other than the undo of the latest one
 * (RC002). The composite foreign keys that set null on delete clear only their own column (`ON DELETE SET
 * NULL (col)` edited into migration 0030; drizzle cannot say it), never `organization_id`. Tenant tables (RLS, grants and triggers in migration 0031). Money integer cents, signed:
 * + money into the bank, − money out.
 */

const org = orgColumn;
const created = createdColumn;
const updated = updatedColumn;
const cents = centsColumn;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A bank account: one per GL cash account. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    glAccountId: uuid('gl_account_id').notNull(),
    name: text('name').notNull(),
    bankName: text('bank_name').notNull().default(''),
    lastFour: text('last_four'),
    routingNumber: text('routing_number'),
    // Reconciling starts after this date from this bank balance (book items on or before it are history).
    openingBalanceCents: cents('opening_balance_cents').notNull().default(0),
    openingBalanceDate: date('opening_balance_date', { mode: 'string' }),
    // The saved CSV mapping (columns, date format, signs, preamble rows, encoding, delimiter).
    csvProfile: jsonb('csv_profile'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    unique('bank_accounts_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('bank_accounts_org_gl_account_key').on(t.organizationId, t.glAccountId),
    foreignKey({
      name: 'bank_accounts_gl_account_fk',
      columns: [t.organizationId, t.glAccountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
    }).onDelete('restrict'),
    check('bank_accounts_last_four', sql`${t.lastFour} is null or ${t.lastFour} ~ '^[0-9]{4}$'`),
    check('bank_accounts_routing', sql`${t.routingNumber} is null or ${t.routingNumber} ~ '^[0-9]{9}$'`),
    check('bank_accounts_name_length', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

/** One imported file (or one manual statement entry session), with the original bytes. */
export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    bankAccountId: uuid('bank_account_id').notNull(),
    format: text('format', { enum: BANK_STATEMENT_FORMATS }).notNull(),
    fileName: text('file_name').notNull().default(''),
    fileBytes: bytea('file_bytes'),
    fileSha256: text('file_sha256'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    encoding: text('encoding'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    openingBalanceCents: cents('opening_balance_cents'),
    closingBalanceCents: cents('closing_balance_cents'),
    lineCount: integer('line_count').notNull().default(0),
    newCount: integer('new_count').notNull().default(0),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    unique('bank_statement_imports_org_id_key').on(t.organizationId, t.id),
    index('bank_statement_imports_account_idx').on(t.organizationId, t.bankAccountId, t.createdAt),
    foreignKey({
      name: 'bank_statement_imports_account_fk',
      columns: [t.organizationId, t.bankAccountId],
      foreignColumns: [bankAccounts.organizationId, bankAccounts.id],
    }).onDelete('cascade'),
  ],
);

/** A line of a bank statement; `dedupe_key` makes a second import of the same line add nothing. */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    bankAccountId: uuid('bank_account_id').notNull(),
    importId: uuid('import_id'),
    postedDate: date('posted_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    kind: text('kind', { enum: BANK_LINE_KINDS }).notNull().default('other'),
    checkNumber: text('check_number'),
    bankReference: text('bank_reference'),
    payee: text('payee').notNull().default(''),
    memo: text('memo').notNull().default(''),
    // The source line as read (an OFX STMTTRN, a CSV row, a BAI2 16 record with its 88s), for support.
    raw: text('raw').notNull().default(''),
    occurrence: integer('occurrence').notNull().default(1),
    dedupeKey: text('dedupe_key').notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    unique('bank_statement_lines_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('bank_statement_lines_dedupe_key').on(t.organizationId, t.bankAccountId, t.dedupeKey),
    index('bank_statement_lines_account_date_idx').on(t.organizationId, t.bankAccountId, t.postedDate),
    foreignKey({
      name: 'bank_statement_lines_account_fk',
      columns: [t.organizationId, t.bankAccountId],
      foreignColumns: [bankAccounts.organizationId, bankAccounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_statement_lines_import_fk',
      columns: [t.organizationId, t.importId],
      foreignColumns: [bankStatementImports.organizationId, bankStatementImports.id],
    }).onDelete('set null'),
    check('bank_statement_lines_amount', sql`${t.amountCents} <> 0`),
  ],
);

/** Text-contains rules that propose an entry (fees, interest) for an unmatched statement line. */
export const bankRules = pgTable(
  'bank_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    // Null: the rule applies to every bank account of the company.
    bankAccountId: uuid('bank_account_id'),
    name: text('name').notNull(),
    textContains: text('text_contains').notNull(),
    direction: text('direction', { enum: BANK_RULE_DIRECTIONS }).notNull().default('any'),
    accountId: uuid('account_id').notNull(),
    jobId: uuid('job_id'),
    costCodeId: uuid('cost_code_id'),
    costCategoryId: uuid('cost_category_id'),
    memo: text('memo').notNull().default(''),
    priority: integer('priority').notNull().default(100),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    unique('bank_rules_org_id_key').on(t.organizationId, t.id),
    foreignKey({
      name: 'bank_rules_account_fk',
      columns: [t.organizationId, t.bankAccountId],
      foreignColumns: [bankAccounts.organizationId, bankAccounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_rules_gl_account_fk',
      columns: [t.organizationId, t.accountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'bank_rules_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'bank_rules_cost_code_fk',
      columns: [t.organizationId, t.costCodeId],
      foreignColumns: [standardCostCodes.organizationId, standardCostCodes.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'bank_rules_cost_category_fk',
      columns: [t.organizationId, t.costCategoryId],
      foreignColumns: [costCategories.organizationId, costCategories.id],
    }).onDelete('restrict'),
    check(
      'bank_rules_job_cost_all_or_none',
      sql`num_nonnulls(${t.jobId}, ${t.costCodeId}, ${t.costCategoryId}) in (0, 3)`,
    ),
    check('bank_rules_text', sql`char_length(${t.textContains}) between 1 and 100`),
  ],
);

/** A statement reconciled: in progress, then finished (its report frozen) — undone only if latest. */
export const bankReconciliations = pgTable(
  'bank_reconciliations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    bankAccountId: uuid('bank_account_id').notNull(),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    beginningBalanceCents: cents('beginning_balance_cents').notNull(),
    endingBalanceCents: cents('ending_balance_cents').notNull(),
    status: text('status', { enum: RECONCILIATION_STATUSES }).notNull().default('in_progress'),
    importId: uuid('import_id'),
    adjustmentEntryId: uuid('adjustment_entry_id'),
    adjustmentReason: text('adjustment_reason'),
    // The report as it stood at finish (statement, cleared, outstanding, book balance, difference).
    report: jsonb('report'),
    finishedBy: uuid('finished_by').references(() => profiles.id, { onDelete: 'set null' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    unique('bank_reconciliations_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('bank_reconciliations_one_open')
      .on(t.organizationId, t.bankAccountId)
      .where(sql`${t.status} = 'in_progress'`),
    index('bank_reconciliations_account_date_idx').on(t.organizationId, t.bankAccountId, t.statementDate),
    foreignKey({
      name: 'bank_reconciliations_account_fk',
      columns: [t.organizationId, t.bankAccountId],
      foreignColumns: [bankAccounts.organizationId, bankAccounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_reconciliations_import_fk',
      columns: [t.organizationId, t.importId],
      foreignColumns: [bankStatementImports.organizationId, bankStatementImports.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'bank_reconciliations_adjustment_fk',
      columns: [t.organizationId, t.adjustmentEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
    check(
      'bank_reconciliations_finished',
      sql`${t.status} <> 'finished' or (${t.finishedAt} is not null and ${t.report} is not null)`,
    ),
  ],
);

/**
 * A match: statement lines ↔ book items whose amounts sum equal (one-to-one, one-to-many, many-to-one,
 * or a contra match of book items summing to zero, e.g. an entry and its reversal). Stamped with the
 * reconciliation that clears it; from that reconciliation's finish on it cannot change (RC001).
 */
export const bankMatches = pgTable(
  'bank_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    bankAccountId: uuid('bank_account_id').notNull(),
    kind: text('kind', { enum: BANK_MATCH_KINDS }).notNull(),
    reconciliationId: uuid('reconciliation_id'),
    ruleId: uuid('rule_id'),
    // The entry this match created (a rule's fee or interest entry); undoing the match reverses it.
    createdEntryId: uuid('created_entry_id'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    unique('bank_matches_org_id_key').on(t.organizationId, t.id),
    index('bank_matches_account_idx').on(t.organizationId, t.bankAccountId, t.reconciliationId),
    foreignKey({
      name: 'bank_matches_account_fk',
      columns: [t.organizationId, t.bankAccountId],
      foreignColumns: [bankAccounts.organizationId, bankAccounts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_matches_reconciliation_fk',
      columns: [t.organizationId, t.reconciliationId],
      foreignColumns: [bankReconciliations.organizationId, bankReconciliations.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'bank_matches_rule_fk',
      columns: [t.organizationId, t.ruleId],
      foreignColumns: [bankRules.organizationId, bankRules.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'bank_matches_created_entry_fk',
      columns: [t.organizationId, t.createdEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }).onDelete('no action'),
  ],
);

/** The statement side of a match: a statement line is in at most one match. */
export const bankMatchLines = pgTable(
  'bank_match_lines',
  {
    organizationId: org(),
    matchId: uuid('match_id').notNull(),
    statementLineId: uuid('statement_line_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'bank_match_lines_pkey', columns: [t.statementLineId] }),
    index('bank_match_lines_match_idx').on(t.matchId),
    foreignKey({
      name: 'bank_match_lines_match_fk',
      columns: [t.organizationId, t.matchId],
      foreignColumns: [bankMatches.organizationId, bankMatches.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_match_lines_line_fk',
      columns: [t.organizationId, t.statementLineId],
      foreignColumns: [bankStatementLines.organizationId, bankStatementLines.id],
    }).onDelete('cascade'),
  ],
);

/** The book side of a match: a journal line on the cash account, cleared at most once. */
export const bankMatchItems = pgTable(
  'bank_match_items',
  {
    organizationId: org(),
    matchId: uuid('match_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    // debit − credit of the journal line: + a deposit, − a payment.
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ name: 'bank_match_items_pkey', columns: [t.entryId, t.lineNumber] }),
    index('bank_match_items_match_idx').on(t.matchId),
    foreignKey({
      name: 'bank_match_items_match_fk',
      columns: [t.organizationId, t.matchId],
      foreignColumns: [bankMatches.organizationId, bankMatches.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'bank_match_items_line_fk',
      columns: [t.entryId, t.lineNumber],
      foreignColumns: [journalLines.entryId, journalLines.lineNumber],
    }).onDelete('cascade'),
  ],
);
