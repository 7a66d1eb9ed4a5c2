import { JOB_STATUSES } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

/** Jobs; the spec (§3, §7) calls the table `projects`. The number J-YY-NNN is unique within the organization. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    projectNumber: text('project_number').notNull(),
    // Sort keys derived from the number, so "newest number first" orders J-26-1000 after J-26-999.
    numberYear: text('number_year').notNull().generatedAlwaysAs(sql`split_part(project_number, '-', 2)`),
    numberSeq: integer('number_seq')
      .notNull()
      .generatedAlwaysAs(sql`split_part(project_number, '-', 3)::integer`),
    projectName: text('project_name').notNull(),
    clientName: text('client_name').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    estimatedCompletionDate: date('estimated_completion_date', { mode: 'string' }),
    budgetCents: bigint('budget_cents', { mode: 'number' }),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('active'),
    // The job's project manager: an employee of the same company (composite foreign key with ON DELETE
    // SET NULL (project_manager_id), in migration 0022_payables_rls.sql). Approves the job's vendor
    // invoices when the company's setting says so.
    projectManagerId: uuid('project_manager_id'),
    // The job's superintendent: an employee of the same company; approves the job's time with the
    // project manager (composite foreign key with ON DELETE SET NULL in migration 0027).
    superintendentId: uuid('superintendent_id'),
    // What the list search matches (number, name, client), lower-cased, fields joined by a newline.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(project_number || chr(10) || project_name || chr(10) || client_name)`),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_org_number_key').on(t.organizationId, t.projectNumber),
    unique('projects_org_id_key').on(t.organizationId, t.id),
    index('projects_org_number_order_idx').on(t.organizationId, t.numberYear, t.numberSeq),
    index('projects_org_customer_idx').on(t.organizationId, t.customerId),
    index('projects_org_status_idx').on(t.organizationId, t.status),
    index('projects_org_manager_idx')
      .on(t.organizationId, t.projectManagerId)
      .where(sql`${t.projectManagerId} is not null`),
    index('projects_org_search_idx').using('gin', t.organizationId, t.searchText.op('gin_trgm_ops')),
    foreignKey({
      name: 'projects_customer_same_org_fk',
      columns: [t.organizationId, t.customerId],
      foreignColumns: [customers.organizationId, customers.id],
    }).onDelete('restrict'),
    check('projects_number_format', sql`${t.projectNumber} ~ '^J-[0-9]{2}-[0-9]{3,}$'`),
    check('projects_status_check', sql`${t.status} in ('active', 'completed', 'on-hold', 'cancelled')`),
    check('projects_budget_non_negative', sql`${t.budgetCents} >= 0`),
    check(
      'projects_dates_in_order',
      sql`${t.estimatedCompletionDate} is null or ${t.startDate} is null or ${t.estimatedCompletionDate} >= ${t.startDate}`,
    ),
  ],
);

/**
 * The last job number handed out per organization and two-digit year. `generate_job_number` increments it
 * in the caller's transaction, so a rolled-back save gives its number back and two saves never share one.
 */
export const jobNumberCounters = pgTable(
  'job_number_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    yearSuffix: text('year_suffix').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (t) => [
    primaryKey({ name: 'job_number_counters_pkey', columns: [t.organizationId, t.yearSuffix] }),
    check('job_number_counters_year_format', sql`${t.yearSuffix} ~ '^[0-9]{2}$'`),
    check('job_number_counters_positive', sql`${t.lastValue} > 0`),
  ],
);
