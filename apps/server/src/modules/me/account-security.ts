import {
  SECURITY_EVENT_LABELS,
  type TAccountSession,
  type TProfile,
  type TSecurityEvent,
  type TUpdateProfile,
} from '@groundwork/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { ClientInfo } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { authAuditLog, profiles, sessions } from '../../db/schema/index.ts';
import { CommonErrors } from '../../lib/app-error.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';
import { profileJson } from './get-me.ts';

/** The caller's signed-in devices, most recently used first; `current` marks this request's session. */
export async function listSessions(tx: Db, auth: RequestAuth): Promise<TAccountSession[]> {
  const rows = await tx
    .select()
    .from(sessions)
    .where(eq(sessions.userId, auth.userId))
    .orderBy(desc(sessions.refreshedAt), desc(sessions.createdAt));
  return rows.map((s) => ({
    id: s.id,
    user_agent: s.userAgent,
    ip: s.ip,
    aal: s.aal === 'aal2' ? 'aal2' : 'aal1',
    created_at: s.createdAt.toISOString(),
    last_used_at: s.refreshedAt.toISOString(),
    current: s.id === auth.sessionId,
  }));
}

/** Ends one of the caller's own sessions (a lost phone, a shared computer). Someone else's: not found. */
export async function endOwnSession(
  tx: Db,
  auth: RequestAuth,
  sessionId: string,
  client: ClientInfo,
): Promise<void> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, auth.userId)))
    .returning({ id: sessions.id, userAgent: sessions.userAgent });
  if (ended.length === 0) throw CommonErrors.notFound('Session');
  await tx.insert(authAuditLog).values({
    userId: auth.userId,
    action: 'session_ended',
    ip: client.ip,
    userAgent: client.userAgent,
    payload: { session_id: sessionId, device: ended[0]?.userAgent ?? null },
  });
}

export const SECURITY_EVENTS_PAGE = 50;

/** The caller's security trail, newest first, a page at a time (`before` = the last id seen). */
export async function listSecurityEvents(
  tx: Db,
  auth: RequestAuth,
  before?: number,
): Promise<{ items: TSecurityEvent[]; next_before: number | null }> {
  const rows = await tx
    .select()
    .from(authAuditLog)
    .where(
      before === undefined
        ? eq(authAuditLog.userId, auth.userId)
        : and(eq(authAuditLog.userId, auth.userId), lt(authAuditLog.id, before)),
    )
    .orderBy(desc(authAuditLog.id))
    .limit(SECURITY_EVENTS_PAGE + 1);
  const page = rows.slice(0, SECURITY_EVENTS_PAGE);
  return {
    items: page.map((e) => ({
      id: e.id,
      action: e.action,
      description: SECURITY_EVENT_LABELS[e.action] ?? e.action,
      ip: e.ip,
      user_agent: e.userAgent,
      created_at: e.createdAt.toISOString(),
    })),
    next_before: rows.length > SECURITY_EVENTS_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The caller's names (full_name follows them) and theme preference. */
export async function updateProfile(tx: Db, auth: RequestAuth, input: TUpdateProfile): Promise<TProfile> {
  const names =
    input.first_name !== undefined && input.last_name !== undefined
      ? {
          firstName: input.first_name,
          lastName: input.last_name,
          fullName: `${input.first_name} ${input.last_name}`,
        }
      : {};
  const [row] = await tx
    .update(profiles)
    .set({ ...names, ...(input.theme_preference ? { themePreference: input.theme_preference } : {}) })
    .where(eq(profiles.id, auth.userId))
    .returning();
  if (!row) throw CommonErrors.notFound('Profile');
  return profileJson(row);
}
