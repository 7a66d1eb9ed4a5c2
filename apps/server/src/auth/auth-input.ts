import { PASSWORD_MAX, PASSWORD_MIN } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { authAuditLog, users } from '../db/schema/index.ts';
import { AuthErrors } from './auth-errors.ts';
import { isCommonPassword } from './common-passwords.ts';
import type { ClientInfo } from './sessions.ts';
import type { UserRow } from './user-json.ts';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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

export function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN) throw AuthErrors.weakPassword(PASSWORD_MIN);
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
