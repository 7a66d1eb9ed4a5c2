import type { TAccountWithBalance } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { ledgerKeys } from './ledger-keys';

/** One account with its balance today and whether it has postings. */
export function useGetAccount(id: string) {
  return useQuery({
    queryKey: [...ledgerKeys.all, 'account', id] as const,
    queryFn: () => apiFetch<TAccountWithBalance>(`/api/v1/chart-of-accounts/${encodeURIComponent(id)}`),
  });
}
