import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

/**
 * A company's departments (spec §3 Department). System departments come with every organization and
 * cannot be renamed, deactivated or deleted; at most 10 others per organization (enforced by the
 * departments module under a lock on the organization row).
 */
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    departmentCode: text('department_code'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    isSystem: boolean('is_system').notNull().default(false),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('departments_org_idx').on(t.organizationId, t.isActive, t.name),
    // Two departments of one company never share a name (case-insensitive).
    uniqueIndex('departments_org_name_key').on(t.organizationId, sql`lower(${t.name})`),
    check('departments_name_length', sql`char_length(${t.name}) between 1 and 100`),
    check(
      'departments_code_length',
      sql`${t.departmentCode} is null or char_length(${t.departmentCode}) <= 20`,
    ),
  ],
);
