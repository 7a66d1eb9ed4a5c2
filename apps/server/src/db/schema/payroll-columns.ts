import { bigint, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

/** Columns the payroll and certified-payroll tables share (issues 21 and 22). */

/** The owning company: a tenant table's `organization_id`. */
export const orgColumn = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
export const createdColumn = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedColumn = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Hours in quarter hours as exact decimals. */
export const hoursColumn = (name: string) => numeric(name, { precision: 7, scale: 2 });
/** An hourly rate with up to 4 decimals. */
export const rateColumn = (name: string) => numeric(name, { precision: 12, scale: 4 });
/** Money in integer cents. */
export const centsColumn = (name: string) => bigint(name, { mode: 'number' });
