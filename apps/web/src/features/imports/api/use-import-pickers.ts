import { accountLabel, type TImportPickers } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { useImportOrganization } from '../hooks/use-import-organization';
import type { TChartAccount } from '../mapping-draft';
import type { TOption } from '../option-search';
import { importKeys } from './import-keys';

/*
 * The lists the mapping maps onto — the chart (active and inactive), customers, vendors, jobs — of the
 * run's company, in one answer of GET /imports/pickers. Not the chart, customer, vendor and job
 * endpoints: for internal support those answer its own company, not the client company it imports for.
 */

function useImportPickers<T>(select: (lists: TImportPickers) => T, isEnabled = true) {
  const { organizationId, withOrganization } = useImportOrganization();
  return useQuery({
    queryKey: importKeys.pickers(organizationId),
    queryFn: () => apiFetch<TImportPickers>(withOrganization('/api/v1/imports/pickers')),
    select,
    enabled: isEnabled,
  });
}

const selectAccounts = (lists: TImportPickers): TChartAccount[] => lists.accounts;

export function useChartAccounts() {
  return useImportPickers(selectAccounts);
}

export function accountOptions(accounts: readonly TChartAccount[]): TOption[] {
  return accounts.map((account) => ({
    id: account.id,
    label: accountLabel(account),
    hint: account.is_active ? account.account_type : `${account.account_type}, inactive`,
  }));
}

const selectCustomers = (lists: TImportPickers): TOption[] =>
  lists.customers.map((c) => ({ id: c.id, label: c.name }));

export function useCustomerOptions(isEnabled: boolean) {
  return useImportPickers(selectCustomers, isEnabled);
}

const selectVendors = (lists: TImportPickers): TOption[] =>
  lists.vendors.map((v) => ({ id: v.id, label: v.name }));

export function useVendorOptions(isEnabled: boolean) {
  return useImportPickers(selectVendors, isEnabled);
}

/** Jobs by number and name, the customer's name as the hint (when the customer is active). */
export function jobOptions(lists: TImportPickers): TOption[] {
  const customerNames = new Map(lists.customers.map((c) => [c.id, c.name]));
  return lists.jobs.map((j) => ({
    id: j.id,
    label: `${j.project_number} — ${j.project_name}`,
    hint: customerNames.get(j.customer_id),
  }));
}

export function useJobOptions(isEnabled: boolean) {
  return useImportPickers(jobOptions, isEnabled);
}
