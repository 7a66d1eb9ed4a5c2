import type { QueryClient } from '@tanstack/react-query';
import { journalKeys } from './journal-keys';

/** After a posting, a reversal, a close or a reopen: entries, balances, trial balance and periods. */
export function invalidateLedger(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: journalKeys.all }),
    queryClient.invalidateQueries({ queryKey: journalKeys.ledger }),
  ]);
}
