import { and, eq, ne, sql } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import { type Db, rowsOf } from '../db/client.ts';
import { authAuditLog, profiles, refreshTokens, sessions, users } from '../db/schema/index.ts';
import { everyCompanyInactive } from '../lib/company-status.ts';
import { AuthError, AuthErrors } from './auth-errors.ts';
import { type SigningKeys, signJwt } from './keys.ts';
import { digest, randomToken } from './tokens.ts';
import { loadFactors, type UserRow, userJson, userMetadataJson } from './user-json.ts';

export type AuthDeps = { config: TConfig; keys: SigningKeys };
export type ClientInfo = { ip: string | null; userAgent: string | null };
export type Amr = { method: string; timestamp: number };

export type SessionJson = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
};

async function accessToken(deps: AuthDeps, user: UserRow, sessionId: string, aal: string, amr: Amr[]) {
  return signJwt(
    deps.keys,
    {
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: userMetadataJson(user),
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: false,
    },
    deps.config.accessTokenTtl,
  );
}

async function sessionJson(
  tx: Db,
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  refresh: string,
  aal: string,
  amr: Amr[],
): Promise<SessionJson> {
  const ttl = deps.config.accessTokenTtl;
  return {
    access_token: await accessToken(deps, user, sessionId, aal, amr),
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: Math.floor(Date.now() / 1000) + ttl,
    refresh_token: refresh,
    user: userJson(user, await loadFactors(tx, user.id)),
  };
}

async function insertRefreshToken(tx: Db, userId: string, sessionId: string, parentId: number | null) {
  const token = randomToken(24);
  await tx.insert(refreshTokens).values({ tokenHash: digest(token), userId, sessionId, parentId });
  return token;
}

