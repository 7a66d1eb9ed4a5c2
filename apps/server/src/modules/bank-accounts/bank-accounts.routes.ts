import {
  ZApiError,
  ZCashAccountOptionList,
  ZReconBankAccount,
  ZReconBankAccountList,
  ZReconCreateBankAccount,
  ZReconUpdateBankAccount,
  ZSaveCsvProfile,
} from '@groundwork/shared';
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
import { withTenant } from '../../lib/tenant.ts';
import { loadBankAccount, loadBankAccounts } from './bank-account-json.ts';
import { findCashAccounts } from './cash-accounts.ts';
import {
  createBankAccount,
  deleteBankAccount,
  saveCsvProfile,
  updateBankAccount,
} from './save-bank-account.ts';

const TAGS = ['Bank reconciliation'];
const notFound = notFoundResponse('Bank account not found (bank_account_not_found)');
const conflict = (description: string) => ({ 409: jsonResponse(description, ZApiError) });

/**
 * Bank accounts (issue 23): each GL cash account linked to one bank account, with its opening bank
 * balance, saved CSV mapping and what is waiting in it. Reading: reconciliation:read; changes:
 * reconciliation:write.
 */
export function bankAccountRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts',
      tags: TAGS,
      summary:
        "The company's bank accounts: book balance, uncleared book items, unmatched statement lines, last and open reconciliation",
      responses: { 200: jsonResponse('Bank accounts', ZReconBankAccountList) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) => loadBankAccounts(tx, caller.organizationId));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/cash-accounts',
      tags: TAGS,
      summary: "The company's active GL cash accounts, each with the bank account linked to it (or null)",
      responses: { 200: jsonResponse('Cash accounts', ZCashAccountOptionList) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) => findCashAccounts(tx, caller.organizationId));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-accounts',
      tags: TAGS,
      summary:
        'Link a GL cash account to a bank account (name, bank, last four digits, ABA routing number, opening bank balance and date)',
      request: jsonBody(ZReconCreateBankAccount),
      responses: {
        201: jsonResponse('The bank account', ZReconBankAccount),
        ...conflict('The cash account is linked already (gl_account_linked)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createBankAccount(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/{id}',
      tags: TAGS,
      summary: 'One bank account',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The bank account', ZReconBankAccount), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(
        await withTenant(db, caller, (tx) => loadBankAccount(tx, caller.organizationId, id)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'patch',
      path: '/bank-accounts/{id}',
      tags: TAGS,
      summary:
        'Change a bank account (absent fields unchanged); the opening balance and date only while no reconciliation is finished',
      request: { params: ZIdParams, ...jsonBody(ZReconUpdateBankAccount) },
      responses: {
        200: jsonResponse('The bank account', ZReconBankAccount),
        ...notFound,
        ...conflict('The opening balance is locked by a finished reconciliation (opening_balance_locked)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateBankAccount(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'delete',
      path: '/bank-accounts/{id}',
      tags: TAGS,
      summary: 'Unlink a bank account that has no statement lines, matches or reconciliations',
      request: { params: ZIdParams },
      responses: {
        204: { description: 'Deleted' },
        ...notFound,
        ...conflict('The account has statement lines or reconciliations (bank_account_in_use)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteBankAccount(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'put',
      path: '/bank-accounts/{id}/csv-profile',
      tags: TAGS,
      summary:
        "Save the account's CSV mapping (columns, explicit date format, signs, preamble rows, encoding)",
      request: { params: ZIdParams, ...jsonBody(ZSaveCsvProfile) },
      responses: { 200: jsonResponse('The bank account', ZReconBankAccount), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { csv_profile } = c.req.valid('json');
      const account = await withTenant(db, caller, async (tx) => {
        await saveCsvProfile(tx, caller, id, csv_profile);
        return loadBankAccount(tx, caller.organizationId, id);
      });
      return c.json(account, 200);
    },
  );

  return api;
}
