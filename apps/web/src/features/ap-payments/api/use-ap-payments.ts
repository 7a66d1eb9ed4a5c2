import type {
  TApBankAccount,
  TApPayable,
  TApPayment,
  TApPaymentListItem,
  TCreateApPaymentsInput,
  TPage,
  TVoidApPayment,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import {
  payablesQueryString,
  paymentKeys,
  registerQueryString,
  type TPayablesParams,
  type TRegisterParams,
} from './payment-keys';

/** The bills to pay (posted invoices and retainage releases with something open), with their holds. */
export function usePayables(params: TPayablesParams) {
  return useQuery({
    queryKey: paymentKeys.payables(params),
    queryFn: () =>
      apiFetch<{ items: TApPayable[]; truncated: boolean }>(
        `/api/v1/ap-payments/payables?${payablesQueryString(params)}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The cash accounts bills are paid from, with each one's next check number. */
export function useBankAccounts(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: paymentKeys.bankAccounts,
    queryFn: () => apiFetch<{ items: TApBankAccount[] }>('/api/v1/ap-payments/bank-accounts'),
    select: (answer) => answer.items,
    enabled: options.isEnabled ?? true,
  });
}

/** One page of the check register. */
export function useCheckRegister(params: TRegisterParams) {
  return useQuery({
    queryKey: paymentKeys.register(params),
    queryFn: () => apiFetch<TPage<TApPaymentListItem>>(`/api/v1/ap-payments?${registerQueryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useGetApPayment(id: string) {
  return useQuery({
    queryKey: paymentKeys.payment(id),
    queryFn: () => apiFetch<TApPayment>(`/api/v1/ap-payments/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

/** After a payment moves: bills, register, next numbers, the invoices' paid figures, waivers, the ledger. */
export function useInvalidatePayables() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [paymentKeys.all, ['ap-invoices'], ['lien-waivers'], ['ledger'], ['dashboard']])
      void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function usePayBills() {
  const invalidate = useInvalidatePayables();
  return useMutation({
    mutationFn: (input: TCreateApPaymentsInput) =>
      apiFetch<{ items: TApPayment[] }>('/api/v1/ap-payments', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useVoidApPayment(id: string) {
  const invalidate = useInvalidatePayables();
  return useMutation({
    mutationFn: (input: TVoidApPayment) =>
      apiFetch<TApPayment>(`/api/v1/ap-payments/${encodeURIComponent(id)}/void`, {
        method: 'POST',
        json: input,
      }),
    onSettled: invalidate,
  });
}
