import type { TAccountWithBalance } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { ledgerKeys } from './ledger-keys';

export type TChartParams = { search: string; includeInactive: boolean; asOf: string };

/** The chart with each account's balance as of `asOf` (ordered by number; the page groups it). */
export function useFindChart(params: TChartParams) {
  return useQuery({
    queryKey: ledgerKeys.chart(params),
    queryFn: () => {
      const query = new URLSearchParams({ as_of: params.asOf });
      if (params.search) query.set('search', params.search);
      if (params.includeInactive) query.set('include_inactive', 'true');
      return apiFetch<{ items: TAccountWithBalance[] }>(`/api/v1/ledger/chart?${query}`);
    },
    // Typing in the search box keeps the last list on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
