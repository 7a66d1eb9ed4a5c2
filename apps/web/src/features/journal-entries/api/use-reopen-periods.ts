import type { TPeriods, TReopenPeriod } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { invalidateLedger } from './invalidate-ledger';

/** Reopens: the books are then closed through an earlier period end, or not at all (null). */
export function useReopenPeriods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TReopenPeriod) =>
      apiFetch<TPeriods>('/api/v1/ledger/periods/reopen', { method: 'POST', json: input }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
