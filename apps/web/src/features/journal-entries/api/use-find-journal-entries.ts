import type { TJournalEntrySummary, TPage } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { journalKeys, type TJournalListParams } from './journal-keys';

/** One page of the company's journal entries, newest first. */
export function useFindJournalEntries(params: TJournalListParams) {
  return useQuery({
    queryKey: journalKeys.list(params),
    queryFn: () => {
      const query = new URLSearchParams({
        page: String(params.page),
        pageSize: String(params.pageSize),
        status: params.status,
      });
      if (params.search) query.set('search', params.search);
      if (params.from) query.set('from', params.from);
      if (params.to) query.set('to', params.to);
      if (params.sourceType) query.set('source_type', params.sourceType);
      return apiFetch<TPage<TJournalEntrySummary>>(`/api/v1/journal-entries?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}
