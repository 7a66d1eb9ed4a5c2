import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { flowState, oneTimeTokens, users } from '../db/schema/index.ts';
import { actionMail, type MailMessage } from '../lib/mail.ts';
import { digest, randomToken } from './tokens.ts';

export type LinkType = 'recovery' | 'signup' | 'invite' | 'magiclink' | 'email_change' | 'reauthentication';

/** Which stored token purposes each `type` of /verify accepts (GoTrue's names). */
export const VERIFY_TYPES: Record<string, LinkType[]> = {
  signup: ['signup'],
  email: ['signup', 'magiclink'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  invite: ['invite'],
  email_change: ['email_change'],
};

/** A 6-digit code is stored hashed together with the address it was sent to. */
const codeDigest = (relatesTo: string, code: string) => digest(`otp:${relatesTo.toLowerCase()}:${code}`);

/** Only links back into the product: anything else falls back to SITE_URL (no open redirect). */
export function safeRedirect(
  config: TConfig,
  requested: string | null | undefined,
  fallbackPath = '/',
): string {
  const fallback = `${config.siteUrl}${fallbackPath}`;
  if (!requested) return fallback;
  try {
    const url = new URL(requested, config.siteUrl);
    const site = new URL(config.siteUrl);
    if (url.origin !== site.origin) return fallback;
    return url.toString();
  } catch {
    return fallback;
  }
}

/** How long a link of this purpose stays valid, seconds. */
export function linkTtl(config: TConfig, type: LinkType): number {
  return type === 'invite' ? config.inviteTtl : config.otpTtl;
}

/** Issues a single-use link token; earlier unused tokens of the same type for the user stop working. */
export async function issueLinkToken(
  tx: Db,
  config: TConfig,
  userId: string,
  type: LinkType,
  relatesTo: string,
) {
  const token = randomToken(32);
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.tokenType, type), isNull(oneTimeTokens.usedAt)),
    );
  await tx.insert(oneTimeTokens).values({
    userId,
    tokenType: type,
    tokenHash: digest(token),
    relatesTo,
    expiresAt: new Date(Date.now() + linkTtl(config, type) * 1000),
  });
  return token;
}

/**
 * Every outstanding link and code of the account stops working, and so does any PKCE flow waiting for
 * one: after the account's e-mail changes, its invitation is completed or its password is reset,
 * nothing mailed before may still sign in.
 */
export async function revokeAccountLinks(tx: Db, userId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
  await tx
    .update(flowState)
    .set({ usedAt: now })
    .where(and(eq(flowState.userId, userId), isNull(flowState.usedAt)));
}

type Consumed = { userId: string; type: LinkType; relatesTo: string };

/**
 * Marks one token used, and with it every other unused token of that purpose for the person. A token
 * works only while the account still has the address it was sent to (an e-mail change's token names
 * the new address, which the account takes when it is used).
 */
async function consumeRow(tx: Db, tokenHash: string, types: LinkType[]): Promise<Consumed | null> {
  const [found] = await tx
    .select({ row: oneTimeTokens, email: users.email })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(eq(oneTimeTokens.tokenHash, tokenHash))
    .for('update');
  const row = found?.row;
  if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) return null;
  if (!types.includes(row.tokenType as LinkType)) return null;
  const sentTo = row.relatesTo.toLowerCase();
  if (row.tokenType !== 'email_change' && sentTo !== found.email.toLowerCase()) return null;
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, row.userId),
        eq(oneTimeTokens.tokenType, row.tokenType),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  return { userId: row.userId, type: row.tokenType as LinkType, relatesTo: row.relatesTo };
}

/** Consumes a link token: returns the user id once, for an unexpired token of one of the types. */
export function consumeLinkToken(tx: Db, token: string, types: LinkType[]): Promise<Consumed | null> {
  return consumeRow(tx, digest(token), types);
}

/** Consumes a 6-digit code sent to `email`. */
export function consumeEmailCode(
  tx: Db,
  email: string,
  code: string,
  types: LinkType[],
): Promise<Consumed | null> {
  if (!/^\d{6}$/.test(code)) return Promise.resolve(null);
  return consumeRow(tx, codeDigest(email, code), types);
}

/** Issues a 6-digit code for `relatesTo` (stored hashed with the address). */
export async function issueCode(
  tx: Db,
  config: TConfig,
  userId: string,
  type: LinkType,
  relatesTo: string,
): Promise<string> {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.insert(oneTimeTokens).values({
    userId,
    tokenType: type,
    tokenHash: codeDigest(relatesTo, code),
    relatesTo,
    expiresAt: new Date(Date.now() + linkTtl(config, type) * 1000),
  });
  return code;
}

/** Issues a link token and a 6-digit code for the same purpose (either one works, once). */
export async function issueLinkAndCode(
  tx: Db,
  config: TConfig,
  userId: string,
  type: LinkType,
  relatesTo: string,
): Promise<{ token: string; code: string }> {
  const token = await issueLinkToken(tx, config, userId, type, relatesTo);
  return { token, code: await issueCode(tx, config, userId, type, relatesTo) };
}

export function verifyUrl(config: TConfig, token: string, type: LinkType, redirectTo: string): string {
  const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${config.siteUrl}/auth/v1/verify?${q.toString()}`;
}

export function recoveryMail(config: TConfig, to: string, url: string): MailMessage {
  return actionMail({
    to,
    subject: 'Reset your Groundwork password',
    intro:
      'Someone asked to reset the password of your Groundwork account. Follow the link to choose a new one.',
    actionLabel: 'Reset password',
    url,
    outro: `The link works once and expires in ${Math.round(config.otpTtl / 60)} minutes. If you did not ask for it, ignore this e-mail.`,
  });
}

export function confirmationMail(to: string, url: string, code?: string): MailMessage {
  return actionMail({
    to,
    subject: 'Confirm your Groundwork account',
    intro: 'Welcome to Groundwork. Confirm your e-mail address to finish creating your account.',
    actionLabel: 'Confirm e-mail address',
    url,
    outro: code ? `Or enter this code: ${code}` : undefined,
  });
}

export function magicLinkMail(config: TConfig, to: string, url: string, code: string): MailMessage {
  return actionMail({
    to,
    subject: 'Your Groundwork sign-in link',
    intro: 'Follow the link to sign in to Groundwork.',
    actionLabel: 'Sign in',
    url,
    outro: `Or enter this code: ${code}. Both work once and expire in ${Math.round(config.otpTtl / 60)} minutes. If you did not ask for it, ignore this e-mail.`,
  });
}
