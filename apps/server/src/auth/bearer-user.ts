import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { users } from '../db/schema/index.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { readBearer } from '../lib/request-auth.ts';
import { withSystem } from '../lib/tenant.ts';
import { AuthErrors } from './auth-errors.ts';
import { type AccessClaims, verifyAccessToken } from './keys.ts';
import { sessionExists } from './sessions.ts';
import type { UserRow } from './user-json.ts';

/** The caller of a GoTrue user endpoint: a valid access token whose session still exists. */
export async function bearerUser(
  deps: AppDeps,
  c: Context<AppEnv>,
): Promise<{ claims: AccessClaims; user: UserRow }> {
  const token = readBearer(c);
  if (!token) throw AuthErrors.noAuthorization();
  const claims = await verifyAccessToken(deps.keys, token);
  if (!claims) throw AuthErrors.badJwt();
  return withSystem(deps.database.db, 'auth: resolve user', async (t) => {
    if (!(await sessionExists(t, claims.session_id))) throw AuthErrors.sessionNotFound();
    const [user] = await t.select().from(users).where(eq(users.id, claims.sub));
    if (!user) throw AuthErrors.userNotFound();
    return { claims, user };
  });
}
