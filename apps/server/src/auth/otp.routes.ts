import { Hono } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import type { MailMessage } from '../lib/mail.ts';
import { clientInfo } from '../lib/request-auth.ts';
import { withSystem } from '../lib/tenant.ts';
import { AuthError, AuthErrors } from './auth-errors.ts';
import { findUserByEmail, readBody, recordEvent, str, validateEmail } from './auth-input.ts';
import { createUserWithProfile } from './create-user.ts';
import { confirmationMail, issueLinkAndCode, magicLinkMail, safeRedirect, verifyUrl } from './mail-links.ts';
import { pkceFrom, startFlow } from './pkce.ts';
import { LIMITS } from './rate-limit.ts';
import { assertUserMaySignIn } from './sessions.ts';

/**
 * Password-less sign-in by e-mail (a magic link and a 6-digit code in one mail) and re-sending the
 * sign-up confirmation. Answers never say whether an account exists, except where GoTrue does
 * (`create_user: false` on an unknown address).
 */
export function otpRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, mailer } = deps;
  const db = deps.database.db;
  const app = new Hono<AppEnv>();
  const tx = <T>(fn: (t: Db) => Promise<T>) => withSystem(db, 'auth one-time codes', fn);

  app.post('/otp', async (c) => {
    const body = await readBody(c);
    if (str(body.phone)) throw AuthErrors.providerDisabled('phone');
    if (!str(body.email)) throw AuthErrors.validation('An email address or phone number is required');
    const email = validateEmail(body.email);
    const ip = clientInfo(c).ip;
    await deps.rateLimiter.consume([ip ? LIMITS.mailPerIp(ip) : null, LIMITS.mailPerEmail(email)]);
    const createUser = body.create_user !== false;
    const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'), '/dashboard');
    const pkce = pkceFrom(body);
    const mails: MailMessage[] = [];
    await tx(async (t) => {
      let user = await findUserByEmail(t, email);
      if (!user) {
        if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        user = await createUserWithProfile(t, {
          email,
          encryptedPassword: null,
          metadata: data,
          confirmed: false,
          passwordChanged: true,
        });
      }
      try {
        await assertUserMaySignIn(t, user);
      } catch {
        return; // A disabled account gets the same answer and no mail.
      }
      if (pkce) await startFlow(t, user.id, pkce, 'magiclink');
      const { token, code } = await issueLinkAndCode(t, config, user.id, 'magiclink', email);
      await recordEvent(t, user.id, 'otp_requested', clientInfo(c));
      mails.push(magicLinkMail(config, email, verifyUrl(config, token, 'magiclink', redirectTo), code));
    });
    for (const m of mails) await mailer.send(db, m);
    return c.json({});
  });

  app.post('/resend', async (c) => {
    const body = await readBody(c);
    if (str(body.phone)) throw AuthErrors.providerDisabled('phone');
    const type = str(body.type);
    if (type !== 'signup') throw AuthErrors.validation('Resend supports the type signup');
    const email = validateEmail(body.email);
    const ip = clientInfo(c).ip;
    await deps.rateLimiter.consume([ip ? LIMITS.mailPerIp(ip) : null, LIMITS.mailPerEmail(email)]);
    const redirectTo = safeRedirect(config, c.req.query('redirect_to'), '/dashboard');
    const pkce = pkceFrom(body);
    const mails: MailMessage[] = [];
    await tx(async (t) => {
      const user = await findUserByEmail(t, email);
      if (!user || user.emailConfirmedAt) return;
      if (pkce) await startFlow(t, user.id, pkce, 'signup');
      const { token, code } = await issueLinkAndCode(t, config, user.id, 'signup', email);
      mails.push(confirmationMail(email, verifyUrl(config, token, 'signup', redirectTo), code));
    });
    for (const m of mails) await mailer.send(db, m);
    return c.json({});
  });

  return app;
}
