import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/** A company's customers (spec §3 Customer). The number C-XXXX is unique within the organization. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerNumber: text('customer_number').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    isActive: boolean('is_active').notNull().default(true),
    // What the list search matches (number, name, e-mail, city), lower-cased; fields are joined by a
    // newline, which a search box cannot contain, so a match never spans two fields.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(customer_number || chr(10) || name || chr(10) || coalesce(email, '') || chr(10) || coalesce(city, ''))`,
      ),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_org_number_key').on(t.organizationId, t.customerNumber),
    // Target of the jobs' (organization_id, customer_id) foreign key: a job's customer is in its organization.
    unique('customers_org_id_key').on(t.organizationId, t.id),
    index('customers_org_active_number_idx').on(t.organizationId, t.isActive, t.customerNumber),
    index('customers_org_search_idx').using('gin', t.organizationId, t.searchText.op('gin_trgm_ops')),
    check('customers_number_format', sql`${t.customerNumber} ~ '^C-[A-Z0-9]{4}$'`),
  ],
);
