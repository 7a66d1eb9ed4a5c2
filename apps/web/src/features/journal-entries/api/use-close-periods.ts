import type { TPeriods } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { invalidateLedger } from './invalidate-ledger';

/** Closes the books through a period's last day (every earlier period with it). */
export function useClosePeriods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (through: string) =>
      apiFetch<TPeriods>('/api/v1/ledger/periods/close', { method: 'POST', json: { through } }),
    onSuccess: () => invalidateLedger(queryClient),
  });
}
