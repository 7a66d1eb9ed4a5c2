import type { TCreateCustomer, TCustomer } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-fetch';
import { customerKeys } from './customer-keys';

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateCustomer) =>
      apiFetch<TCustomer>('/api/v1/customers', { method: 'POST', json: input }),
    // Not awaited: the form resets at once rather than after the lists have reloaded.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all }),
    // Someone else took the number meanwhile: the availability message must say so too.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['customers', 'check-number'] });
      }
    },
  });
}
