import { and, eq } from 'drizzle-orm';
import { changeCredentials } from '../../auth/account.ts';
import { findUserByEmail } from '../../auth/auth-input.ts';
import type { Db } from '../../db/client.ts';
import { employees, profiles, sessions, userRoles, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { hasAnyRole, PeopleErrors } from './people-access.ts';

/**
 * Names and e-mail of a person, as an administrator changes them. A new e-mail applies at once (the
 * administrator vouches for it, as for an invitation — decision 009), and with it every link and
 * code mailed before stops working, the person's sessions end, and the old address is told. Answers
 * the mails to send after commit.
 */
export async function updatePersonDetails(
  tx: Db,
  userId: string,
  input: { firstName?: string; lastName?: string; email?: string },
): Promise<MailMessage[]> {
  const [current] = await tx.select().from(profiles).where(eq(profiles.id, userId));
  if (!current) throw PeopleErrors.personNotFound();
  const mails: MailMessage[] = [];
  if (input.email && input.email !== current.email) {
    const other = await findUserByEmail(tx, input.email);
    if (other && other.id !== userId) throw PeopleErrors.emailTaken();
    await changeCredentials(tx, userId, { email: input.email });
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    mails.push(emailChangedNotice(current.email, input.email));
  }
  const firstName = input.firstName ?? current.firstName;
  const lastName = input.lastName ?? current.lastName;
  await tx
    .update(profiles)
    .set({
      firstName,
      lastName,
      fullName: [firstName, lastName].filter(Boolean).join(' ') || null,
      ...(input.email ? { email: input.email } : {}),
    })
    .where(eq(profiles.id, userId));
  return mails;
}

/** Told to the old address when an administrator changes a person's e-mail. */
function emailChangedNotice(oldEmail: string, newEmail: string): MailMessage {
  return {
    to: oldEmail,
    subject: 'Your Groundwork e-mail address was changed',
    text: `An administrator changed the e-mail address of your Groundwork account to ${newEmail}. You have been signed out, and links mailed to this address no longer work. If you did not expect this, contact your administrator.`,
  };
}

/** Sends mails after commit; a mail failure does not undo the change (it is logged). */
export async function sendNotices(deps: AppDeps, mails: MailMessage[]): Promise<void> {
  for (const mail of mails) {
    try {
      await deps.mailer.send(deps.database.db, mail);
    } catch (error) {
      deps.logger.error({ err: error, to: mail.to }, 'notice mail failed');
    }
  }
}

/** The person's role in the organization becomes `role` (their first role record there). */
export async function setRoleIn(tx: Db, userId: string, organizationId: string, role: string): Promise<void> {
  const [first] = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId)))
    .orderBy(userRoles.createdAt)
    .limit(1);
  if (!first) throw PeopleErrors.personNotFound();
  await tx
    .update(userRoles)
    .set({ role: role as typeof userRoles.$inferInsert.role })
    .where(eq(userRoles.id, first.id));
}

/**
 * Lets the person sign in again, or stops them: a stopped account's sessions all end at once (the API
 * checks the session on every request) and sign-in is refused until it is reactivated.
 */
export async function setAccountActive(tx: Db, userId: string, active: boolean): Promise<void> {
  await tx.update(profiles).set({ isActive: active }).where(eq(profiles.id, userId));
  if (!active) await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Removes the person from the organization; an account left without any role anywhere is deleted with
 * its profile (it could not use the product any more).
 */
export async function removeFromOrganization(tx: Db, userId: string, organizationId: string): Promise<void> {
  await tx
    .delete(employees)
    .where(and(eq(employees.userId, userId), eq(employees.organizationId, organizationId)));
  await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId)));
  if (!(await hasAnyRole(tx, userId))) await tx.delete(users).where(eq(users.id, userId));
}
