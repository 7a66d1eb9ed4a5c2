import type {
  TCreateCustomerChangeOrderInput,
  TCustomerChangeOrder,
  TCustomerChangeOrderDetail,
  TPage,
  TUpdateCustomerChangeOrderInput,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { changeOrderQuery, contractKeys, type TCustomerChangeOrderListParams } from './contract-keys';
import { useInvalidateContracts } from './use-contract';

const path = (id: string) => `/api/v1/customer-change-orders/${encodeURIComponent(id)}`;

export function useFindCustomerChangeOrders(params: TCustomerChangeOrderListParams) {
  return useQuery({
    queryKey: contractKeys.changeOrders(params),
    queryFn: () =>
      apiFetch<TPage<TCustomerChangeOrder>>(`/api/v1/customer-change-orders?${changeOrderQuery(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useGetCustomerChangeOrder(id: string) {
  return useQuery({
    queryKey: contractKeys.changeOrder(id),
    queryFn: () => apiFetch<TCustomerChangeOrderDetail>(path(id)),
    enabled: id !== '',
  });
}

export function useCreateCustomerChangeOrder() {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (input: TCreateCustomerChangeOrderInput) =>
      apiFetch<TCustomerChangeOrderDetail>('/api/v1/customer-change-orders', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useUpdateCustomerChangeOrder(id: string) {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (input: TUpdateCustomerChangeOrderInput) =>
      apiFetch<TCustomerChangeOrderDetail>(path(id), { method: 'PATCH', json: input }),
    onSettled: invalidate,
  });
}

export function useDecideCustomerChangeOrder(id: string) {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      apiFetch<TCustomerChangeOrderDetail>(`${path(id)}/${decision}`, { method: 'POST' }),
    onSettled: invalidate,
  });
}
