import { ZApiError } from '@groundwork/shared';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import {
  callerOf,
  jsonResponse,
  notFoundResponse,
  type TenantCaller,
  tenantCaller,
} from '../../lib/api-route.ts';
import { withTenant } from '../../lib/tenant.ts';

/*
 * What the bank reconciliation routes (issue 23: bank accounts, statements, matching, reconciliations)
 * share: the tenant transaction of a request and the answers their OpenAPI documents repeat.
 */

export const BANK_TAGS = ['Bank reconciliation'];

/** One tenant transaction for the request's caller: `c.json(await run(c, (tx, caller) => …), 200)`. */
export function bankRunner(deps: AppDeps) {
  const db = deps.database.db;
  return <T>(c: Context<AppEnv>, fn: (tx: Db, caller: TenantCaller) => Promise<T>): Promise<T> => {
    const caller = tenantCaller(callerOf(c), c.get('requestId'));
    return withTenant(db, caller, (tx) => fn(tx, caller));
  };
}

export type TBankRunner = ReturnType<typeof bankRunner>;

/** The 409 answer of a route: `responses: { 200: …, ...conflictResponse('Already matched') }`. */
export function conflictResponse(description: string) {
  return { 409: jsonResponse(description, ZApiError) };
}

export const deletedResponse = { 204: { description: 'Deleted' } };

export const bankAccountNotFound = notFoundResponse('Bank account not found (bank_account_not_found)');
