import type { TUpdateVendor, TVendor } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { vendorKeys } from './vendor-keys';

/** Edits a vendor: its fields, W-9, license, or `is_active` for deactivate / reactivate. */
export function useUpdateVendor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateVendor) =>
      apiFetch<TVendor>(`/api/v1/vendors/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
    onSuccess: async (vendor) => {
      queryClient.setQueryData(vendorKeys.detail(id), vendor);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
