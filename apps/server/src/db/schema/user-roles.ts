import { ROLES } from '@groundwork/shared';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { profiles } from './profiles.ts';

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_roles_org_idx').on(t.organizationId, t.role),
    index('user_roles_user_idx').on(t.userId, t.createdAt),
    unique('user_roles_user_org_role_key').on(t.userId, t.organizationId, t.role),
  ],
);
