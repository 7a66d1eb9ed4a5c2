import {
  ZAccountSession,
  ZApiError,
  ZChangePasswordRequest,
  ZDashboardBadges,
  ZMe,
  ZProfile,
  ZSecurityEvent,
  ZUpdateProfile,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { apiRoute, callerOf, jsonBody, jsonResponse, newApi } from '../../lib/api-route.ts';
import { clientInfo } from '../../lib/request-auth.ts';
import { withSystem, withTenant } from '../../lib/tenant.ts';
import { endOwnSession, listSecurityEvents, listSessions, updateProfile } from './account-security.ts';
import { changePassword } from './change-password.ts';
import { dashboardBadges } from './dashboard-badges.ts';
import { getMe } from './get-me.ts';

export function meRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(
      deps,
      'session',
      {
        method: 'get',
        path: '/me',
        tags: ['Me'],
        summary: 'The signed-in person: profile, roles and organization',
        responses: { 200: { description: 'The caller', content: { 'application/json': { schema: ZMe } } } },
      },
      { beforePasswordChange: true },
    ),
    async (c) => {
      const auth = callerOf(c);
      return c.json(await withTenant(db, auth, (tx) => getMe(tx, auth)), 200);
    },
  );

  api.openapi(
    apiRoute(
      deps,
      'session',
      {
        method: 'post',
        path: '/me/password',
        tags: ['Me'],
        summary: 'Change the password (current password required); ends the other sessions',
        request: {
          ...jsonBody(ZChangePasswordRequest),
        },
        responses: {
          200: {
            description: 'Changed',
            content: { 'application/json': { schema: z.object({ success: z.literal(true) }) } },
          },
        },
      },
      { beforePasswordChange: true },
    ),
    async (c) => {
      const auth = callerOf(c);
      const input = c.req.valid('json');
      await withSystem(db, 'own credentials', (tx) => changePassword(tx, auth, input));
      return c.json({ success: true as const }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'session', {
      method: 'patch',
      path: '/me/profile',
      tags: ['Me'],
      summary: 'Update your first and last name (both) and/or your theme preference',
      request: jsonBody(ZUpdateProfile),
      responses: { 200: jsonResponse('The updated profile', ZProfile) },
    }),
    async (c) => {
      const auth = callerOf(c);
      const input = c.req.valid('json');
      return c.json(await withTenant(db, auth, (tx) => updateProfile(tx, auth, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'session', {
      method: 'get',
      path: '/me/sessions',
      tags: ['Me'],
      summary: 'Your signed-in devices, most recently used first',
      responses: { 200: jsonResponse('Sessions', z.object({ items: z.array(ZAccountSession) })) },
    }),
    async (c) => {
      const auth = callerOf(c);
      const items = await withSystem(db, 'own sessions', (tx) => listSessions(tx, auth));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'session', {
      method: 'delete',
      path: '/me/sessions/{id}',
      tags: ['Me'],
      summary: 'Sign out one of your devices',
      request: { params: z.object({ id: z.string().uuid() }) },
      responses: {
        200: jsonResponse('Ended', z.object({ success: z.literal(true) })),
        404: jsonResponse('Session not found', ZApiError),
      },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      await withSystem(db, 'own sessions', (tx) => endOwnSession(tx, auth, id, clientInfo(c)));
      return c.json({ success: true as const }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'session', {
      method: 'get',
      path: '/me/security-events',
      tags: ['Me'],
      summary: 'Your security trail (sign-ins, failures, password and authenticator changes), newest first',
      request: { query: z.object({ before: z.coerce.number().int().positive().optional() }) },
      responses: {
        200: jsonResponse(
          'A page of events',
          z.object({ items: z.array(ZSecurityEvent), next_before: z.number().int().nullable() }),
        ),
      },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { before } = c.req.valid('query');
      return c.json(
        await withSystem(db, 'own security trail', (tx) => listSecurityEvents(tx, auth, before)),
        200,
      );
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
    async (c) => {
      // Each module adds its count to dashboard-badges.ts as it lands.
      return c.json({ badges: await dashboardBadges(db, callerOf(c), c.get('requestId')) }, 200);
    },
  );

  return api;
}
