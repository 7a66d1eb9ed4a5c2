import type {
  TApplyReceipt,
  TCreateReceipt,
  TPage,
  TReceipt,
  TReceiptDetail,
  TVoidReceipt,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { receivableKeys, type TReceiptListParams } from './receivable-keys';

export function useFindReceipts(params: TReceiptListParams) {
  return useQuery({
    queryKey: receivableKeys.receipts(params),
    queryFn: () => {
      const query = new URLSearchParams({
        page: String(params.page),
        pageSize: String(params.pageSize),
        status: params.status,
      });
      if (params.search) query.set('q', params.search);
      if (params.customerId) query.set('customer_id', params.customerId);
      return apiFetch<TPage<TReceipt>>(`/api/v1/receipts?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useGetReceipt(id: string) {
  return useQuery({
    queryKey: receivableKeys.receipt(id),
    queryFn: () => apiFetch<TReceiptDetail>(`/api/v1/receipts/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: receivableKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['pay-applications'] });
    void queryClient.invalidateQueries({ queryKey: ['ledger'] });
  };
}

export function useCreateReceipt() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TCreateReceipt) =>
      apiFetch<TReceiptDetail>('/api/v1/receipts', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useApplyReceipt(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TApplyReceipt) =>
      apiFetch<TReceiptDetail>(`/api/v1/receipts/${encodeURIComponent(id)}/apply`, {
        method: 'POST',
        json: input,
      }),
    onSettled: invalidate,
  });
}

export function useVoidReceipt(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TVoidReceipt) =>
      apiFetch<TReceiptDetail>(`/api/v1/receipts/${encodeURIComponent(id)}/void`, {
        method: 'POST',
        json: input,
      }),
    onSettled: invalidate,
  });
}
