import { deriveUserStatus, type TCompanyUser } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, profiles, userRoles, users } from '../../db/schema/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The user status rows of spec §3 (`get_user_with_status`, `get_all_users_with_status`): one row per
 * role record with the person's names, sign-in facts and organization. Callers add where and order.
 */
export function userStatusQuery(tx: Db) {
  return tx
    .select({
      user_id: userRoles.userId,
      first_name: profiles.firstName,
      last_name: profiles.lastName,
      email: profiles.email,
      role: userRoles.role,
      organization_id: userRoles.organizationId,
      organization_name: organizations.name,
      email_confirmed_at: users.emailConfirmedAt,
      last_sign_in_at: users.lastSignInAt,
      created_at: userRoles.createdAt,
      is_active: profiles.isActive,
      password_changed: profiles.passwordChanged,
    })
    .from(userRoles)
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId));
}

type Row = Awaited<ReturnType<ReturnType<typeof userStatusQuery>['execute']>>[number];

/** A status row as the API answers it, with the derived status (Pending, Active, Confirmed, Unknown). */
export function userStatusJson(r: Row): TCompanyUser {
  const confirmed = iso(r.email_confirmed_at);
  const signedIn = iso(r.last_sign_in_at);
  return {
    ...r,
    email_confirmed_at: confirmed,
    last_sign_in_at: signedIn,
    created_at: r.created_at.toISOString(),
    status: deriveUserStatus(confirmed, signedIn),
  };
}
