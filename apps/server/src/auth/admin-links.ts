import { eq } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { actionMail, type MailMessage } from '../lib/mail.ts';
import { AuthError, AuthErrors } from './auth-errors.ts';
import { checkPassword, findUserByEmail, validateEmail } from './auth-input.ts';
import { createUserWithProfile } from './create-user.ts';
import { issueLinkAndCode, type LinkType, safeRedirect, verifyUrl } from './mail-links.ts';
import { hashPassword } from './passwords.ts';
import type { UserRow } from './user-json.ts';

/** The link types of GoTrue's `POST /admin/generate_link`. */
export const GENERATE_LINK_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
] as const;
export type TGenerateLinkType = (typeof GENERATE_LINK_TYPES)[number];

export type GeneratedLink = {
  user: UserRow;
  /** GoTrue's `properties`: the link, the 6-digit code and the token `POST /verify` accepts as token_hash. */
  action_link: string;
  email_otp: string;
  hashed_token: string;
  redirect_to: string;
  verification_type: LinkType;
};

/** Where each link lands by default: invited people choose their password first. */
const LANDING: Record<LinkType, string> = {
  signup: '/dashboard',
  invite: '/reset-password',
  magiclink: '/dashboard',
  recovery: '/reset-password',
  email_change: '/settings/profile',
  reauthentication: '/dashboard',
};

/**
 * Makes (without mailing) the link and code of one purpose for an address, creating the account where
 * GoTrue does: signup (with the given password, unconfirmed) and invite (no password, must choose one).
 * The admin API answers it; invitations mail it.
 */
export async function generateLink(
  tx: Db,
  config: TConfig,
  input: {
    type: string | undefined;
    email: unknown;
    password?: string;
    data?: Record<string, unknown>;
    newEmail?: unknown;
    redirectTo?: string | null;
  },
): Promise<GeneratedLink> {
  // GoTrue's order (adminGenerateLink): the address first, then the type, then what the type needs.
  const email = validateEmail(input.email);
  const type = input.type as TGenerateLinkType;
  if (!GENERATE_LINK_TYPES.includes(type))
    throw new AuthError(
      400,
      'validation_failed',
      `Invalid email action link type requested: ${input.type ?? ''}`,
    );
  let user = await findUserByEmail(tx, email);
  let verificationType: LinkType;
  let relatesTo = email;
  switch (type) {
    case 'signup': {
      if (user?.emailConfirmedAt) throw AuthErrors.emailExists();
      if (!user) {
        if (!input.password) throw AuthErrors.signupPasswordRequired();
        checkPassword(input.password, config.passwordMinLength);
        user = await createUserWithProfile(tx, {
          email,
          encryptedPassword: await hashPassword(input.password),
          metadata: input.data ?? {},
          confirmed: false,
          passwordChanged: true,
        });
      }
      verificationType = 'signup';
      break;
    }
    case 'invite': {
      if (user?.emailConfirmedAt) throw AuthErrors.emailExists();
      user ??= await createUserWithProfile(tx, {
        email,
        encryptedPassword: null,
        metadata: input.data ?? {},
        confirmed: false,
        passwordChanged: false,
      });
      [user] = await tx
        .update(users)
        .set({ confirmationSentAt: new Date(), invitedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      verificationType = 'invite';
      break;
    }
    case 'magiclink':
    case 'recovery': {
      if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
      verificationType = type;
      break;
    }
    default: {
      if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
      const newEmail = validateEmail(input.newEmail);
      if (newEmail !== user.email && (await findUserByEmail(tx, newEmail))) throw AuthErrors.emailExists();
      verificationType = 'email_change';
      relatesTo = newEmail;
    }
  }
  if (!user) throw new Error('generate_link: no user');
  const redirectTo = safeRedirect(config, input.redirectTo, LANDING[verificationType]);
  const { token, code } = await issueLinkAndCode(tx, config, user.id, verificationType, relatesTo);
  // The pending change shows on the user as GoTrue's new_email (set after the link, which voids older ones).
  if (verificationType === 'email_change')
    [user] = await tx
      .update(users)
      .set({ emailChange: relatesTo, emailChangeSentAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
  if (!user) throw new Error('generate_link: no user');
  return {
    user,
    action_link: verifyUrl(config, token, verificationType, redirectTo),
    email_otp: code,
    hashed_token: token,
    redirect_to: redirectTo,
    verification_type: verificationType,
  };
}

export function inviteMail(config: TConfig, to: string, url: string, code: string): MailMessage {
  return actionMail({
    to,
    subject: 'You have been invited to Groundwork',
    intro: 'You have been invited to Groundwork. Follow the link to choose your password and sign in.',
    actionLabel: 'Accept the invitation',
    url,
    outro: `Or enter this code: ${code}. The invitation works once and expires in ${Math.round(config.inviteTtl / 86400)} days.`,
  });
}
