import { ZChangePasswordRequest, ZDashboardBadges, ZMe } from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { apiRoute, callerOf, newApi } from '../../lib/api-route.ts';
import { withSystem, withTenant } from '../../lib/tenant.ts';
import { changePassword } from './change-password.ts';
import { getMe } from './get-me.ts';

export function meRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'session', {
      method: 'get',
      path: '/me',
      tags: ['Me'],
      summary: 'The signed-in person: profile, roles and organization',
      responses: { 200: { description: 'The caller', content: { 'application/json': { schema: ZMe } } } },
    }),
    async (c) => {
      const auth = callerOf(c);
      return c.json(await withTenant(db, auth, (tx) => getMe(tx, auth)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'session', {
      method: 'post',
      path: '/me/password',
      tags: ['Me'],
      summary: 'Change the password (current password required); ends the other sessions',
      request: {
        body: { content: { 'application/json': { schema: ZChangePasswordRequest } }, required: true },
      },
      responses: {
        200: {
          description: 'Changed',
          content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } },
        },
      },
    }),
    async (c) => {
      const auth = callerOf(c);
      const input = c.req.valid('json');
      await withSystem(db, 'own credentials', (tx) => changePassword(tx, auth, input));
      return c.json({ success: true as const }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'session', {
      method: 'get',
      path: '/dashboard',
      tags: ['Me'],
      summary: 'Dashboard badge counts by tile route (only counts above 0 are shown)',
      responses: {
        200: {
          description: 'Badge counts',
          content: { 'application/json': { schema: z.object({ badges: ZDashboardBadges }) } },
        },
      },
    }),
    (c) => {
      callerOf(c);
      // Each module adds its count here as it lands (pending change orders, invoices to approve, …).
      return c.json({ badges: {} as Record<string, number> }, 200);
    },
  );

  return api;
}
