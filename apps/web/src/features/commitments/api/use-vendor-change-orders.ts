import type {
  TCreateVendorChangeOrderInput,
  TPage,
  TUpdateVendorChangeOrderInput,
  TVendorChangeOrder,
  TVendorChangeOrderDetail,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { commitmentKeys, queryString, type TChangeOrderListParams } from './commitment-keys';

export function useFindVendorChangeOrders(params: TChangeOrderListParams) {
  return useQuery({
    queryKey: commitmentKeys.changeOrders(params),
    queryFn: () => apiFetch<TPage<TVendorChangeOrder>>(`/api/v1/vendor-change-orders?${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useGetVendorChangeOrder(id: string) {
  return useQuery({
    queryKey: commitmentKeys.changeOrder(id),
    queryFn: () =>
      apiFetch<TVendorChangeOrderDetail>(`/api/v1/vendor-change-orders/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: commitmentKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

export function useCreateVendorChangeOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TCreateVendorChangeOrderInput) =>
      apiFetch<TVendorChangeOrderDetail>('/api/v1/vendor-change-orders', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useUpdateVendorChangeOrder(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TUpdateVendorChangeOrderInput) =>
      apiFetch<TVendorChangeOrderDetail>(`/api/v1/vendor-change-orders/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSettled: invalidate,
  });
}

export function useDecideVendorChangeOrder(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      apiFetch<TVendorChangeOrderDetail>(
        `/api/v1/vendor-change-orders/${encodeURIComponent(id)}/${decision}`,
        {
          method: 'POST',
        },
      ),
    onSettled: invalidate,
  });
}
