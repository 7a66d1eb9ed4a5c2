import { and, desc, eq, sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { mfaFactors, sessions, users } from '../db/schema/index.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { clientInfo, readBearer } from '../lib/request-auth.ts';
import { withSystem } from '../lib/tenant.ts';
import { changeCredentials } from './account.ts';
import { generateLink, inviteMail } from './admin-links.ts';
import { AuthError, AuthErrors } from './auth-errors.ts';
import { checkPassword, findUserByEmail, readBody, recordEvent, str, validateEmail } from './auth-input.ts';
import { createUserWithProfile } from './create-user.ts';
import { disabledAdminFeatures } from './disabled-features.ts';
import { verifyApiKey } from './keys.ts';
import { pagingLink, readPaging } from './paging.ts';
import { hashPassword } from './passwords.ts';
import { factorJson, loadFactors, mergeMetadata, userJson } from './user-json.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's `ban_duration`: 'none' lifts a ban; otherwise a Go-style duration such as '24h' or '876000h'. */
export function parseBanDuration(value: string): Date | null {
  if (value === 'none') return null;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(value);
  if (!m?.[1] || !m[2])
    throw new AuthError(
      400,
      'validation_failed',
      `invalid format for ban duration: time: invalid duration ${JSON.stringify(value)}`,
    );
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'ms' | 's' | 'm' | 'h'];
  return new Date(Date.now() + Number(m[1]) * unit);
}

/** Lets a request through only with the service-role key (a JWT with role service_role). */
export function requireServiceRole(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readBearer(c);
    if (!token) throw AuthErrors.noAuthorization();
    if ((await verifyApiKey(deps.keys, token)) !== 'service_role') {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
    await next();
  };
}

/**
 * `POST /invite` (service role): creates the account without a password and mails the invitation, whose
 * link signs the person in and lands on the page where they choose their password.
 */
export function inviteRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/invite', requireServiceRole(deps), async (c) => {
    const body = await readBody(c);
    const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
    const { made, mail } = await withSystem(deps.database.db, 'auth invite', async (t) => {
      const link = await generateLink(t, deps.config, {
        type: 'invite',
        email: body.email,
        data,
        redirectTo: c.req.query('redirect_to') ?? str(body.redirect_to),
      });
      await recordEvent(t, link.user.id, 'user_invited', clientInfo(c));
      return { made: link, mail: inviteMail(deps.config, link.user.email, link.action_link, link.email_otp) };
    });
    await deps.mailer.send(deps.database.db, mail);
    return c.json(userJson(made.user));
  });
  return app;
}

/**
 * GoTrue's admin API, authorised only by the service-role key: list, create, get, update (incl. ban),
 * delete users, list or delete a user's MFA factors, and make sign-in, invitation, recovery and e-mail
 * change links without mailing them (generate_link).
 */
