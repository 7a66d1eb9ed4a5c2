import {
  SUPPORT_MESSAGES,
  type TAddInternalAdmin,
  type TCreateCompany,
  type TSupportUpdateUser,
} from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { changeCredentials } from '../../auth/account.ts';
import { AuthError } from '../../auth/auth-errors.ts';
import { checkPassword } from '../../auth/auth-input.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { organizations, profiles, sessions, userRoles, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { everyCompanyInactive } from '../../lib/company-status.ts';
import type { MailMessage } from '../../lib/mail.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';
import { insertStartingData } from '../organizations/starting-data.ts';
import { invitePerson } from '../people/invite-person.ts';
import { assertMayChangePerson, isDirector, PeopleErrors } from '../people/people-access.ts';
import { setAccountActive, updatePersonDetails } from '../people/person-account.ts';
import { resendInvitation } from '../people/resend-invitation.ts';
import { companyNotFound, getCompany, supportUser } from './support-queries.ts';

export const SupportErrors = {
  companyIdTaken: () => new AppError('company_id_taken', SUPPORT_MESSAGES.companyIdTaken, 409),
  confirmMismatch: () => new AppError('confirm_mismatch', SUPPORT_MESSAGES.confirmNameMismatch, 400),
  directorNotDeactivatable: () => new AppError('forbidden', SUPPORT_MESSAGES.directorNotDeactivatable, 403),
  directorNotDeletable: () => new AppError('forbidden', SUPPORT_MESSAGES.directorNotDeletable, 403),
  notYourself: () => new AppError('forbidden', 'You cannot do this to your own account', 403),
  notInternalAdmin: () => new AppError('not_found', 'Internal administrator not found', 404),
} as const;

/** The person's roles anywhere (404 for no one), after the one rule of who may change them. */
async function rolesOfChangeable(tx: Db, auth: RequestAuth, userId: string): Promise<string[]> {
  const rows = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  if (rows.length === 0) throw PeopleErrors.personNotFound();
  await assertMayChangePerson(tx, auth, userId);
  return rows.map((r) => r.role);
}

/**
 * create-company: the organization (trial by default) with its starting data, and its first company
 * admin invited by mail — in one transaction. Answers the company number and the temporary password.
 */
export async function createCompany(
  tx: Db,
  config: TConfig,
  auth: RequestAuth,
  input: TCreateCompany,
  requestId?: string,
) {
  const [taken] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.companyNumber, input.companyId));
  if (taken) throw SupportErrors.companyIdTaken();
  const [org] = await tx
    .insert(organizations)
    .values({
      name: input.companyName,
      companyNumber: input.companyId,
      subscriptionTier: input.subscriptionTier,
    })
    .returning();
  if (!org) throw new Error('organization insert failed');
  await insertStartingData(tx, org.id, auth.userId);
  const invited = await invitePerson(tx, config, {
    email: input.adminEmail,
    firstName: input.adminFirstName,
    lastName: input.adminLastName,
    role: 'company_admin',
    organizationId: org.id,
    invitedBy: auth.userId,
  });
  await audit(tx, {
    organizationId: org.id,
    actorId: auth.userId,
    action: 'create_company',
    entity: 'organizations',
    entityId: org.id,
    after: { organization: org, admin: { user_id: invited.userId, email: input.adminEmail } },
    requestId,
  });
  return {
    companyNumber: input.companyId,
    organizationId: org.id,
    temporaryPassword: invited.temporaryPassword,
    mail: invited.mail,
  };
}

/** People whose every company is inactive: their sessions end (and sign-in is refused while so). */
async function endSessionsOfStrandedUsers(tx: Db, organizationId: string): Promise<void> {
  await tx.execute(sql`
    delete from auth.sessions s
    using public.user_roles ur
    where ur.organization_id = ${organizationId} and s.user_id = ur.user_id
      and ${everyCompanyInactive(sql`ur.user_id`)}`);
}

/** Directors deactivate and reactivate client companies; a deactivated company's people are signed out. */
export async function setCompanyActive(
  tx: Db,
  auth: RequestAuth,
  id: string,
  active: boolean,
  requestId?: string,
) {
  const before = await getCompany(tx, id);
  await tx
    .update(organizations)
    .set({ isActive: active, updatedAt: new Date() })
    .where(eq(organizations.id, id));
  if (!active) await endSessionsOfStrandedUsers(tx, id);
  await audit(tx, {
    organizationId: id,
    actorId: auth.userId,
    action: active ? 'activate_company' : 'deactivate_company',
    entity: 'organizations',
    entityId: id,
    before: { is_active: before.is_active },
    after: { is_active: active },
    requestId,
  });
  return getCompany(tx, id);
}

/**
 * Deletes a client company and everything it owns (the database cascades from the organization), and
 * the accounts of people who belonged to no other company. The director must type the name exactly.
 */
