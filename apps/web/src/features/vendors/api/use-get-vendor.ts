import type { TVendor } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { vendorKeys } from './vendor-keys';

export function useGetVendor(id: string) {
  return useQuery({
    queryKey: vendorKeys.detail(id),
    queryFn: () => apiFetch<TVendor>(`/api/v1/vendors/${encodeURIComponent(id)}`),
  });
}
