import type { TTrialBalance } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { ledgerKeys } from './ledger-keys';

/** The trial balance as of a date: each account's balance on its debit or credit side. */
export function useTrialBalance(asOf: string, isEnabled = true) {
  return useQuery({
    queryKey: ledgerKeys.trialBalance(asOf),
    queryFn: () =>
      apiFetch<TTrialBalance>(`/api/v1/ledger/trial-balance?${new URLSearchParams({ as_of: asOf })}`),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
