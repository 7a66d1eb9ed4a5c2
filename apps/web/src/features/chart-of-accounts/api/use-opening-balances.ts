import type { TJournalEntry, TOpeningBalances } from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { ledgerKeys } from './ledger-keys';

/** The one opening entry, or null before opening balances have been entered. */
export function useGetOpeningBalances() {
  return useQuery({
    queryKey: ledgerKeys.openingBalances,
    queryFn: () => apiFetch<{ entry: TJournalEntry | null }>('/api/v1/ledger/opening-balances'),
  });
}

/** Posts the opening entry; the server balances it against Opening Balance Equity. */
export function usePostOpeningBalances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOpeningBalances) =>
      apiFetch<TJournalEntry>('/api/v1/ledger/opening-balances', { method: 'POST', json: input }),
    onSuccess: (entry) => {
      queryClient.setQueryData(ledgerKeys.openingBalances, { entry });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['journal-entries'] });
    },
    // Someone else may have entered them meanwhile (409): show theirs.
    onError: () => void queryClient.invalidateQueries({ queryKey: ledgerKeys.openingBalances }),
  });
}
