import type { TCreateVendor, TVendor } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-fetch';
import { vendorKeys } from './vendor-keys';

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateVendor) =>
      apiFetch<TVendor>('/api/v1/vendors', { method: 'POST', json: input }),
    // Not awaited: the form resets at once rather than after the lists have reloaded.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
    // Someone else took the number meanwhile: the availability message must say so too.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ['vendors', 'check-number'] });
      }
    },
  });
}
