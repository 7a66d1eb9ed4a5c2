import {
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
  conflictResponse,
  deletedResponse,
  jsonBody,
  jsonResponse,
  newApi,
  ZIdParams,
} from '../../lib/api-route.ts';
import { loadBankAccount, loadBankAccounts } from './bank-account-json.ts';
import { BANK_TAGS, bankAccountNotFound, bankRunner } from './bank-route-helpers.ts';
import { findCashAccounts } from './cash-accounts.ts';
import {
  createBankAccount,
  deleteBankAccount,
  saveCsvProfile,
  updateBankAccount,
} from './save-bank-account.ts';

/**
 * Bank accounts (issue 23): each GL cash account linked to one bank account, with its opening bank
 * balance, saved CSV mapping and what is waiting in it. Reading: reconciliation:read; changes:
 * reconciliation:write.
 */
export function bankAccountRoutes(deps: AppDeps) {
  const run = bankRunner(deps);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts',
      tags: BANK_TAGS,
      summary:
        "The company's bank accounts: book balance, uncleared book items, unmatched statement lines, last and open reconciliation",
      responses: { 200: jsonResponse('Bank accounts', ZReconBankAccountList) },
    }),
    async (c) => {
      const items = await run(c, (tx, caller) => loadBankAccounts(tx, caller.organizationId));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/cash-accounts',
      tags: BANK_TAGS,
      summary: "The company's active GL cash accounts, each with the bank account linked to it (or null)",
      responses: { 200: jsonResponse('Cash accounts', ZCashAccountOptionList) },
    }),
    async (c) => {
      const items = await run(c, (tx, caller) => findCashAccounts(tx, caller.organizationId));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-accounts',
      tags: BANK_TAGS,
      summary:
        'Link a GL cash account to a bank account (name, bank, last four digits, ABA routing number, opening bank balance and date)',
      request: jsonBody(ZReconCreateBankAccount),
      responses: {
        201: jsonResponse('The bank account', ZReconBankAccount),
        ...conflictResponse('The cash account is linked already (gl_account_linked)'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => createBankAccount(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/{id}',
      tags: BANK_TAGS,
      summary: 'One bank account',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The bank account', ZReconBankAccount), ...bankAccountNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => loadBankAccount(tx, caller.organizationId, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'patch',
      path: '/bank-accounts/{id}',
      tags: BANK_TAGS,
      summary:
        'Change a bank account (absent fields unchanged); the opening balance and date only while no reconciliation is finished',
      request: { params: ZIdParams, ...jsonBody(ZReconUpdateBankAccount) },
      responses: {
        200: jsonResponse('The bank account', ZReconBankAccount),
        ...bankAccountNotFound,
        ...conflictResponse(
          'The opening balance is locked by a finished reconciliation (opening_balance_locked)',
        ),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => updateBankAccount(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'delete',
      path: '/bank-accounts/{id}',
      tags: BANK_TAGS,
      summary: 'Unlink a bank account that has no statement lines, matches or reconciliations',
      request: { params: ZIdParams },
      responses: {
        ...deletedResponse,
        ...bankAccountNotFound,
        ...conflictResponse('The account has statement lines or reconciliations (bank_account_in_use)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => deleteBankAccount(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'put',
      path: '/bank-accounts/{id}/csv-profile',
      tags: BANK_TAGS,
      summary:
        "Save the account's CSV mapping (columns, explicit date format, signs, preamble rows, encoding)",
      request: { params: ZIdParams, ...jsonBody(ZSaveCsvProfile) },
      responses: { 200: jsonResponse('The bank account', ZReconBankAccount), ...bankAccountNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { csv_profile } = c.req.valid('json');
      const account = await run(c, async (tx, caller) => {
        await saveCsvProfile(tx, caller, id, csv_profile);
        return loadBankAccount(tx, caller.organizationId, id);
      });
      return c.json(account, 200);
    },
  );

  return api;
}
