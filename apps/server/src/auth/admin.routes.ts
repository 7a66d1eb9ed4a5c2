import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { readBearer } from '../lib/request-auth.ts';
import { withSystem } from '../lib/tenant.ts';
import { AuthError, AuthErrors } from './auth-errors.ts';
import { checkPassword, EMAIL_RE, normalizeEmail, readBody, str } from './auth-input.ts';
import { createUserWithProfile } from './create-user.ts';
import { verifyApiKey } from './keys.ts';
import { hashPassword } from './passwords.ts';
import { userJson } from './user-json.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GoTrue's admin API (the part operators and the product's own server need first), authorised only by
 * the service-role key. Issue #3 completes it (update, delete, ban, generate_link, invite, factors).
 */
export function adminRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const tx = <T>(fn: (t: Db) => Promise<T>) => withSystem(deps.database.db, 'auth admin API', fn);

  app.use('*', async (c: Context<AppEnv>, next) => {
    const token = readBearer(c);
    if (!token) throw AuthErrors.noAuthorization();
    if ((await verifyApiKey(deps.keys, token)) !== 'service_role') {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
    await next();
  });

  app.post('/users', async (c) => {
    const body = await readBody(c);
    const email = normalizeEmail(body.email);
    if (!email || !EMAIL_RE.test(email)) throw AuthErrors.invalidEmail();
    const password = str(body.password);
    if (password !== undefined) checkPassword(password);
    const metadata =
      body.user_metadata && typeof body.user_metadata === 'object'
        ? (body.user_metadata as Record<string, unknown>)
        : {};
    const encrypted = password ? await hashPassword(password) : null;
    const user = await tx((t) =>
      createUserWithProfile(t, {
        email,
        encryptedPassword: encrypted,
        metadata,
        confirmed: body.email_confirm === true,
        // A password set by an administrator is temporary: the person changes it at first sign-in.
        passwordChanged: false,
      }),
    );
    return c.json(userJson(user));
  });

  app.get('/users/:id', async (c) => {
    const id = c.req.param('id');
    if (!UUID_RE.test(id)) throw AuthErrors.validation('user id must be a UUID');
    const [user] = await tx((t) => t.select().from(users).where(eq(users.id, id)));
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
    return c.json(userJson(user));
  });

  return app;
}
