import type { TJournalEntry, TSaveJournalEntryInput } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { invalidateLedger } from './invalidate-ledger';
import { journalKeys } from './journal-keys';

/** A new manual entry: kept as a draft (`post: false`) or posted at once. */
export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSaveJournalEntryInput) =>
      apiFetch<TJournalEntry>('/api/v1/journal-entries', { method: 'POST', json: input }),
    onSuccess: (entry) => {
      queryClient.setQueryData(journalKeys.detail(entry.id), entry);
      void invalidateLedger(queryClient);
    },
  });
}
