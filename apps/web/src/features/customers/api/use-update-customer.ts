import type { TCustomer, TUpdateCustomer } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@/features/jobs/api/job-keys';
import { apiFetch } from '@/lib/api-fetch';
import { customerKeys } from './customer-keys';

/** Edits a customer, including `is_active` for deactivate / reactivate. */
export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateCustomer) =>
      apiFetch<TCustomer>(`/api/v1/customers/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.detail(id), customer);
      // Jobs show the customer's number and name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
      ]);
    },
  });
}
