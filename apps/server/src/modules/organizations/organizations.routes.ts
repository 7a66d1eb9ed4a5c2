import {
  ZApiError,
  ZOrganization,
  ZUpdateOrganizationBusiness,
  ZUpdateOrganizationProfile,
} from '@groundwork/shared';
import type { AppDeps } from '../../deps.ts';
import { apiRoute, callerOf, jsonBody, jsonResponse, newApi, tenantCaller } from '../../lib/api-route.ts';
import { withTenant } from '../../lib/tenant.ts';
import { getOrganization } from './get-organization.ts';
import { updateOrganizationBusiness } from './update-organization-business.ts';
import { updateOrganizationProfile } from './update-organization-profile.ts';

/** The caller's own organization: its profile and business settings (spec §2 Company Profile, Business Settings). */
export function organizationRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/organization',
      tags: ['Organization'],
      summary: 'Your organization: profile, business settings and branding',
      responses: { 200: jsonResponse('The organization', ZOrganization) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      return c.json(await withTenant(db, caller, (tx) => getOrganization(tx, caller)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'patch',
      path: '/organization/profile',
      tags: ['Organization'],
      summary:
        'Edit the company profile (absent fields stay, empty ones are cleared); 409 company_number_taken when another company uses the number',
      request: {
        ...jsonBody(ZUpdateOrganizationProfile),
      },
      responses: {
        200: jsonResponse('The organization', ZOrganization),
        409: jsonResponse('The company number is used by another company (company_number_taken)', ZApiError),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateOrganizationProfile(tx, caller, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'patch',
      path: '/organization/business',
      tags: ['Organization'],
      summary:
        'Edit the business settings: default currency, fiscal year end (MM-DD), departments (assignment required follows it)',
      request: {
        ...jsonBody(ZUpdateOrganizationBusiness),
      },
      responses: { 200: jsonResponse('The organization', ZOrganization) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateOrganizationBusiness(tx, caller, input)), 200);
    },
  );

  return api;
}
