import {
  ACCOUNT_CSV_COLUMNS,
  ZAccount,
  ZAccountImport,
  ZAccountImportResult,
  ZAccountListQuery,
  ZAccountPreview,
  ZAccountWithBalance,
  ZApiError,
  ZSaveAccount,
  ZUpdateAccount,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  tenantCaller,
  ZIdParams,
} from '../../lib/api-route.ts';
import { csvHeaders, csvStream } from '../../lib/csv-stream.ts';
import { withTenant } from '../../lib/tenant.ts';
import { accountCsvRows } from './export-accounts.ts';
import { findAccounts } from './find-accounts.ts';
import { importAccounts, previewImport } from './import-accounts.ts';
import { createAccount, deleteAccount, getAccount, updateAccount } from './save-account.ts';

const notFound = notFoundResponse('Account not found');
const conflict = { 409: jsonResponse('Number taken, system account, balance or postings', ZApiError) };

/** The chart of accounts: the pickers' list (everyone) and its upkeep (ledger roles). */
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

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/chart-of-accounts/export.csv',
      tags: ['Chart of accounts'],
      summary: 'The chart as CSV, in the columns the import reads',
      responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const rows = await withTenant(db, caller, (tx) => accountCsvRows(tx, caller.organizationId));
      const stream = csvStream(ACCOUNT_CSV_COLUMNS, 0, async () => ({ rows, after: null }));
      return c.body(stream, 200, csvHeaders('chart-of-accounts.csv')) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'post',
      path: '/chart-of-accounts/import/preview',
      tags: ['Chart of accounts'],
      summary: 'What importing these CSV rows would do, with every reason a row is refused',
      request: jsonBody(ZAccountImport),
      responses: { 200: jsonResponse('Preview', ZAccountPreview) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { rows } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => previewImport(tx, caller, rows)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'post',
      path: '/chart-of-accounts/import',
      tags: ['Chart of accounts'],
      summary: 'Import the chart from CSV rows: all or nothing (400 import_invalid when any row is invalid)',
      request: jsonBody(ZAccountImport),
      responses: { 200: jsonResponse('Counts', ZAccountImportResult) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { rows } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => importAccounts(tx, caller, rows)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'post',
      path: '/chart-of-accounts',
      tags: ['Chart of accounts'],
      summary: 'Add an account; normal_balance defaults to the type’s',
      request: jsonBody(ZSaveAccount),
      responses: { 201: jsonResponse('Created', ZAccount), ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createAccount(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/chart-of-accounts/{id}',
      tags: ['Chart of accounts'],
      summary: 'One account with its balance today',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The account', ZAccountWithBalance), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => getAccount(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'patch',
      path: '/chart-of-accounts/{id}',
      tags: ['Chart of accounts'],
      summary:
        'Edit, deactivate (zero balance only) or reactivate an account; system accounts stay active and keep their type',
      request: { params: ZIdParams, ...jsonBody(ZUpdateAccount) },
      responses: { 200: jsonResponse('The account', ZAccount), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateAccount(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'delete',
      path: '/chart-of-accounts/{id}',
      tags: ['Chart of accounts'],
      summary: 'Delete an account never posted to (not a system account, no sub-accounts, no cost category)',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteAccount(tx, caller, id));
      return c.body(null, 204);
    },
  );

  return api;
}
