import type { TAddCompanyUser, TCompanyUser, TUpdateCompanyUser } from '@groundwork/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { profiles, userRoles } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import type { MailMessage } from '../../lib/mail.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';
import { invitePerson } from './invite-person.ts';
import { assertMayChangePerson, assertNotOwnRole, PeopleErrors, rolesIn } from './people-access.ts';
import {
  removeFromOrganization,
  setAccountActive,
  setRoleIn,
  updatePersonDetails,
} from './person-account.ts';
import { userStatusJson, userStatusQuery } from './user-status-rows.ts';

/**
 * The user status rows of spec §3 (`get_user_with_status`) for one organization, third-party users
 * only (the Third-Party User Management page), newest first; search matches name or e-mail.
 */
export async function findCompanyUsers(
  tx: Db,
  organizationId: string,
  search?: string,
  onlyUserId?: string,
): Promise<TCompanyUser[]> {
  const conditions: SQL[] = [eq(userRoles.organizationId, organizationId), eq(userRoles.role, 'third_party')];
  if (onlyUserId) conditions.push(eq(userRoles.userId, onlyUserId));
  if (search)
    conditions.push(
      sql`lower(coalesce(${profiles.fullName}, '') || chr(10) || ${profiles.email}) like lower(${containsPattern(search)})`,
    );
  const rows = await userStatusQuery(tx)
    .where(and(...conditions))
    .orderBy(sql`${userRoles.createdAt} desc`, asc(profiles.email));
  return rows.map(userStatusJson);
}

async function getCompanyUser(tx: Db, organizationId: string, userId: string): Promise<TCompanyUser> {
  const [row] = await findCompanyUsers(tx, organizationId, undefined, userId);
  if (!row) throw PeopleErrors.personNotFound();
  return row;
}

/** A person of the organization (any role): their roles there, or 404 for anyone else. */
async function memberRoles(tx: Db, organizationId: string, userId: string): Promise<string[]> {
  const roles = await rolesIn(tx, userId, organizationId);
  if (roles.length === 0) throw PeopleErrors.personNotFound();
  return roles;
}

/** Add User (third_party only), by invitation like an employee; answers the temporary password once. */
export async function addCompanyUser(
  tx: Db,
  config: TConfig,
  auth: RequestAuth,
  organizationId: string,
  input: TAddCompanyUser,
  requestId?: string,
) {
  const invited = await invitePerson(tx, config, {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    role: 'third_party',
    organizationId,
    invitedBy: auth.userId,
  });
  const user = await getCompanyUser(tx, organizationId, invited.userId);
  await audit(tx, {
    organizationId,
    actorId: auth.userId,
    action: 'company_user_added',
    entity: 'user_roles',
    entityId: invited.userId,
    after: user,
    requestId,
  });
  return { user, temporaryPassword: invited.temporaryPassword, mail: invited.mail };
}

/** Edit User: names, e-mail and role of a person of the organization; answers the mails to send. */
export async function updateCompanyUser(
  tx: Db,
  auth: RequestAuth,
  organizationId: string,
  userId: string,
  input: TUpdateCompanyUser,
  requestId?: string,
): Promise<{ user_id: string; mails: MailMessage[] }> {
  const roles = await memberRoles(tx, organizationId, userId);
  await assertMayChangePerson(tx, auth, userId);
  const changesRole = Boolean(input.role && roles[0] !== input.role);
  assertNotOwnRole(auth, userId, changesRole);
  const [before] = await tx.select().from(profiles).where(eq(profiles.id, userId));
  const mails = await updatePersonDetails(tx, userId, {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
  });
  if (input.role && changesRole) await setRoleIn(tx, userId, organizationId, input.role);
  await audit(tx, {
    organizationId,
    actorId: auth.userId,
    action: 'user_updated',
    entity: 'profiles',
    entityId: userId,
    before: { ...before, role: roles[0] },
    after: input,
    requestId,
  });
  return { user_id: userId, mails };
}

/** Deactivate (or reactivate) a person of the organization: sessions end and sign-in stops at once. */
export async function setCompanyUserActive(
  tx: Db,
  auth: RequestAuth,
  organizationId: string,
  userId: string,
  active: boolean,
  requestId?: string,
): Promise<{ user_id: string; is_active: boolean }> {
  const roles = await memberRoles(tx, organizationId, userId);
  await assertMayChangePerson(tx, auth, userId);
  if (roles.includes('director')) throw PeopleErrors.internalRowUntouchable();
  if (!active && auth.userId === userId) throw PeopleErrors.notYourself();
  await setAccountActive(tx, userId, active);
  await audit(tx, {
    organizationId,
    actorId: auth.userId,
    action: active ? 'user_activated' : 'user_deactivated',
    entity: 'profiles',
    entityId: userId,
    requestId,
  });
  return { user_id: userId, is_active: active };
}

/** Delete User: removes the person from the organization (never a director); the account goes with its last role. */
export async function deleteCompanyUser(
  tx: Db,
  auth: RequestAuth,
  organizationId: string,
  userId: string,
  requestId?: string,
): Promise<void> {
  const roles = await memberRoles(tx, organizationId, userId);
  await assertMayChangePerson(tx, auth, userId);
  if (roles.includes('director')) throw PeopleErrors.internalRowUntouchable();
  if (auth.userId === userId) throw PeopleErrors.notYourself();
  const [before] = await tx.select().from(profiles).where(eq(profiles.id, userId));
  await removeFromOrganization(tx, userId, organizationId);
  await audit(tx, {
    organizationId,
    actorId: auth.userId,
    action: 'user_deleted',
    entity: 'profiles',
    entityId: userId,
    before: { ...before, roles },
    requestId,
  });
}
