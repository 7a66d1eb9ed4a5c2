import type { TChangeOrderStatus, TCommitmentKind, TCommitmentStatus } from '@groundwork/shared';

export type TCommitmentListParams = {
  search: string;
  jobId: string;
  vendorId: string;
  kind: TCommitmentKind | 'all';
  status: TCommitmentStatus | 'all';
  page: number;
  pageSize: number;
};

export type TChangeOrderListParams = {
  search: string;
  status: TChangeOrderStatus | 'all';
  jobId: string;
  vendorId: string;
  commitmentId: string;
  page: number;
  pageSize: number;
};

/**
 * Every commitment and change order query starts with 'commitments': a change order moves its
 * commitment's figures, so one invalidation refreshes lists, pages and the dashboard's badge source.
 */
export const commitmentKeys = {
  all: ['commitments'] as const,
  list: (params: TCommitmentListParams) => ['commitments', 'list', params] as const,
  detail: (id: string) => ['commitments', 'detail', id] as const,
  changeOrders: (params: TChangeOrderListParams) => ['commitments', 'change-orders', params] as const,
  changeOrder: (id: string) => ['commitments', 'change-order', id] as const,
  activeVendors: ['commitments', 'active-vendors'] as const,
};

/** Query string of the set parameters ('' and 'all' are left out). */
export function queryString(params: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || value === 'all') continue;
    query.set(key, String(value));
  }
  return query.toString();
}