export async function deleteCompany(
  tx: Db,
  auth: RequestAuth,
  id: string,
  confirmName: string,
  requestId?: string,
) {
  const before = await getCompany(tx, id);
  if (confirmName !== before.name) throw SupportErrors.confirmMismatch();
  const members = (
    await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.organizationId, id))
  ).map((r) => r.userId);
  const deleted = await tx
    .delete(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.isInternal, false)))
    .returning({ id: organizations.id });
  if (deleted.length === 0) throw companyNotFound();
  if (members.length > 0) {
    const stillMember = new Set(
      (
        await tx
          .select({ userId: userRoles.userId })
          .from(userRoles)
          .where(inArray(userRoles.userId, members))
      ).map((r) => r.userId),
    );
    const orphans = members.filter((m) => !stillMember.has(m));
    if (orphans.length > 0) await tx.delete(users).where(inArray(users.id, orphans));
  }
  // Recorded without the organization id: the audit row must outlive the company it describes.
  await audit(tx, {
    organizationId: null,
    actorId: auth.userId,
    action: 'delete_company',
    entity: 'organizations',
    entityId: id,
    before: { ...before, member_count: members.length },
    requestId,
  });
}

/** Names and e-mail of anyone (directors only by directors). */
export async function supportUpdateUser(
  tx: Db,
  auth: RequestAuth,
  userId: string,
  input: TSupportUpdateUser,
  requestId?: string,
) {
  await rolesOfChangeable(tx, auth, userId);
  const [before] = await tx.select().from(profiles).where(eq(profiles.id, userId));
  const mails = await updatePersonDetails(tx, userId, {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
  });
  await audit(tx, {
    organizationId: null,
    actorId: auth.userId,
    action: 'support_update_user',
    entity: 'profiles',
    entityId: userId,
    before,
    after: input,
    requestId,
  });
  return { user_id: userId, mails };
}

/** Deactivate or reactivate anyone but a director ('Directors cannot be deactivated for safety reasons'). */
export async function supportSetUserActive(
  tx: Db,
  auth: RequestAuth,
  userId: string,
  active: boolean,
  requestId?: string,
) {
  const roles = await rolesOfChangeable(tx, auth, userId);
  if (roles.includes('director')) throw SupportErrors.directorNotDeactivatable();
  if (!active && userId === auth.userId) throw SupportErrors.notYourself();
  await setAccountActive(tx, userId, active);
  await audit(tx, {
    organizationId: null,
    actorId: auth.userId,
    action: active ? 'support_activate_user' : 'support_deactivate_user',
    entity: 'profiles',
    entityId: userId,
    requestId,
  });
  return { user_id: userId, is_active: active };
}

/** Deletes a person's account entirely (never a director, never oneself). */
export async function supportDeleteUser(
  tx: Db,
  auth: RequestAuth,
  userId: string,
  requestId?: string,
  onlyInternal = false,
) {
  const roles = await rolesOfChangeable(tx, auth, userId);
  if (onlyInternal && !roles.some((r) => r === 'director' || r === 'super_admin'))
    throw SupportErrors.notInternalAdmin();
  if (roles.includes('director')) throw SupportErrors.directorNotDeletable();
  if (userId === auth.userId) throw SupportErrors.notYourself();
  const before = await supportUser(tx, userId);
  await tx.delete(users).where(eq(users.id, userId));
  await audit(tx, {
    organizationId: null,
    actorId: auth.userId,
    action: onlyInternal ? 'delete_internal_admin' : 'support_delete_user',
    entity: 'users',
    entityId: userId,
    before: { ...before, roles },
    requestId,
  });
}

/** add-internal-admin: an account in the product's organization with a generated password, invited by mail. */
export async function addInternalAdmin(
  tx: Db,
  config: TConfig,
  auth: RequestAuth,
  internalOrgId: string,
  input: TAddInternalAdmin,
  requestId?: string,
) {
  if (input.role === 'director' && !isDirector(auth)) throw PeopleErrors.directorsOnly();
  const invited = await invitePerson(tx, config, {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    organizationId: internalOrgId,
    invitedBy: auth.userId,
  });
  await audit(tx, {
    organizationId: internalOrgId,
    actorId: auth.userId,
    action: 'add_internal_admin',
    entity: 'user_roles',
    entityId: invited.userId,
    after: { email: input.email, role: input.role },
    requestId,
  });
  return {
    user: await supportUser(tx, invited.userId),
    generatedPassword: invited.temporaryPassword,
    mail: invited.mail,
  };
}

/** reset-user-password: the account's policy applies; the person must change it at next sign-in; sessions end. */
export async function resetUserPassword(
  tx: Db,
  auth: RequestAuth,
  userId: string,
  newPassword: string,
  requestId?: string,
) {
  await rolesOfChangeable(tx, auth, userId);
  try {
    checkPassword(newPassword);
  } catch (e) {
    if (e instanceof AuthError) throw new AppError('weak_password', e.message, 400);
    throw e;
  }
  await changeCredentials(tx, userId, { encryptedPassword: await hashPassword(newPassword) });
  await tx.update(profiles).set({ passwordChanged: false }).where(eq(profiles.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await audit(tx, {
    organizationId: null,
    actorId: auth.userId,
    action: 'reset_user_password',
    entity: 'users',
    entityId: userId,
    requestId,
  });
}

/** resend-invitation (any person; internal users only reach this). */
export async function supportResendInvitation(
  tx: Db,
  config: TConfig,
  auth: RequestAuth,
  userId: string,
  requestId?: string,
): Promise<MailMessage> {
  await rolesOfChangeable(tx, auth, userId);
  return resendInvitation(tx, config, { userId: auth.userId, organizationId: null, requestId }, userId);
}
