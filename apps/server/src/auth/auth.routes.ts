import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { isUnstorableText } from '../lib/db-errors.ts';
import { unavailableDependency } from '../lib/error-handler.ts';
import type { MailMessage } from '../lib/mail.ts';
import { clientInfo, readBearer } from '../lib/request-auth.ts';
import { withSystem } from '../lib/tenant.ts';
import {
  applyEmailChange,
  assertReauthenticated,
  changeCredentials,
  issueReauthenticationNonce,
  requestEmailChange,
} from './account.ts';
import { adminRoutes, inviteRoutes } from './admin.routes.ts';
import { AuthError, AuthErrors } from './auth-errors.ts';
import {
  API_VERSION,
  checkPassword,
  findUserByEmail,
  normalizeEmail,
  readBody,
  recordEvent,
  str,
  validateEmail,
} from './auth-input.ts';
import { bearerUser } from './bearer-user.ts';
import { createUserWithProfile } from './create-user.ts';
import { disabledFeatureRoutes } from './disabled-features.ts';
import { verifyAccessToken } from './keys.ts';
import {
  confirmationMail,
  consumeEmailCode,
  consumeLinkToken,
  issueLinkAndCode,
  issueLinkToken,
  recoveryMail,
  safeRedirect,
  VERIFY_TYPES,
  verifyUrl,
} from './mail-links.ts';
import { mfaRoutes } from './mfa.routes.ts';
import { otpRoutes } from './otp.routes.ts';
import { assertMayTryPassword, countWrongPassword } from './password-guessing.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { exchangeAuthCode, issueAuthCode, pkceFrom, startFlow } from './pkce.ts';
import { LIMITS } from './rate-limit.ts';
import {
  assertUserMaySignIn,
  confirmByTemporaryPassword,
  endSessions,
  refreshSession,
  type SessionJson,
  startSession,
} from './sessions.ts';
import { hasVerifiedFactor, loadFactors, mergeMetadata, userJson } from './user-json.ts';

