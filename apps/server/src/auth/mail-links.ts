import { and, eq, isNull } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { oneTimeTokens } from '../db/schema/index.ts';
import { actionMail, type MailMessage } from '../lib/mail.ts';
import { digest, randomToken } from './tokens.ts';

export type LinkType = 'recovery' | 'signup' | 'invite' | 'magiclink' | 'email_change';

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
    expiresAt: new Date(Date.now() + config.otpTtl * 1000),
  });
  return token;
}

/** Consumes a link token: returns the user id once, for an unexpired token of that type. */
export async function consumeLinkToken(
  tx: Db,
  token: string,
  types: LinkType[],
): Promise<{ userId: string; type: LinkType } | null> {
  const [row] = await tx
    .select()
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, digest(token)))
    .for('update');
  if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) return null;
  if (!types.includes(row.tokenType as LinkType)) return null;
  await tx.update(oneTimeTokens).set({ usedAt: new Date() }).where(eq(oneTimeTokens.id, row.id));
  return { userId: row.userId, type: row.tokenType as LinkType };
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

export function confirmationMail(to: string, url: string): MailMessage {
  return actionMail({
    to,
    subject: 'Confirm your Groundwork account',
    intro: 'Welcome to Groundwork. Confirm your e-mail address to finish creating your account.',
    actionLabel: 'Confirm e-mail address',
    url,
  });
}
