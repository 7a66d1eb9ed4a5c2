import { isInternalRole, PEOPLE_MESSAGES } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, userRoles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, CommonErrors } from '../../lib/app-error.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';
import { withSystem } from '../../lib/tenant.ts';

export const PeopleErrors = {
  organizationRequired: () =>
    new AppError('organization_required', PEOPLE_MESSAGES.organizationRequired, 400),
  otherOrganization: () =>
    new AppError('forbidden', 'You can only manage people of your own organization', 403),
  organizationNotFound: () => CommonErrors.notFound('Organization'),
  protectedPerson: () =>
    new AppError(
      'forbidden',
      'Directors and super admins can only be changed by internal administrators',
      403,
    ),
  internalRowUntouchable: () =>
    new AppError('forbidden', 'Directors and super admins cannot be deactivated or deleted here', 403),
  emailTaken: () => new AppError('email_taken', PEOPLE_MESSAGES.emailTaken, 409),
  personNotFound: () => CommonErrors.notFound('User'),
  employeeNotFound: () => CommonErrors.notFound('Employee'),
  departmentNotFound: () => new AppError('department_not_found', 'Department not found or inactive', 400),
  departmentRequired: () => new AppError('department_required', 'Department is required', 400),
  notYourself: () => new AppError('forbidden', 'You cannot deactivate or delete your own account', 403),
  directorsOnly: () => new AppError('forbidden', 'Only a director can do this to a director', 403),
  ownRole: () => new AppError('forbidden', 'You cannot change your own role', 403),
} as const;

/**
 * The organization a people action works on. The caller's own, or the one named in a body — which is
 * never trusted on its own: only internal users (the support desk) may name another organization.
 */
export async function targetOrganization(
  tx: Db,
  auth: RequestAuth,
  requested?: string | null,
): Promise<string> {
  const organizationId = requested ?? auth.organizationId;
  if (!organizationId)
    throw requested === undefined ? CommonErrors.noOrganization() : PeopleErrors.organizationRequired();
  if (organizationId !== auth.organizationId && !auth.isInternal) throw PeopleErrors.otherOrganization();
  const [org] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) throw PeopleErrors.organizationNotFound();
  return organizationId;
}

/** The roles a person holds in an organization (none: they are not one of its people). */
export async function rolesIn(tx: Db, userId: string, organizationId: string): Promise<string[]> {
  const rows = await tx
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId)))
    .orderBy(userRoles.createdAt);
  return rows.map((r) => r.role);
}

/** Whether the person holds any role anywhere (the account is deleted with its last role). */
export async function hasAnyRole(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export const isDirector = (auth: RequestAuth) => auth.roles.some((r) => r.role === 'director');

/**
 * The one rule on every path that changes a person — names, e-mail, role, status, password, deletion,
 * a fresh invitation: only a director changes a director, and a super admin only internal users.
 * The roles are the account's in every organization: a director who also helps in a client company
 * is still a director there, and an e-mail or a password belongs to the account, not to one company.
 */
export async function assertMayChangePerson(tx: Db, auth: RequestAuth, userId: string): Promise<void> {
  const rows = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const roles = rows.map((r) => r.role);
  if (roles.includes('director') && !isDirector(auth)) throw PeopleErrors.directorsOnly();
  if (roles.some(isInternalRole) && !auth.isInternal) throw PeopleErrors.protectedPerson();
}

/** Nobody changes their own role (an administrator cannot raise or lower themselves). */
export function assertNotOwnRole(auth: RequestAuth, userId: string, changesRole: boolean): void {
  if (changesRole && auth.userId === userId) throw PeopleErrors.ownRole();
}

/**
 * One owner-rights transaction (people live partly in the auth schema) on the organization the caller
 * may act on: theirs, or for internal users the one `requested` names.
 */
export function inTargetOrganization<T>(
  deps: AppDeps,
  auth: RequestAuth,
  requested: string | null | undefined,
  reason: string,
  fn: (tx: Db, organizationId: string) => Promise<T>,
): Promise<T> {
  return withSystem(deps.database.db, reason, async (tx) =>
    fn(tx, await targetOrganization(tx, auth, requested)),
  );
}