/** The /auth/v1 service: the GoTrue endpoints @supabase/supabase-js calls (spec §7). */
export function authRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, keys, mailer } = deps;
  const limits = deps.rateLimiter;
  const db = deps.database.db;
  const app = new Hono<AppEnv>();
  const tx = <T>(fn: (tx: Db) => Promise<T>) => withSystem(db, 'auth service', fn);
  const sendAll = async (mails: MailMessage[]) => {
    for (const m of mails) await mailer.send(db, m);
  };

  app.use('*', async (c, next) => {
    await next();
    c.header('x-supabase-api-version', API_VERSION);
    c.header('cache-control', 'no-store');
  });

  app.onError((err, c) => {
    if (err instanceof AuthError) {
      c.header('x-supabase-api-version', API_VERSION);
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
      return c.json(err.body(), err.status);
    }
    if (isUnstorableText(err)) {
      c.get('logger').warn({ err }, 'auth input the database cannot store');
      return c.json(
        {
          code: 400,
          error_code: 'validation_failed',
          msg: 'The request contains text that cannot be stored',
        },
        400,
      );
    }
    const unavailable = unavailableDependency(err, c);
    if (unavailable) {
      return c.json({ code: 503, error_code: unavailable.code, msg: unavailable.message }, 503);
    }
    c.get('logger').error({ err }, 'auth service error');
    return c.json(
      { code: 500, error_code: 'unexpected_failure', msg: 'Unexpected failure, please try again' },
      500,
    );
  });

  const requireUser = (c: Context<AppEnv>) => bearerUser(deps, c);

  app.get('/settings', (c) =>
    c.json({
      external: {
        email: true,
        phone: false,
        anonymous_users: false,
        google: false,
        github: false,
        azure: false,
      },
      disable_signup: false,
      mailer_autoconfirm: config.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.get('/.well-known/jwks.json', (c) => {
    c.header('cache-control', 'public, max-age=600');
    return c.json({ keys: [keys.publicJwk] });
  });

  app.get('/health', (c) =>
    c.json({ version: 'groundwork', name: 'GoTrue', description: 'Groundwork auth service' }),
  );

  app.post('/signup', async (c) => {
    const body = await readBody(c);
    const client = clientInfo(c);
    if (str(body.phone)) throw AuthErrors.providerDisabled('phone');
    // GoTrue's order (internal/api/signup.go): no address at all is an anonymous sign-in; then the
    // limit per IP; then the password (validateSignupParams); then the address (validateEmail).
    if (!str(body.email)) throw AuthErrors.anonymousDisabled();
    await limits.consume([client.ip ? LIMITS.signupPerIp(client.ip, config.signUpsPerIp) : null]);
    const password = str(body.password);
    if (!password) throw AuthErrors.signupPasswordRequired();
    checkPassword(password, config.passwordMinLength);
    const email = validateEmail(body.email);
    if (!config.autoconfirm) await limits.consume([LIMITS.mailPerEmail(email)]);
    const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'), '/dashboard');
    const pkce = pkceFrom(body);
    const encrypted = await hashPassword(password);
    const mails: MailMessage[] = [];
    const result = await tx(async (t) => {
      const user = await createUserWithProfile(t, {
        email,
        encryptedPassword: encrypted,
        metadata: data,
        confirmed: config.autoconfirm,
        passwordChanged: true,
      });
      await recordEvent(t, user.id, 'user_signedup', client);
      if (config.autoconfirm) return startSession(t, deps, user, 'password', client);
      if (pkce) await startFlow(t, user.id, pkce, 'signup');
      const { token, code } = await issueLinkAndCode(t, config, user.id, 'signup', email);
      mails.push(confirmationMail(email, verifyUrl(config, token, 'signup', redirectTo), code));
      return userJson(user);
    });
    await sendAll(mails);
    return c.json(result);
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readBody(c);
    const client = clientInfo(c);
    if (grant === 'password' || grant === 'refresh_token') {
      await limits.consume([client.ip ? LIMITS.tokenPerIp(client.ip) : null]);
    }
    if (grant === 'password') {
      if (str(body.phone)) throw AuthErrors.providerDisabled('phone');
      const email = normalizeEmail(body.email);
      const password = str(body.password);
      if (!email || !password) throw AuthErrors.missingCredentials();
      await assertMayTryPassword(limits, db, email, client);
      const user = await tx((t) => findUserByEmail(t, email));
      const ok = await verifyPassword(user?.encryptedPassword, password);
      if (!user || !ok) {
        // Recorded in its own transaction: the refusal must not roll it back.
        await tx((t) => recordEvent(t, user?.id ?? null, 'login_failed', client, { email }));
        await countWrongPassword(limits, email, client);
        throw AuthErrors.invalidCredentials();
      }
      return c.json(
        await tx(async (t) => {
          let signingIn = user;
          if (!user.emailConfirmedAt) signingIn = await confirmByTemporaryPassword(t, user);
          await assertUserMaySignIn(t, signingIn);
          await recordEvent(t, signingIn.id, 'login', client);
          return startSession(t, deps, signingIn, 'password', client);
        }),
      );
    }
    if (grant === 'refresh_token') {
      const token = str(body.refresh_token);
      if (!token) throw AuthErrors.refreshTokenNotFound();
      const result = await tx((t) => refreshSession(t, deps, token));
      if (result instanceof AuthError) throw result;
      return c.json(result);
    }
    if (grant === 'id_token') throw AuthErrors.providerDisabled('id_token');
    if (grant === 'web3') throw AuthErrors.providerDisabled('web3');
    if (grant === 'pkce') {
      const authCode = str(body.auth_code);
      const verifier = str(body.code_verifier);
      if (!authCode || !verifier) {
        throw AuthErrors.validation('invalid request: both auth code and code verifier should be non-empty');
      }
      await limits.consume([client.ip ? LIMITS.tokenPerIp(client.ip) : null]);
      return c.json(
        await tx(async (t) => {
          const flow = await exchangeAuthCode(t, authCode, verifier);
          const [user] = await t.select().from(users).where(eq(users.id, flow.userId));
          if (!user) throw AuthErrors.userNotFound();
          await assertUserMaySignIn(t, user);
          return startSession(t, deps, user, flow.authenticationMethod, client);
        }),
      );
    }
    throw AuthErrors.unsupportedGrant();
  });

  app.get('/user', async (c) => {
    const { user } = await requireUser(c);
    return c.json(userJson(user, await tx((t) => loadFactors(t, user.id))));
  });

  app.get('/reauthenticate', async (c) => {
    const { user } = await requireUser(c);
    await limits.consume([LIMITS.mailPerEmail(user.email)]);
    const mail = await tx((t) => issueReauthenticationNonce(t, config, user));
    await sendAll([mail]);
    return c.json({});
  });

  app.put('/user', async (c) => {
    const { claims, user } = await requireUser(c);
    const body = await readBody(c);
    const client = clientInfo(c);
    const password = str(body.password);
    const newEmail = str(body.email) ? validateEmail(body.email) : undefined;
    if (str(body.phone)) throw AuthErrors.providerDisabled('phone');
    // GoTrue's rule: with a verified factor, the password or the e-mail changes only from an aal2
    // session, so a stolen or guessed password alone (or a mailed link) cannot lock the owner out.
    const changesCredentials = Boolean(password) || Boolean(newEmail && newEmail !== user.email);
    if (changesCredentials && claims.aal !== 'aal2' && (await tx((t) => hasVerifiedFactor(t, user.id))))
      throw AuthErrors.insufficientAal();
    let encrypted: string | undefined;
    if (password !== undefined) {
      checkPassword(password, config.passwordMinLength);
      if (await verifyPassword(user.encryptedPassword, password)) throw AuthErrors.samePassword();
      encrypted = await hashPassword(password);
    }
    const data = body.data && typeof body.data === 'object' ? body.data : null;
    const mails: MailMessage[] = [];
    // Counted before the transaction: the limiter commits on its own connection.
    if (newEmail && newEmail !== user.email) await limits.consume([LIMITS.mailPerEmail(newEmail)]);
    const updated = await tx(async (t) => {
      const now = new Date();
      if (encrypted && config.securePasswordChange) await assertReauthenticated(t, user, str(body.nonce));
      // A new password (a reset, a completed invitation) voids every link mailed before — first, so the
      // e-mail change link asked for in the same request survives.
      if (encrypted) await changeCredentials(t, user.id, { encryptedPassword: encrypted });
      if (newEmail && newEmail !== user.email) {
        const redirectTo = safeRedirect(config, c.req.query('redirect_to'), '/settings/profile');
        mails.push(...(await requestEmailChange(t, config, user, newEmail, redirectTo)));
      }
      const [u] = await t
        .update(users)
        .set({
          updatedAt: now,
          ...(data ? { userMetadata: mergeMetadata(user.userMetadata, data) } : {}),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (encrypted) {
        await t
          .update(profiles)
          .set({ lastPasswordChange: now, passwordChanged: true })
          .where(eq(profiles.id, user.id));
        // A new password ends every other session (a thief's included).
        await endSessions(t, user.id, claims.session_id, 'others');
        await recordEvent(t, user.id, 'user_updated_password', client);
      }
      return userJson(u ?? user, await loadFactors(t, user.id));
    });
    await sendAll(mails);
    return c.json(updated);
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw AuthErrors.validation('scope must be one of global, local, others');
    }
    const token = readBearer(c);
    if (!token) throw AuthErrors.noAuthorization();
    const claims = await verifyAccessToken(keys, token);
    if (!claims) throw AuthErrors.badJwt();
    await tx(async (t) => {
      await endSessions(t, claims.sub, claims.session_id, scope);
      await recordEvent(t, claims.sub, 'logout', clientInfo(c), { scope });
    });
    return c.body(null, 204);
  });

  app.post('/recover', async (c) => {
    const body = await readBody(c);
    if (!str(body.email)) throw AuthErrors.validation('Password recovery requires an email');
    const email = validateEmail(body.email);
    const ip = clientInfo(c).ip;
    await limits.consume([ip ? LIMITS.mailPerIp(ip) : null, LIMITS.mailPerEmail(email)]);
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'), '/reset-password');
    const pkce = pkceFrom(body);
    const mails: MailMessage[] = [];
    await tx(async (t) => {
      const user = await findUserByEmail(t, email);
      // Same answer whether or not the account exists: no enumeration.
      if (!user) return;
      if (pkce) await startFlow(t, user.id, pkce, 'recovery');
      const token = await issueLinkToken(t, config, user.id, 'recovery', email);
      await t.update(users).set({ recoverySentAt: new Date() }).where(eq(users.id, user.id));
      await recordEvent(t, user.id, 'recovery_requested', clientInfo(c));
      mails.push(recoveryMail(config, user.email, verifyUrl(config, token, 'recovery', redirectTo)));
    });
    await sendAll(mails);
    return c.json({});
  });

  /**
   * Consumes a link token (or a 6-digit code sent to `email`) of `type` and signs its user in; the first
   * use confirms the address.
   */
  async function verifyLink(
    c: Context<AppEnv>,
    token: string,
    type: string,
    email?: string,
    allowPkce = false,
  ): Promise<{ session: SessionJson; code?: undefined } | { code: string; session?: undefined }> {
    const ip = clientInfo(c).ip;
    await limits.consume([ip ? LIMITS.verifyPerIp(ip) : null, email ? LIMITS.verifyPerEmail(email) : null]);
    const types = VERIFY_TYPES[type];
    if (!types)
      throw AuthErrors.validation(`Verify requires a valid type (${Object.keys(VERIFY_TYPES).join(', ')})`);
    return tx(async (t) => {
      const found = email
        ? await consumeEmailCode(t, email, token, types)
        : await consumeLinkToken(t, token, types);
      if (!found) throw AuthErrors.otpExpired();
      if (found.type === 'email_change') await applyEmailChange(t, found.userId, found.relatesTo);
      let [user] = await t.select().from(users).where(eq(users.id, found.userId));
      if (!user) throw AuthErrors.otpExpired();
      if (!user.emailConfirmedAt) {
        [user] = await t
          .update(users)
          .set({ emailConfirmedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning();
        if (!user) throw AuthErrors.otpExpired();
      }
      await assertUserMaySignIn(t, user);
      await recordEvent(t, user.id, `${found.type}_verified`, clientInfo(c));
      // A PKCE client gets a single-use code for its verifier instead of a session in the URL.
      const code = allowPkce ? await issueAuthCode(t, user.id, found.type) : null;
      if (code) return { code };
      const method = found.type === 'recovery' ? 'recovery' : 'otp';
      return { session: await startSession(t, deps, user, method, clientInfo(c)) };
    });
  }

  app.post('/verify', async (c) => {
    const body = await readBody(c);
    const type = str(body.type) ?? '';
    const tokenHash = str(body.token_hash);
    if (tokenHash) return c.json((await verifyLink(c, tokenHash, type)).session);
    const email = normalizeEmail(body.email);
    const code = str(body.token)?.trim();
    if (str(body.phone)) throw AuthErrors.providerDisabled('phone');
    if (!email || !code)
      throw AuthErrors.validation('Verify requires either a token_hash, or an email and a token');
    return c.json((await verifyLink(c, code, type, email)).session);
  });

  /** The e-mailed link: verify, then redirect back into the product with the session in the fragment. */
  app.get('/verify', async (c) => {
    const type = c.req.query('type') ?? '';
    const token = c.req.query('token') ?? '';
    const fallbackPath = type === 'recovery' ? '/reset-password' : '/dashboard';
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'), fallbackPath);
    try {
      const verified = await verifyLink(c, token, type, undefined, true);
      if (verified.code !== undefined) {
        const url = new URL(redirectTo);
        url.searchParams.set('code', verified.code);
        return c.redirect(url.toString(), 303);
      }
      const s = verified.session;
      const hash = new URLSearchParams({
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        token_type: 'bearer',
        type,
      });
      return c.redirect(`${redirectTo}#${hash.toString()}`, 303);
    } catch (err) {
      if (!(err instanceof AuthError)) throw err;
      const hash = new URLSearchParams({
        error: 'access_denied',
        error_code: err.code,
        error_description: err.code === 'otp_expired' ? 'Email link is invalid or has expired' : err.message,
      });
      return c.redirect(`${redirectTo}#${hash.toString()}`, 303);
    }
  });

  app.route('/admin', adminRoutes(deps));
  app.route('/', inviteRoutes(deps));
  app.route('/', otpRoutes(deps));

  // Not available on a self-hosted install without outside providers: a clear GoTrue-shaped answer.
  app.get('/authorize', () => {
    throw AuthErrors.providerDisabled('oauth');
  });
  app.route('/', mfaRoutes(deps));
  app.route('/', disabledFeatureRoutes(deps));
  app.all('*', () => {
    throw new AuthError(404, 'not_found', 'Not found');
  });

  return app;
}
