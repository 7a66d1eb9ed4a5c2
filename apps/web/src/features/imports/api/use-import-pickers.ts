import {
  accountLabel,
  type TAccount,
  type TCustomerOption,
  type TJob,
  type TPage,
  type TVendorOption,
} from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import type { TChartAccount } from '../mapping-draft';
import type { TOption } from '../option-search';

/* The lists the mapping maps onto: the chart (active and inactive), customers, vendors, jobs. */

export function useChartAccounts() {
  return useQuery({
    // Under 'chart-of-accounts': an account change elsewhere refreshes it (ACCOUNT_PICKER_KEY).
    queryKey: ['chart-of-accounts', 'all'],
    queryFn: () => apiFetch<{ items: TAccount[] }>('/api/v1/chart-of-accounts'),
    select: (answer) => answer.items,
  });
}

export function accountOptions(accounts: readonly TChartAccount[]): TOption[] {
  return accounts.map((account) => ({
    id: account.id,
    label: accountLabel(account),
    hint: account.is_active ? account.account_type : `${account.account_type}, inactive`,
  }));
}

export function useCustomerOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'active'],
    queryFn: () => apiFetch<{ items: TCustomerOption[] }>('/api/v1/customers/active'),
    select: (answer): TOption[] =>
      answer.items.map((c) => ({ id: c.id, label: `${c.customer_number} — ${c.name}` })),
    enabled: isEnabled,
  });
}

export function useVendorOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: ['vendors', 'active-options'],
    queryFn: () => apiFetch<{ items: TVendorOption[] }>('/api/v1/vendors/active'),
    select: (answer): TOption[] =>
      answer.items.map((v) => ({ id: v.id, label: `${v.vendor_number} — ${v.name}` })),
    enabled: isEnabled,
  });
}

export function useJobOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: ['jobs', 'options'],
    queryFn: () => apiFetch<TPage<TJob>>('/api/v1/jobs?pageSize=100'),
    select: (page): TOption[] =>
      page.items.map((j) => ({
        id: j.id,
        label: `${j.project_number} — ${j.project_name}`,
        hint: j.customer.name,
      })),
    enabled: isEnabled,
  });
}
