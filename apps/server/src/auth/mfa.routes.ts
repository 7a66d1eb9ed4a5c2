import { and, eq, lt, ne } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { mfaChallenges, mfaFactors, sessions, users } from '../db/schema/index.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { clientInfo, readBearer } from '../lib/request-auth.ts';
import { withSystem } from '../lib/tenant.ts';
import { AuthError, AuthErrors } from './auth-errors.ts';
import { readBody, recordEvent, str } from './auth-input.ts';
import { type AccessClaims, verifyAccessToken } from './keys.ts';
import { seal, unseal } from './sealed.ts';
import { sessionExists, upgradeSession } from './sessions.ts';
import { matchTotpStep, newTotpSecret, totpQrSvg, totpUri } from './totp.ts';
import { type FactorRow, loadFactors, type UserRow } from './user-json.ts';

export const MAX_FACTORS = 10;
export const CHALLENGE_TTL_SEC = 300;
/** An unverified factor older than this no longer counts and is replaced by the next enrolment. */
const UNVERIFIED_FACTOR_TTL_MS = 24 * 3600 * 1000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const MfaErrors = {
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  tooManyFactors: () =>
    new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
  nameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  challengeMismatch: () => AuthErrors.validation('MFA factor and challenge do not match'),
  verificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  insufficientAal: (what: string) => new AuthError(403, 'insufficient_aal', `AAL2 required to ${what}`),
  enrollDisabled: (type: 'phone' | 'webauthn') =>
    new AuthError(
      422,
      `mfa_${type}_enroll_not_enabled`,
      `MFA enroll is disabled for ${type === 'phone' ? 'Phone' : 'WebAuthn'}`,
    ),
} as const;

/** The factor `id` when it belongs to `userId`; 404 otherwise (another user's factor included). */
export async function ownFactor(t: Db, userId: string, id: string, lock = false): Promise<FactorRow> {
  if (!UUID_RE.test(id)) throw MfaErrors.factorNotFound();
  const q = t
    .select()
    .from(mfaFactors)
    .where(and(eq(mfaFactors.id, id), eq(mfaFactors.userId, userId)));
  const [factor] = lock ? await q.for('update') : await q;
  if (!factor) throw MfaErrors.factorNotFound();
  return factor;
}

function defaultIssuer(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return 'Groundwork';
  }
}

/**
 * GoTrue's MFA API for TOTP: enrol (secret, otpauth URI, QR as SVG), challenge (5 minutes), verify (the
 * session becomes aal2, same session id, refresh token rotated) and unenrol (a verified factor only from
 * an aal2 session).
 */
