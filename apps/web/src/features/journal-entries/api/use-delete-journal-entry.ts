import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { journalKeys } from './journal-keys';

/** Deletes a draft (posted entries are reversed instead). */
export function useDeleteJournalEntry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<null>(`/api/v1/journal-entries/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: journalKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
    },
  });
}
