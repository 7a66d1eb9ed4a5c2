import type { TJournalEntry } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { journalKeys } from './journal-keys';

export function useGetJournalEntry(id: string) {
  return useQuery({
    queryKey: journalKeys.detail(id),
    queryFn: () => apiFetch<TJournalEntry>(`/api/v1/journal-entries/${encodeURIComponent(id)}`),
  });
}
