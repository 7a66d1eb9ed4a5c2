import type { TCustomer } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { customerKeys } from './customer-keys';

export function useGetCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.detail(id),
    queryFn: () => apiFetch<TCustomer>(`/api/v1/customers/${encodeURIComponent(id)}`),
  });
}
