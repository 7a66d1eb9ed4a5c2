import type { TApInvoiceListQuery } from '@groundwork/shared';

export type TApInvoiceListParams = Pick<TApInvoiceListQuery, 'status' | 'page' | 'pageSize'> & {
  search: string;
  vendorId: string;
};

/** Every vendor-invoice query starts with 'ap-invoices'. */
export const payableKeys = {
  all: ['ap-invoices'] as const,
  list: (params: TApInvoiceListParams) => ['ap-invoices', 'list', params] as const,
  detail: (id: string) => ['ap-invoices', 'detail', id] as const,
  commitmentLines: (vendorId: string, excludeInvoiceId: string) =>
    ['ap-invoices', 'commitment-lines', vendorId, excludeInvoiceId] as const,
  numberCheck: (vendorId: string, number: string, excludeId: string) =>
    ['ap-invoices', 'check-number', vendorId, number, excludeId] as const,
  document: (id: string) => ['ap-invoices', 'document', id] as const,
};

export function listQueryString(params: TApInvoiceListParams): string {
  const query = new URLSearchParams({
    status: params.status,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.search) query.set('search', params.search);
  if (params.vendorId) query.set('vendorId', params.vendorId);
  return query.toString();
}
