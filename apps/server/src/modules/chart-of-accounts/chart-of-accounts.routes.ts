import { ZAccount, ZAccountListQuery } from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { apiRoute, callerOf, jsonResponse, newApi, tenantCaller } from '../../lib/api-route.ts';
import { withTenant } from '../../lib/tenant.ts';
import { findAccounts } from './find-accounts.ts';

/** The chart of accounts, read-only until the accounting module (spec §3). */
export function chartOfAccountsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/chart-of-accounts',
      tags: ['Chart of accounts'],
      summary: 'Accounts ordered by account_number; active=true: only the active ones (GL account pickers)',
      request: { query: ZAccountListQuery },
      responses: { 200: jsonResponse('Accounts', z.object({ items: z.array(ZAccount) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) => findAccounts(tx, caller, query));
      return c.json({ items }, 200);
    },
  );

  return api;
}
