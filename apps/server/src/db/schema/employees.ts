import { EMPLOYMENT_STATUSES } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { departments } from './departments.ts';
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

/**
 * A person employed by a company (spec §3 Employee): one row per person and company, joined with the
 * profile (names, e-mail) and the role records. `pending` until the invitation is accepted.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title'),
    hireDate: date('hire_date'),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    employmentStatus: text('employment_status', { enum: EMPLOYMENT_STATUSES }).notNull().default('pending'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('employees_org_user_key').on(t.organizationId, t.userId),
    index('employees_org_created_idx').on(t.organizationId, t.createdAt),
    check('employees_job_title_length', sql`${t.jobTitle} is null or char_length(${t.jobTitle}) <= 100`),
  ],
);
