import type { AppDeps } from '../../deps.ts';
import { notFoundResponse, tenantRunner } from '../../lib/api-route.ts';

/*
 * What the bank reconciliation routes (issue 23: bank accounts, statements, matching, reconciliations)
 * share: the tenant transaction of a request and the answers their OpenAPI documents repeat.
 */

export const BANK_TAGS = ['Bank reconciliation'];

/** One tenant transaction for the request's caller: `c.json(await run(c, (tx, caller) => …), 200)`. */
export const bankRunner = (deps: AppDeps) => tenantRunner(deps);

export type TBankRunner = ReturnType<typeof bankRunner>;

export const bankAccountNotFound = notFoundResponse('Bank account not found (bank_account_not_found)');
