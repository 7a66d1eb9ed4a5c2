import { ZApiError, ZOrganization, ZUpdateBranding } from '@groundwork/shared';
import type { AppDeps } from '../../deps.ts';
import { apiRoute, callerOf, jsonBody, jsonResponse, newApi, tenantCaller } from '../../lib/api-route.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { assertOwnLogoUrl } from './own-logo-url.ts';
import { updateBranding } from './update-branding.ts';

/** Company Branding (spec §2, §5, §7): the logo URL and the three brand colours. */
export function brandingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'patch',
      path: '/organization/branding',
      tags: ['Organization'],
      summary:
        'Save the logo (a URL of your folder in the company-logos store, or null) and the three brand colours (#RRGGBB)',
      request: {
        ...jsonBody(ZUpdateBranding),
      },
      responses: {
        200: jsonResponse('The organization', ZOrganization),
        400: jsonResponse('Must be a valid hex color; or logo_not_in_store', ZApiError),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      if (input.logo_url !== null) await assertOwnLogoUrl(store, caller, input.logo_url, deps.config.siteUrl);
      return c.json(await withTenant(db, caller, (tx) => updateBranding(tx, caller, input)), 200);
    },
  );

  return api;
}
