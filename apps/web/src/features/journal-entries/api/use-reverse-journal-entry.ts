import type { TJournalEntry, TReverseJournalEntry } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { invalidateLedger } from './invalidate-ledger';
import { journalKeys } from './journal-keys';

/** Posts the reversal of a posted entry; both then link to each other. */
export function useReverseJournalEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TReverseJournalEntry) =>
      apiFetch<TJournalEntry>(`/api/v1/journal-entries/${encodeURIComponent(id)}/reverse`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: async (reversal) => {
      queryClient.setQueryData(journalKeys.detail(reversal.id), reversal);
      await invalidateLedger(queryClient);
    },
  });
}
