import type {
  T1099Report,
  TApAgingReport,
  TApPaymentListItem,
  TJobCostDetail,
  TPage,
  TVendorPayables,
} from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { agingQueryString } from '../report-params';
import { reportKeys } from './report-keys';

/** The AP aging as of a date, of one job or the whole company (`jobId` empty). */
export function useApAging(asOf: string, jobId: string, isEnabled = true) {
  return useQuery({
    queryKey: reportKeys.aging(asOf, jobId),
    queryFn: () => apiFetch<TApAgingReport>(`/api/v1/payables/aging?${agingQueryString(asOf, jobId)}`),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

export function useForm1099Report(year: number, isEnabled = true) {
  return useQuery({
    queryKey: reportKeys.form1099(year),
    queryFn: () => apiFetch<T1099Report>(`/api/v1/payables/1099?year=${year}`),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** A vendor's invoiced, paid, retainage held and open. */
export function useVendorPayables(vendorId: string, isEnabled = true) {
  return useQuery({
    queryKey: reportKeys.vendor(vendorId),
    queryFn: () => apiFetch<TVendorPayables>(`/api/v1/vendors/${encodeURIComponent(vendorId)}/payables`),
    enabled: isEnabled && vendorId !== '',
  });
}

/** One page of a vendor's payments, newest first (the check register's list, one vendor). */
export function useVendorPayments(vendorId: string, page: number, pageSize: number, isEnabled = true) {
  return useQuery({
    queryKey: reportKeys.vendorPayments(vendorId, page),
    queryFn: () =>
      apiFetch<TPage<TApPaymentListItem>>(
        `/api/v1/ap-payments?${new URLSearchParams({ vendor_id: vendorId, page: String(page), pageSize: String(pageSize) })}`,
      ),
    placeholderData: keepPreviousData,
    enabled: isEnabled && vendorId !== '',
  });
}

export type TCostCell = { costCodeId: string; costCategoryId: string };

/** The journal lines behind a job's actual cost in one cost code × category, a page at a time. */
export function useJobCostDetail(jobId: string, cell: TCostCell | null, page: number, pageSize: number) {
  const key = cell ? `${cell.costCodeId}|${cell.costCategoryId}` : '';
  return useQuery({
    queryKey: reportKeys.costDetail(jobId, key, page),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (cell) {
        query.set('cost_code_id', cell.costCodeId);
        query.set('cost_category_id', cell.costCategoryId);
      }
      return apiFetch<TJobCostDetail>(`/api/v1/jobs/${encodeURIComponent(jobId)}/cost-detail?${query}`);
    },
    placeholderData: keepPreviousData,
    enabled: jobId !== '' && cell !== null,
  });
}
