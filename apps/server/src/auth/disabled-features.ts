import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { users } from '../db/schema/index.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { withSystem } from '../lib/tenant.ts';
import { AuthError } from './auth-errors.ts';
import { bearerUser } from './bearer-user.ts';

/**
 * What GoTrue answers for features this install does not offer, with the paths of its router
 * (internal/api/api.go) and the messages of its middleware (internal/api/middleware.go):
 * requirePasskeyEnabled, requireSAMLEnabled, requireOAuthServerEnabled, requireCustomOAuthEnabled,
 * requireManualLinkingEnabled. Each answers 404, so an install without the feature looks like one that
 * predates it.
 */
export const DisabledErrors = {
  passkeys: () => new AuthError(404, 'passkey_disabled', 'Passkeys are disabled'),
  saml: () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  oauthServer: () => new AuthError(404, 'feature_disabled', 'OAuth server is disabled'),
  customOAuth: () => new AuthError(404, 'feature_disabled', 'Custom OAuth providers are disabled'),
  manualLinking: () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
} as const;

const refuse = (error: () => AuthError) => () => {
  throw error();
};

/** The public and signed-in paths; the feature check comes where GoTrue's router puts it. */
export function disabledFeatureRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Before any authentication, as `r.Route("/passkeys", …)` uses requirePasskeyEnabled first.
  app.all('/passkeys', refuse(DisabledErrors.passkeys));
  app.all('/passkeys/*', refuse(DisabledErrors.passkeys));
  app.all('/sso', refuse(DisabledErrors.saml));
  app.all('/sso/*', refuse(DisabledErrors.saml));
  app.all('/oauth/*', refuse(DisabledErrors.oauthServer));
  app.get('/.well-known/oauth-authorization-server', refuse(DisabledErrors.oauthServer));
  // Under `/user`, which requires a signed-in user before its sub-routes' checks.
  const signedIn = (error: () => AuthError) => async (c: Context<AppEnv>) => {
    await bearerUser(deps, c);
    throw error();
  };
  app.all('/user/identities', signedIn(DisabledErrors.manualLinking));
  app.all('/user/identities/*', signedIn(DisabledErrors.manualLinking));
  app.all('/user/oauth/grants', signedIn(DisabledErrors.oauthServer));
  return app;
}

/** The admin paths (behind the service-role check): OAuth clients, custom providers, passkeys. */
export function disabledAdminFeatures(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.all('/oauth/*', refuse(DisabledErrors.oauthServer));
  app.all('/custom-providers', refuse(DisabledErrors.customOAuth));
  app.all('/custom-providers/*', refuse(DisabledErrors.customOAuth));

  // AdminPasskeyList / AdminPasskeyDelete are not behind requirePasskeyEnabled: the user is loaded, and
  // with passkeys off nobody has one.
  const loadUser = async (c: Context<AppEnv>) => {
    const id = c.req.param('id') ?? '';
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
      throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
    const [user] = await withSystem(deps.database.db, 'auth admin API', (t) =>
      t.select({ id: users.id }).from(users).where(eq(users.id, id)),
    );
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  };
  app.get('/users/:id/passkeys', async (c) => {
    await loadUser(c);
    return c.json([]);
  });
  app.delete('/users/:id/passkeys/:passkeyId', async (c) => {
    await loadUser(c);
    throw new AuthError(404, 'validation_failed', 'Passkey not found');
  });
  return app;
}
