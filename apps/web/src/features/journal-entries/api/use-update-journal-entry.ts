import type { TJournalEntry, TSaveJournalEntryInput } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { invalidateLedger } from './invalidate-ledger';
import { journalKeys } from './journal-keys';

/** Replaces a draft's date, memo and lines; `post: true` posts it. */
export function useUpdateJournalEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveJournalEntryInput) =>
      apiFetch<TJournalEntry>(`/api/v1/journal-entries/${encodeURIComponent(id)}`, {
        method: 'PUT',
        json: input,
      }),
    onSuccess: (entry) => {
      queryClient.setQueryData(journalKeys.detail(entry.id), entry);
      void invalidateLedger(queryClient);
    },
  });
}
