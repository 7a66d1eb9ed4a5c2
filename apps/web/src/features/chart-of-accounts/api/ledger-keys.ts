/**
 * Every ledger query starts with 'ledger' (chart balances, opening balances, trial balance, account
 * detail): a change to an account or a posting refreshes them all with one invalidation. The cost
 * categories' account picker ('chart-of-accounts', 'active') is refreshed with it.
 */
export const ledgerKeys = {
  all: ['ledger'] as const,
  chart: (params: { search: string; includeInactive: boolean; asOf: string }) =>
    ['ledger', 'chart', params] as const,
  openingBalances: ['ledger', 'opening-balances'] as const,
  trialBalance: (asOf: string) => ['ledger', 'trial-balance', asOf] as const,
  accountDetail: (id: string, params: { from: string; to: string; cursor: string | null }) =>
    ['ledger', 'account-detail', id, params] as const,
};

/** The account pickers elsewhere (cost categories) read the plain account list. */
export const ACCOUNT_PICKER_KEY = ['chart-of-accounts'] as const;
