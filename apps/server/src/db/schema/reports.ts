import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects } from './jobs.ts';
import { journalEntries } from './ledger.ts';
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

/**
 * The parameters a person last used for each report (issue 17, item 1): dates, period, comparison,
 * filters, kept per person × company × report so that the report opens as they left it. `params` is
 * the report's own query object, validated by the report's schema when read back (an old shape that
 * no longer parses is ignored, never an error).
 */
export const reportPreferences = pgTable(
  'report_preferences',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reportKey: text('report_key').notNull(),
    params: jsonb('params').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'report_preferences_pkey', columns: [t.organizationId, t.personId, t.reportKey] }),
    check('report_preferences_key_format', sql`${t.reportKey} ~ '^[a-z][a-z0-9-]{0,63}$'`),
    check('report_preferences_params_size', sql`octet_length(${t.params}::text) <= 8192`),
  ],
);

/**
 * A job's estimated cost to complete for a WIP period (cost-to-cost), set by a person. Without a row
 * the WIP schedule uses revised budget − cost to date (never below 0). `period_end` is the last day of
 * the month the schedule is run for.
 */
export const wipEstimates = pgTable(
  'wip_estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    costToCompleteCents: bigint('cost_to_complete_cents', { mode: 'number' }).notNull(),
    note: text('note'),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wip_estimates_org_job_period_key').on(t.organizationId, t.jobId, t.periodEnd),
    index('wip_estimates_org_period_idx').on(t.organizationId, t.periodEnd),
    foreignKey({
      name: 'wip_estimates_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('cascade'),
    check('wip_estimates_cost_to_complete_range', sql`${t.costToCompleteCents} between 0 and 99999999999999`),
    check(
      'wip_estimates_period_end_is_month_end',
      sql`${t.periodEnd} = (date_trunc('month', ${t.periodEnd}) + interval '1 month - 1 day')::date`,
    ),
    check('wip_estimates_note_length', sql`char_length(${t.note}) <= 500`),
  ],
);

export const WIP_ADJUSTMENT_STATUSES = ['posted', 'withdrawn'] as const;

/**
 * A posted WIP adjustment for a period: one journal entry dated the period's last day (over-billings
 * Dr revenue Cr billings in excess; under-billings Dr costs in excess Cr revenue) and its reversal
 * dated the next period's first day, both through the posting engine. One posted adjustment per
 * period; withdrawing one reverses both entries (the rows stay, status 'withdrawn').
 */
export const wipAdjustments = pgTable(
  'wip_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: WIP_ADJUSTMENT_STATUSES }).notNull().default('posted'),
    entryId: uuid('entry_id').notNull(),
    reversalEntryId: uuid('reversal_entry_id').notNull(),
    overBillingsCents: bigint('over_billings_cents', { mode: 'number' }).notNull(),
    underBillingsCents: bigint('under_billings_cents', { mode: 'number' }).notNull(),
    // The schedule as posted, one object per job (job id, number, earned, billed, over/under), for audit.
    jobs: jsonb('jobs').notNull(),
    postedBy: uuid('posted_by').references(() => profiles.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnBy: uuid('withdrawn_by').references(() => profiles.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    unique('wip_adjustments_org_id_key').on(t.organizationId, t.id),
    uniqueIndex('wip_adjustments_org_period_posted_key')
      .on(t.organizationId, t.periodEnd)
      .where(sql`${t.status} = 'posted'`),
    index('wip_adjustments_org_period_idx').on(t.organizationId, t.periodEnd),
    foreignKey({
      name: 'wip_adjustments_entry_fk',
      columns: [t.organizationId, t.entryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }),
    foreignKey({
      name: 'wip_adjustments_reversal_entry_fk',
      columns: [t.organizationId, t.reversalEntryId],
      foreignColumns: [journalEntries.organizationId, journalEntries.id],
    }),
    check('wip_adjustments_amounts', sql`${t.overBillingsCents} >= 0 and ${t.underBillingsCents} >= 0`),
    check(
      'wip_adjustments_withdrawn_stamp',
      sql`(${t.status} = 'withdrawn') = (${t.withdrawnAt} is not null)`,
    ),
  ],
);