/** Starts a session (sign-in, verified link) and returns GoTrue's session JSON. */
export async function startSession(
  tx: Db,
  deps: AuthDeps,
  user: UserRow,
  method: string,
  client: ClientInfo,
): Promise<SessionJson> {
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const [session] = await tx
    .insert(sessions)
    .values({
      userId: user.id,
      aal: 'aal1',
      amr,
      ip: client.ip,
      userAgent: client.userAgent,
      notAfter: deps.config.sessionTimebox ? new Date(Date.now() + deps.config.sessionTimebox * 1000) : null,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert failed');
  const [updated] = await tx
    .update(users)
    .set({ lastSignInAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  const refresh = await insertRefreshToken(tx, user.id, session.id, null);
  return sessionJson(tx, deps, updated ?? user, session.id, refresh, 'aal1', amr);
}

/**
 * Raises a live session to aal2 after a second factor was verified: the same session id, `method` first in
 * its amr, and a rotated refresh token (the chain's active token is revoked, a new one issued).
 */
export async function upgradeSession(
  tx: Db,
  deps: AuthDeps,
  user: UserRow,
  sessionId: string,
  method: string,
): Promise<SessionJson> {
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
  if (!session) throw AuthErrors.sessionNotFound();
  const now = new Date();
  const previous = (session.amr as Amr[]).filter((a) => a.method !== method);
  const amr = [{ method, timestamp: Math.floor(now.getTime() / 1000) }, ...previous];
  await tx.update(sessions).set({ aal: 'aal2', amr, refreshedAt: now }).where(eq(sessions.id, sessionId));
  const revoked = await tx
    .update(refreshTokens)
    .set({ revoked: true, revokedAt: now })
    .where(and(eq(refreshTokens.sessionId, sessionId), eq(refreshTokens.revoked, false)))
    .returning({ id: refreshTokens.id });
  const [parent] = revoked.sort((a, b) => b.id - a.id);
  const refresh = await insertRefreshToken(tx, user.id, sessionId, parent?.id ?? null);
  return sessionJson(tx, deps, user, sessionId, refresh, 'aal2', amr);
}

/**
 * An invited account (password set by an administrator, `password_changed` false) may sign in with that
 * temporary password before following the e-mailed link: the administrator vouched for the address,
 * which counts as confirmed from then on. Any other unconfirmed account is refused.
 */
export async function confirmByTemporaryPassword(tx: Db, user: UserRow): Promise<UserRow> {
  const [profile] = await tx
    .select({ passwordChanged: profiles.passwordChanged })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  if (profile?.passwordChanged !== false) throw AuthErrors.emailNotConfirmed();
  const [confirmed] = await tx
    .update(users)
    .set({ emailConfirmedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return confirmed ?? user;
}

/** Whether the account may hold a session: not banned, profile active. */
export async function assertUserMaySignIn(tx: Db, user: UserRow): Promise<void> {
  if (user.bannedUntil && user.bannedUntil.getTime() > Date.now()) throw AuthErrors.userBanned();
  // One query: the profile's switch and whether every company of the person has been deactivated.
  const [state] = await tx
    .select({ isActive: profiles.isActive, companiesInactive: everyCompanyInactive(sql`${user.id}::uuid`) })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  if (state && !state.isActive) throw AuthErrors.userBanned();
  if (state?.companiesInactive) throw AuthErrors.companyInactive();
}

/**
 * Rotates a refresh token. Each token works once; a token already rotated is accepted again only
 * within the reuse window (parallel tabs), and otherwise ends the whole session (the family): it was
 * stolen or replayed. Refusals that end sessions are returned, not thrown, so the transaction commits
 * the revocation.
 */
export async function refreshSession(
  tx: Db,
  deps: AuthDeps,
  token: string,
): Promise<SessionJson | AuthError> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)))
    .for('update');
  if (!row) throw AuthErrors.refreshTokenNotFound();
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, row.sessionId)).for('update');
  if (!session) throw AuthErrors.refreshTokenNotFound();
  const inactiveFor = (Date.now() - session.refreshedAt.getTime()) / 1000;
  const isIdle =
    deps.config.sessionInactivityTimeout > 0 && inactiveFor > deps.config.sessionInactivityTimeout;
  if ((session.notAfter && session.notAfter.getTime() < Date.now()) || isIdle) {
    await tx.delete(sessions).where(eq(sessions.id, session.id));
    return AuthErrors.sessionExpired();
  }
  if (row.revoked) {
    const revokedAgo = row.revokedAt
      ? (Date.now() - row.revokedAt.getTime()) / 1000
      : Number.POSITIVE_INFINITY;
    if (revokedAgo > deps.config.refreshReuseWindow) {
      // Reuse outside the window: revoke the family by ending the session, and tell the owner.
      await tx.delete(sessions).where(eq(sessions.id, session.id));
      await tx.insert(authAuditLog).values({
        userId: row.userId,
        action: 'token_reuse_detected',
        userAgent: session.userAgent,
        payload: { session_id: session.id },
      });
      return AuthErrors.refreshTokenReused();
    }
  } else {
    await tx
      .update(refreshTokens)
      .set({ revoked: true, revokedAt: new Date() })
      .where(eq(refreshTokens.id, row.id));
  }
  const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw AuthErrors.refreshTokenNotFound();
  try {
    await assertUserMaySignIn(tx, user);
  } catch (e) {
    if (!(e instanceof AuthError)) throw e;
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return e;
  }
  await tx.update(sessions).set({ refreshedAt: new Date() }).where(eq(sessions.id, session.id));
  const refresh = await insertRefreshToken(tx, user.id, session.id, row.id);
  return sessionJson(tx, deps, user, session.id, refresh, session.aal, session.amr as Amr[]);
}

export async function endSessions(
  tx: Db,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'local') await tx.delete(sessions).where(eq(sessions.id, sessionId));
  else if (scope === 'others')
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId)));
  else await tx.delete(sessions).where(eq(sessions.userId, userId));
}

/** Sign-in methods that went through a link or code mailed to the account's address. */
const MAILED_METHODS = ['otp', 'magiclink', 'recovery', 'signup', 'invite', 'email_change'];

/**
 * Whether the session was opened (or later raised) by a link or code mailed to the account: proof
 * that the caller reads that mailbox, which a password — or an auto-confirmed sign-up — is not.
 */
export async function sessionProvesEmail(tx: Db, sessionId: string): Promise<boolean> {
  const [session] = await tx.select({ amr: sessions.amr }).from(sessions).where(eq(sessions.id, sessionId));
  return ((session?.amr as Amr[] | undefined) ?? []).some((a) => MAILED_METHODS.includes(a.method));
}

export async function sessionExists(tx: Db, sessionId: string): Promise<boolean> {
  const rows = await tx.execute(
    sql`select 1 from auth.sessions where id = ${sessionId} and (not_after is null or not_after > now())`,
  );
  return rowsOf(rows).length > 0;
}
