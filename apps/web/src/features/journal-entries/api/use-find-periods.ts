import type { TPeriods } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { journalKeys } from './journal-keys';

/** A fiscal year's twelve periods, open or closed, and the close / reopen history; null: the current year. */
export function useFindPeriods(fiscalYear: number | null) {
  return useQuery({
    queryKey: journalKeys.periods(fiscalYear),
    queryFn: () => {
      const query = fiscalYear === null ? '' : `?${new URLSearchParams({ fiscal_year: String(fiscalYear) })}`;
      return apiFetch<TPeriods>(`/api/v1/ledger/periods${query}`);
    },
    placeholderData: keepPreviousData,
  });
}
