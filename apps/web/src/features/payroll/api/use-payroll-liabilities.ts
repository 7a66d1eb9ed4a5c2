import type {
  TLiabilityPayment,
  TMyCheck,
  TPayrollLiabilities,
  TRecordLiabilityPaymentForm,
  TVoidLiabilityPayment,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { payrollKeys } from './payroll-keys';

/** What payroll owes: balances by liability account, the period's figures by code, its payments. */
export function usePayrollLiabilities(from: string, to: string) {
  return useQuery({
    queryKey: payrollKeys.liabilities(from, to),
    queryFn: () =>
      apiFetch<TPayrollLiabilities>(`/api/v1/payroll/liabilities?${new URLSearchParams({ from, to })}`),
    placeholderData: keepPreviousData,
    enabled: from !== '' && to !== '' && from <= to,
  });
}

export function useRecordLiabilityPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRecordLiabilityPaymentForm) =>
      apiFetch<TLiabilityPayment>('/api/v1/payroll/liabilities/payments', { method: 'POST', json: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

export function useVoidLiabilityPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TVoidLiabilityPayment }) =>
      apiFetch<TLiabilityPayment>(`/api/v1/payroll/liabilities/payments/${encodeURIComponent(id)}/void`, {
        method: 'POST',
        json: input,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

/** The signed-in person's own checks of posted runs. */
export function useMyChecks(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: payrollKeys.myChecks,
    queryFn: () => apiFetch<{ items: TMyCheck[] }>('/api/v1/payroll/my-checks'),
    select: (answer) => answer.items,
    enabled: options.isEnabled ?? true,
  });
}
