export type TCustomerChangeOrderListParams = {
  status: string;
  jobId: string;
  page: number;
  pageSize: number;
};

export const contractKeys = {
  all: ['contracts'] as const,
  contract: (jobId: string) => ['contracts', 'contract', jobId] as const,
  figures: (jobId: string) => ['contracts', 'figures', jobId] as const,
  changeOrders: (params: TCustomerChangeOrderListParams) => ['contracts', 'change-orders', params] as const,
  changeOrder: (id: string) => ['contracts', 'change-order', id] as const,
};

export function changeOrderQuery(params: TCustomerChangeOrderListParams): string {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.status && params.status !== 'all') query.set('status', params.status);
  if (params.jobId) query.set('jobId', params.jobId);
  return query.toString();
}
