import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'revenue', 'expense'] as const;

/**
 * A company's general-ledger accounts (spec §3 chart_of_accounts). Every company starts with a
 * construction chart; `system_key` names the control accounts later modules post to (cash,
 * accounts_receivable, retainage_receivable, …) whatever number the company gives them.
 */
export const chartOfAccounts = pgTable(
  'chart_of_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    normalBalance: text('normal_balance', { enum: ['debit', 'credit'] }).notNull(),
    systemKey: text('system_key'),
    description: text('description'),
    // Optional grouping for reports: a parent of the same company and type.
    parentId: uuid('parent_id'),
    // A bank or cash account (reconciliation lists these).
    isCash: boolean('is_cash').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'chart_of_accounts_parent_fk',
      columns: [t.organizationId, t.parentId],
      foreignColumns: [t.organizationId, t.id],
    }).onDelete('no action'),
    uniqueIndex('chart_of_accounts_org_number_key').on(t.organizationId, t.accountNumber),
    uniqueIndex('chart_of_accounts_org_system_key')
      .on(t.organizationId, t.systemKey)
      .where(sql`${t.systemKey} is not null`),
    // Target of composite foreign keys: an account referenced by a row belongs to that row's company.
    unique('chart_of_accounts_org_id_key').on(t.organizationId, t.id),
    index('chart_of_accounts_org_active_idx').on(t.organizationId, t.isActive, t.accountNumber),
    check('chart_of_accounts_number_format', sql`${t.accountNumber} ~ '^[0-9]{3,10}(-[0-9]{1,6})?$'`),
  ],
);

/**
 * Standard cost codes XX-XXXX (spec §3). A parent ends in -0000; a child's parent is its first two
 * digits then -0000 and must exist in the same company (deferred foreign key added in migration 0010,
 * so one transaction may insert a parent and its children in any order, and a parent with children
 * cannot be deleted).
 */
export const standardCostCodes = pgTable(
  'standard_cost_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isParent: boolean('is_parent').notNull().generatedAlwaysAs(sql`right(code, 5) = '-0000'`),
    parentCode: text('parent_code').generatedAlwaysAs(
      sql`case when right(code, 5) = '-0000' then null else left(code, 2) || '-0000' end`,
    ),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('standard_cost_codes_org_code_key').on(t.organizationId, t.code),
    unique('standard_cost_codes_org_id_key').on(t.organizationId, t.id),
    index('standard_cost_codes_org_parent_idx').on(t.organizationId, t.parentCode),
    check('standard_cost_codes_code_format', sql`${t.code} ~ '^[0-9]{2}-[0-9]{4}$'`),
    check('standard_cost_codes_description_length', sql`char_length(${t.description}) between 1 and 200`),
  ],
);

/** Cost categories (cost types) L, M, S, E, O…, each mapped to a GL account of the same company. */
export const costCategories = pgTable(
  'cost_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    glAccountId: uuid('gl_account_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cost_categories_org_code_key').on(t.organizationId, t.code),
    unique('cost_categories_org_id_key').on(t.organizationId, t.id),
    foreignKey({
      name: 'cost_categories_gl_account_fk',
      columns: [t.organizationId, t.glAccountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
      // NO ACTION, not RESTRICT: an account in use still cannot be deleted, but deleting the whole
      // company cascades to both tables within one statement.
    }).onDelete('no action'),
    check('cost_categories_code_format', sql`${t.code} ~ '^[A-Z]{1,2}$'`),
    check('cost_categories_description_length', sql`char_length(${t.description}) between 1 and 200`),
  ],
);