export function mfaRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const tx = <T>(fn: (t: Db) => Promise<T>) => withSystem(deps.database.db, 'auth MFA', fn);

  async function caller(c: Context<AppEnv>): Promise<{ claims: AccessClaims; user: UserRow }> {
    const token = readBearer(c);
    if (!token) throw AuthErrors.noAuthorization();
    const claims = await verifyAccessToken(deps.keys, token);
    if (!claims) throw AuthErrors.badJwt();
    return tx(async (t) => {
      if (!(await sessionExists(t, claims.session_id))) throw AuthErrors.sessionNotFound();
      const [user] = await t.select().from(users).where(eq(users.id, claims.sub));
      if (!user) throw AuthErrors.userNotFound();
      return { claims, user };
    });
  }

  app.post('/factors', async (c) => {
    const { claims, user } = await caller(c);
    const body = await readBody(c);
    const type = str(body.factor_type);
    if (type === 'phone' || type === 'webauthn') throw MfaErrors.enrollDisabled(type);
    if (type !== 'totp') throw AuthErrors.validation('factor_type needs to be totp, phone or webauthn');
    const friendlyName = str(body.friendly_name)?.trim() || null;
    if (friendlyName && friendlyName.length > 120) throw AuthErrors.validation('friendly_name is too long');
    const issuer = str(body.issuer)?.trim() || defaultIssuer(deps.config.siteUrl);
    const secret = newTotpSecret();
    const uri = totpUri(secret, issuer, user.email);
    const factor = await tx(async (t) => {
      // Serialise enrolments of one user: the count and the name check hold until commit.
      await t.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await t
        .delete(mfaFactors)
        .where(
          and(
            eq(mfaFactors.userId, user.id),
            eq(mfaFactors.status, 'unverified'),
            lt(mfaFactors.createdAt, new Date(Date.now() - UNVERIFIED_FACTOR_TTL_MS)),
          ),
        );
      const factors = await loadFactors(t, user.id);
      if (factors.some((f) => f.status === 'verified') && claims.aal !== 'aal2') {
        throw MfaErrors.insufficientAal('enroll a new factor');
      }
      if (factors.length >= MAX_FACTORS) throw MfaErrors.tooManyFactors();
      if (friendlyName && factors.some((f) => f.friendlyName === friendlyName)) {
        throw MfaErrors.nameConflict(friendlyName);
      }
      const [row] = await t
        .insert(mfaFactors)
        .values({
          userId: user.id,
          friendlyName,
          factorType: 'totp',
          status: 'unverified',
          secret: seal(deps.keys.dataKey, secret),
        })
        .returning();
      if (!row) throw new Error('factor insert failed');
      await recordEvent(t, user.id, 'mfa_factor_enrolled', clientInfo(c), {
        factor_id: row.id,
        factor_type: 'totp',
      });
      return row;
    });
    return c.json({
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendlyName ?? '',
      // Raw SVG: @supabase/auth-js prefixes `data:image/svg+xml;utf-8,` itself (as GoTrue answers).
      totp: { qr_code: await totpQrSvg(uri), secret, uri },
    });
  });

  app.post('/factors/:id/challenge', async (c) => {
    const { user } = await caller(c);
    const factorId = c.req.param('id');
    const challenge = await tx(async (t) => {
      const factor = await ownFactor(t, user.id, factorId);
      const [row] = await t
        .insert(mfaChallenges)
        .values({ factorId: factor.id, ip: clientInfo(c).ip })
        .returning();
      if (!row) throw new Error('challenge insert failed');
      return row;
    });
    return c.json({
      id: challenge.id,
      type: 'totp',
      expires_at: Math.floor(challenge.createdAt.getTime() / 1000) + CHALLENGE_TTL_SEC,
    });
  });

  app.post('/factors/:id/verify', async (c) => {
    const { claims, user } = await caller(c);
    await deps.rateLimiter.consume([{ key: `mfa_verify:user:${user.id}`, limit: 15, windowSec: 300 }]);
    const body = await readBody(c);
    const challengeId = str(body.challenge_id) ?? '';
    const code = str(body.code)?.trim() ?? '';
    if (!challengeId || !code) throw AuthErrors.validation('challenge_id and code are required');
    const factorId = c.req.param('id');
    const client = clientInfo(c);
    const result = await tx(async (t) => {
      const factor = await ownFactor(t, user.id, factorId, true);
      if (!UUID_RE.test(challengeId)) throw MfaErrors.challengeMismatch();
      const [challenge] = await t
        .select()
        .from(mfaChallenges)
        .where(eq(mfaChallenges.id, challengeId))
        .for('update');
      if (!challenge || challenge.factorId !== factor.id) throw MfaErrors.challengeMismatch();
      const age = (Date.now() - challenge.createdAt.getTime()) / 1000;
      if (challenge.verifiedAt || age > CHALLENGE_TTL_SEC) throw MfaErrors.challengeExpired(challenge.id);
      // Rows enrolled before secrets were sealed (development data) are read as they are.
      const secret = factor.secret.startsWith('v1:')
        ? unseal(deps.keys.dataKey, factor.secret)
        : factor.secret;
      const step = matchTotpStep(secret, code);
      // A code is good for one time step only: a step already accepted is refused (no replay).
      if (step === null || (factor.lastUsedStep !== null && step <= factor.lastUsedStep)) {
        return MfaErrors.verificationFailed();
      }
      const now = new Date();
      await t.update(mfaChallenges).set({ verifiedAt: now }).where(eq(mfaChallenges.id, challenge.id));
      await t
        .update(mfaFactors)
        .set({ status: 'verified', lastUsedStep: step, updatedAt: now })
        .where(eq(mfaFactors.id, factor.id));
      const session = await upgradeSession(t, deps, user, claims.session_id, 'totp');
      if (factor.status !== 'verified') {
        // A newly verified factor raises the bar: the account's other aal1 sessions end.
        await t
          .delete(sessions)
          .where(
            and(eq(sessions.userId, user.id), eq(sessions.aal, 'aal1'), ne(sessions.id, claims.session_id)),
          );
      }
      await recordEvent(t, user.id, 'mfa_factor_verified', client, { factor_id: factor.id });
      return session;
    });
    if (result instanceof AuthError) {
      await tx((t) => recordEvent(t, user.id, 'mfa_verify_failed', client, { factor_id: factorId }));
      throw result;
    }
    return c.json(result);
  });

  app.delete('/factors/:id', async (c) => {
    const { claims, user } = await caller(c);
    const factorId = c.req.param('id');
    await tx(async (t) => {
      const factor = await ownFactor(t, user.id, factorId, true);
      if (factor.status === 'verified' && claims.aal !== 'aal2') {
        throw MfaErrors.insufficientAal('unenroll verified factor');
      }
      await t.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
      await recordEvent(t, user.id, 'mfa_factor_deleted', clientInfo(c), { factor_id: factor.id });
    });
    return c.json({ id: factorId });
  });

  return app;
}
