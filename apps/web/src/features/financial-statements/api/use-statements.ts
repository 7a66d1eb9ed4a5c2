import type { TBalanceSheet, TGeneralLedger, TProfitAndLoss, TTrialBalancePeriod } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

/**
 * The statements' queries. Their keys start with 'ledger', so a posting (which invalidates every
 * ledger query) refreshes them too.
 */
export const statementKeys = {
  profitAndLoss: (q: string) => ['ledger', 'statements', 'profit-and-loss', q] as const,
  balanceSheet: (q: string) => ['ledger', 'statements', 'balance-sheet', q] as const,
  generalLedger: (q: string) => ['ledger', 'statements', 'general-ledger', q] as const,
  trialBalancePeriod: (q: string) => ['ledger', 'trial-balance-period', q] as const,
};

/** A query string of the parameters that are set. */
export function statementQuery(params: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) q.set(key, value);
  return q.toString();
}

export function useProfitAndLoss(query: string, isEnabled: boolean) {
  return useQuery({
    queryKey: statementKeys.profitAndLoss(query),
    queryFn: () => apiFetch<TProfitAndLoss>(`/api/v1/reports/profit-and-loss?${query}`),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

export function useBalanceSheet(query: string, isEnabled: boolean) {
  return useQuery({
    queryKey: statementKeys.balanceSheet(query),
    queryFn: () => apiFetch<TBalanceSheet>(`/api/v1/reports/balance-sheet?${query}`),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

export function useGeneralLedger(query: string, isEnabled: boolean) {
  return useQuery({
    queryKey: statementKeys.generalLedger(query),
    queryFn: () => apiFetch<TGeneralLedger>(`/api/v1/reports/general-ledger?${query}`),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

export function useTrialBalancePeriod(query: string, isEnabled: boolean) {
  return useQuery({
    queryKey: statementKeys.trialBalancePeriod(query),
    queryFn: () => apiFetch<TTrialBalancePeriod>(`/api/v1/ledger/trial-balance/period?${query}`),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
