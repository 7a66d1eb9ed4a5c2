import type { TRole } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import { generateLink } from '../../auth/admin-links.ts';
import { findUserByEmail } from '../../auth/auth-input.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { organizations, profiles, userRoles, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { actionMail, type MailMessage } from '../../lib/mail.ts';
import { PeopleErrors } from './people-access.ts';
import { temporaryPassword } from './temporary-password.ts';

export type Invited = { userId: string; temporaryPassword: string; mail: MailMessage };

/**
 * Adds a person to an organization by invitation, in the caller's transaction: the account (unconfirmed,
 * with a random temporary password it must change at first sign-in), the profile with the names, the
 * role record, and the invitation mail (sent by the caller after commit) whose link signs the person in
 * on the page where they choose their own password.
 */
export async function invitePerson(
  tx: Db,
  config: TConfig,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    role: TRole;
    organizationId: string;
    invitedBy: string;
  },
): Promise<Invited> {
  if (await findUserByEmail(tx, input.email)) throw PeopleErrors.emailTaken();
  const fullName = `${input.firstName} ${input.lastName}`;
  const link = await generateLink(tx, config, {
    type: 'invite',
    email: input.email,
    data: { full_name: fullName, invited_by: input.invitedBy, organization_id: input.organizationId },
  });
  const password = temporaryPassword();
  await tx
    .update(users)
    .set({ encryptedPassword: await hashPassword(password) })
    .where(eq(users.id, link.user.id));
  await tx
    .update(profiles)
    .set({ firstName: input.firstName, lastName: input.lastName, fullName, passwordChanged: false })
    .where(eq(profiles.id, link.user.id));
  await tx
    .insert(userRoles)
    .values({ userId: link.user.id, organizationId: input.organizationId, role: input.role });
  const [org] = await tx
    .select({ name: organizations.name, isInternal: organizations.isInternal })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  const mail = invitationMail(config, {
    to: input.email,
    firstName: input.firstName,
    // The product's own staff are invited to Groundwork itself.
    organizationName: org && !org.isInternal ? org.name : null,
    url: link.action_link,
  });
  return { userId: link.user.id, temporaryPassword: password, mail };
}

/** The invitation mail: names the company and the person, and says what to do if the link expired. */
export function invitationMail(
  config: TConfig,
  opts: { to: string; firstName: string | null; organizationName: string | null; url: string },
): MailMessage {
  const company = opts.organizationName;
  return actionMail({
    to: opts.to,
    subject: `You have been invited to ${company ?? 'Groundwork'}${company ? ' on Groundwork' : ''}`,
    intro: `Hello${opts.firstName ? ` ${opts.firstName}` : ''}, ${company ?? 'your company'} has added you to Groundwork. Follow the link to choose your password and sign in.`,
    actionLabel: 'Accept the invitation',
    url: opts.url,
    outro: `The link works once and expires in ${Math.round(config.inviteTtl / 86400)} days. If it has expired, ask your administrator for the temporary password or a new invitation.`,
  });
}

/** Sends an invitation after commit; a mail failure leaves the account (the temporary password still works). */
export async function sendInvitation(deps: AppDeps, mail: MailMessage): Promise<boolean> {
  try {
    await deps.mailer.send(deps.database.db, mail);
    return true;
  } catch (error) {
    deps.logger.error({ err: error, to: mail.to }, 'invitation mail failed');
    return false;
  }
}
