import type {
  TAccount,
  TAgingReport,
  TCustomerReceivable,
  TJobReceivable,
  TOpenApplication,
  TReceivableFigures,
} from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { receivableKeys } from './receivable-keys';

/** Balances per customer with totals; one customer's when `customerId` is set. */
export function useCustomerReceivables(customerId = '', enabled = true) {
  return useQuery({
    queryKey: receivableKeys.customers(customerId),
    queryFn: () =>
      apiFetch<{ items: TCustomerReceivable[]; totals: TReceivableFigures }>(
        `/api/v1/receivables/customers${customerId ? `?customer_id=${encodeURIComponent(customerId)}` : ''}`,
      ),
    enabled,
  });
}

export function useJobReceivables(jobId: string) {
  return useQuery({
    queryKey: receivableKeys.jobs(jobId),
    queryFn: () =>
      apiFetch<{ items: TJobReceivable[] }>(`/api/v1/receivables/jobs?job_id=${encodeURIComponent(jobId)}`),
    enabled: jobId !== '',
  });
}

export function useAging(asOf: string, enabled = true) {
  return useQuery({
    queryKey: receivableKeys.aging(asOf),
    queryFn: () => apiFetch<TAgingReport>(`/api/v1/receivables/aging?as_of=${encodeURIComponent(asOf)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The customer's approved applications with something left to pay: the apply table's rows. */
export function useOpenApplications(customerId: string) {
  return useQuery({
    queryKey: receivableKeys.openApplications(customerId),
    queryFn: () =>
      apiFetch<{ items: TOpenApplication[] }>(
        `/api/v1/receivables/open-applications?customer_id=${encodeURIComponent(customerId)}`,
      ),
    select: (answer) => answer.items,
    enabled: customerId !== '',
  });
}

/** Active cash accounts of the chart: where a payment may be deposited. */
export function useCashAccounts() {
  return useQuery({
    queryKey: receivableKeys.cashAccounts,
    queryFn: () => apiFetch<{ items: TAccount[] }>('/api/v1/chart-of-accounts?active=true'),
    select: (answer) => answer.items.filter((a) => a.is_cash && a.is_active),
  });
}
