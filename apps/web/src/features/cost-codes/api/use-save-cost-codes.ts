import type { TCostCodeBatch, TCostCodeList } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { costCodeKeys } from './cost-code-keys';

/** Save All Changes: one batch, all or nothing; the answer is the new list. */
export function useSaveCostCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batch: TCostCodeBatch) =>
      apiFetch<TCostCodeList>('/api/v1/cost-codes/batch', { method: 'POST', json: batch }),
    onSuccess: (list) => queryClient.setQueryData(costCodeKeys.list, list),
    // After a refusal someone else may have changed the list meanwhile.
    onError: () => void queryClient.invalidateQueries({ queryKey: costCodeKeys.all }),
  });
}
