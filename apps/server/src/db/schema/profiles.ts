import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  fullName: text('full_name'),
  email: text('email').notNull(),
  themePreference: text('theme_preference', { enum: ['light', 'dark'] })
    .notNull()
    .default('light'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastPasswordChange: timestamp('last_password_change', { withTimezone: true }),
  // null: never asked to change; false: must change at next sign-in; true: changed.
  passwordChanged: boolean('password_changed'),
  isActive: boolean('is_active').notNull().default(true),
});