export function adminRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const tx = <T>(fn: (t: Db) => Promise<T>) => withSystem(deps.database.db, 'auth admin API', fn);

  app.use('*', requireServiceRole(deps));

  app.post('/users', async (c) => {
    const body = await readBody(c);
    // GoTrue's order (adminUserCreate): an address at all, its format, then the password.
    if (!str(body.email))
      throw new AuthError(400, 'validation_failed', 'Cannot create a user without either an email or phone');
    const email = validateEmail(body.email);
    const password = str(body.password);
    if (password) checkPassword(password, deps.config.passwordMinLength);
    const metadata =
      body.user_metadata && typeof body.user_metadata === 'object'
        ? (body.user_metadata as Record<string, unknown>)
        : {};
    const encrypted = password ? await hashPassword(password) : null;
    const user = await tx(async (t) => {
      if (await findUserByEmail(t, email)) throw AuthErrors.emailExists();
      return createUserWithProfile(t, {
        email,
        encryptedPassword: encrypted,
        metadata,
        confirmed: body.email_confirm === true,
        // A password set by an administrator is temporary: the person changes it at first sign-in.
        passwordChanged: false,
      });
    });
    return c.json(userJson(user));
  });

  app.post('/generate_link', async (c) => {
    const body = await readBody(c);
    const password = str(body.password);
    const data = body.data && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
    const link = await tx(async (t) => {
      const made = await generateLink(t, deps.config, {
        type: str(body.type),
        email: body.email,
        password,
        data,
        newEmail: body.new_email,
        redirectTo: str(body.redirect_to) ?? c.req.query('redirect_to'),
      });
      await recordEvent(t, made.user.id, 'admin_link_generated', clientInfo(c), { type: body.type });
      return { made, factors: await loadFactors(t, made.user.id) };
    });
    const { user, ...properties } = link.made;
    // GoTrue answers the user with the link's properties beside it; auth-js splits them apart.
    return c.json({ ...userJson(user, link.factors), ...properties });
  });

  const userId = (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!UUID_RE.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
    return id;
  };
  const notFound = () => new AuthError(404, 'user_not_found', 'User not found');

  // GoTrue's adminUsers: page/per_page as unsigned integers, newest first, and the Link (next, last)
  // and X-Total-Count headers auth-js's listUsers reads its paging from.
  app.get('/users', async (c) => {
    const paging = readPaging(c.req.query('page'), c.req.query('per_page'));
    const { rows, total } = await tx(async (t) => {
      const [count] = await t.select({ n: sql<number>`count(*)::int` }).from(users);
      const found = await t
        .select()
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(paging.perPage)
        .offset((paging.page - 1) * paging.perPage);
      return { rows: found, total: count?.n ?? 0 };
    });
    c.header('link', pagingLink(c.req.url, paging, total));
    c.header('x-total-count', String(total));
    return c.json({ users: rows.map((u) => userJson(u)), aud: 'authenticated' });
  });

  app.get('/users/:id', async (c) => {
    const id = userId(c);
    const [user, factors] = await tx(async (t) => {
      const [u] = await t.select().from(users).where(eq(users.id, id));
      return [u, await loadFactors(t, id)] as const;
    });
    if (!user) throw notFound();
    return c.json(userJson(user, factors));
  });

  app.get('/users/:id/factors', async (c) => {
    const id = userId(c);
    const factors = await tx(async (t) => {
      const [u] = await t.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!u) throw notFound();
      return loadFactors(t, id);
    });
    return c.json(factors.map(factorJson));
  });

  app.delete('/users/:id/factors/:factorId', async (c) => {
    const id = userId(c);
    const factorId = c.req.param('factorId') ?? '';
    if (!UUID_RE.test(factorId)) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    const deleted = await tx(async (t) => {
      const rows = await t
        .delete(mfaFactors)
        .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, id)))
        .returning({ id: mfaFactors.id });
      if (rows.length > 0)
        await recordEvent(t, id, 'mfa_factor_deleted', clientInfo(c), { by: 'admin', factor_id: factorId });
      return rows;
    });
    if (deleted.length === 0) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
    return c.json({ id: factorId });
  });

  app.put('/users/:id', async (c) => {
    const id = userId(c);
    const body = await readBody(c);
    // GoTrue's order (adminUserUpdate): the address, the ban duration, then the password.
    const email = str(body.email) ? validateEmail(body.email) : undefined;
    const banDuration = str(body.ban_duration) || undefined;
    const bannedUntil = banDuration === undefined ? undefined : parseBanDuration(banDuration);
    const password = str(body.password);
    if (password !== undefined) checkPassword(password, deps.config.passwordMinLength);
    const encrypted = password ? await hashPassword(password) : undefined;
    const updated = await tx(async (t) => {
      const [user] = await t.select().from(users).where(eq(users.id, id)).for('update');
      if (!user) throw notFound();
      if (email && email !== user.email && (await findUserByEmail(t, email))) throw AuthErrors.emailExists();
      const metadata =
        body.user_metadata && typeof body.user_metadata === 'object' ? body.user_metadata : null;
      const appMetadata =
        body.app_metadata && typeof body.app_metadata === 'object' ? body.app_metadata : null;
      const newEmail = email && email !== user.email ? email : undefined;
      if (newEmail || encrypted)
        await changeCredentials(t, id, { email: newEmail, encryptedPassword: encrypted });
      const [u] = await t
        .update(users)
        .set({
          updatedAt: new Date(),
          ...(metadata ? { userMetadata: mergeMetadata(user.userMetadata, metadata) } : {}),
          ...(appMetadata ? { appMetadata: mergeMetadata(user.appMetadata, appMetadata) } : {}),
          ...(body.email_confirm === true && !user.emailConfirmedAt ? { emailConfirmedAt: new Date() } : {}),
          ...(bannedUntil !== undefined ? { bannedUntil } : {}),
        })
        .where(eq(users.id, id))
        .returning();
      // A ban or a new password ends every session of the account at once.
      if (bannedUntil || encrypted) await t.delete(sessions).where(eq(sessions.userId, id));
      return u ?? user;
    });
    return c.json(userJson(updated));
  });

  app.delete('/users/:id', async (c) => {
    const id = userId(c);
    const deleted = await tx((t) => t.delete(users).where(eq(users.id, id)).returning({ id: users.id }));
    if (deleted.length === 0) throw notFound();
    return c.json({});
  });

  app.route('/', disabledAdminFeatures(deps));

  return app;
}
