import { eq } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { actionMail, type MailMessage } from '../lib/mail.ts';
import { AuthError } from './auth-errors.ts';
import { findUserByEmail } from './auth-input.ts';
import {
  consumeEmailCode,
  issueCode,
  issueLinkAndCode,
  revokeAccountLinks,
  verifyUrl,
} from './mail-links.ts';
import type { UserRow } from './user-json.ts';

export const AccountErrors = {
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationInvalid: () =>
    new AuthError(400, 'reauthentication_not_valid', 'Verification code needs to be sent and be valid'),
} as const;

/**
 * PUT /user with a new e-mail: nothing changes until the new address confirms (link or code); the old
 * address is told, so a stolen session cannot quietly take the account over.
 */
export async function requestEmailChange(
  tx: Db,
  config: TConfig,
  user: UserRow,
  newEmail: string,
  redirectTo: string,
): Promise<MailMessage[]> {
  if (await findUserByEmail(tx, newEmail)) throw AccountErrors.emailExists();
  const { token, code } = await issueLinkAndCode(tx, config, user.id, 'email_change', newEmail);
  await tx
    .update(users)
    .set({ emailChange: newEmail, emailChangeSentAt: new Date() })
    .where(eq(users.id, user.id));
  return [
    actionMail({
      to: newEmail,
      subject: 'Confirm your new Groundwork e-mail address',
      intro: `Confirm that ${newEmail} is the new e-mail address of your Groundwork account.`,
      actionLabel: 'Confirm e-mail address',
      url: verifyUrl(config, token, 'email_change', redirectTo),
      outro: `Or enter this code: ${code}. It works once and expires in ${Math.round(config.otpTtl / 60)} minutes.`,
    }),
    {
      to: user.email,
      subject: 'Your Groundwork e-mail address is being changed',
      text: `Someone signed in to your Groundwork account asked to change its e-mail address to ${newEmail}. If that was not you, change your password now and tell your administrator.`,
    },
  ];
}

/**
 * The one way an account's e-mail or password changes once it exists (the person, an administrator,
 * support, the operator's admin API): the new value, and every link and code mailed before stops
 * working — no link outlives the reason it was sent. The caller checks who may do it.
 */
export async function changeCredentials(
  tx: Db,
  userId: string,
  change: { email?: string; encryptedPassword?: string },
): Promise<void> {
  await tx
    .update(users)
    .set({
      updatedAt: new Date(),
      ...(change.email ? { email: change.email } : {}),
      ...(change.encryptedPassword ? { encryptedPassword: change.encryptedPassword } : {}),
      // Every mailed link is void below, so no e-mail change is pending any more.
      emailChange: null,
      emailChangeSentAt: null,
    })
    .where(eq(users.id, userId));
  if (change.email) await tx.update(profiles).set({ email: change.email }).where(eq(profiles.id, userId));
  await revokeAccountLinks(tx, userId);
}

/** The confirmed change: the account (and its profile) take the new address. */
export async function applyEmailChange(tx: Db, userId: string, newEmail: string): Promise<void> {
  const other = await findUserByEmail(tx, newEmail);
  if (other && other.id !== userId) throw AccountErrors.emailExists();
  await changeCredentials(tx, userId, { email: newEmail });
}

/** GET /reauthenticate: a 6-digit nonce by e-mail, required for a password change when configured. */
export async function issueReauthenticationNonce(
  tx: Db,
  config: TConfig,
  user: UserRow,
): Promise<MailMessage> {
  const code = await issueCode(tx, config, user.id, 'reauthentication', user.email);
  return {
    to: user.email,
    subject: 'Your Groundwork confirmation code',
    text: `Enter this code to confirm the change to your account: ${code}. If you did not ask for it, change your password.`,
  };
}

/** Checks (and uses up) the nonce of a password change. */
export async function assertReauthenticated(tx: Db, user: UserRow, nonce: string | undefined): Promise<void> {
  if (!nonce) throw AccountErrors.reauthenticationNeeded();
  const found = await consumeEmailCode(tx, user.email, nonce, ['reauthentication']);
  if (!found || found.userId !== user.id) throw AccountErrors.reauthenticationInvalid();
}
