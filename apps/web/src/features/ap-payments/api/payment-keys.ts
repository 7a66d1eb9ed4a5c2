import type { TApPayablesQuery, TApPaymentListQuery } from '@groundwork/shared';

export type TPayablesParams = { dueBy: string; vendorId: string; jobId: string };
export type TRegisterParams = Omit<TApPaymentListQuery, 'search'> & { search: string };

/**
 * Every payments query starts with 'ap-payments': a payment or release moves what is open on the bills,
 * the register and the bank accounts' next check numbers, so one invalidation refreshes them all.
 */
export const paymentKeys = {
  all: ['ap-payments'] as const,
  payables: (params: TPayablesParams) => ['ap-payments', 'payables', params] as const,
  bankAccounts: ['ap-payments', 'bank-accounts'] as const,
  register: (params: TRegisterParams) => ['ap-payments', 'register', params] as const,
  payment: (id: string) => ['ap-payments', 'payment', id] as const,
  retainage: (vendorId: string, jobId: string) => ['ap-payments', 'retainage', vendorId, jobId] as const,
  retainageCommitment: (id: string) => ['ap-payments', 'retainage-commitment', id] as const,
  retainageVendors: (vendorId: string) => ['ap-payments', 'retainage-vendors', vendorId] as const,
};

export function payablesQueryString(params: TPayablesParams): string {
  const query: Partial<Record<keyof TApPayablesQuery, string>> = {};
  if (params.dueBy) query.due_by = params.dueBy;
  if (params.vendorId) query.vendor_id = params.vendorId;
  if (params.jobId) query.job_id = params.jobId;
  return new URLSearchParams(query).toString();
}

/** The register's filters as a query string (the list's, or the CSV export's without paging). */
export function registerQueryString(params: Partial<TRegisterParams>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '' && value !== null) query.set(key, String(value));
  return query.toString();
}
