import { PASSWORD_MAX, PASSWORD_MIN } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { authAuditLog, users } from '../db/schema/index.ts';
import { AuthErrors } from './auth-errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import type { ClientInfo } from './sessions.ts';
import type { UserRow } from './user-json.ts';

/**
 * GoTrue's address check (`validateEmail` in internal/api/mail.go): badoux/checkmail's ValidateFormat
 * pattern, at most 255 bytes, compared lower-cased. A dotless domain passes, as it does there.
 */
export const EMAIL_RE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const API_VERSION = '2024-01-01';

export type Body = Record<string, unknown>;

export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Body) : {};
  } catch {
    throw AuthErrors.badJson();
  }
}

export const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
export const normalizeEmail = (v: unknown) => str(v)?.trim().toLowerCase();

/** GoTrue's validateEmail: 400 validation_failed for a missing, too long or malformed address. */
export function validateEmail(value: unknown): string {
  const email = str(value) ?? '';
  if (email === '') throw AuthErrors.emailRequired();
  if (Buffer.byteLength(email) > 255) throw AuthErrors.emailTooLong();
  if (!EMAIL_RE.test(email)) throw AuthErrors.invalidEmail();
  return email.toLowerCase();
}

export function checkPassword(password: string, minLength = PASSWORD_MIN): void {
  if (password.length < minLength) throw AuthErrors.weakPassword(minLength);
  if (password.length > PASSWORD_MAX) throw AuthErrors.passwordTooLong(PASSWORD_MAX);
  if (isCommonPassword(password)) throw AuthErrors.commonPassword();
}

export async function findUserByEmail(tx: Db, email: string): Promise<UserRow | undefined> {
  const [u] = await tx.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  return u;
}

export async function recordEvent(
  tx: Db,
  userId: string | null,
  action: string,
  client: ClientInfo,
  payload: object = {},
) {
  await tx
    .insert(authAuditLog)
    .values({ userId, action, ip: client.ip, userAgent: client.userAgent, payload });
}
