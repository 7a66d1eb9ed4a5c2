import type { TVendorStatusFilter, TVendorType } from '@groundwork/shared';

export type TVendorListParams = {
  search: string;
  type: TVendorType | 'all';
  status: TVendorStatusFilter;
  page: number;
  pageSize: number;
};

/** Every vendor query starts with 'vendors', so one invalidation refreshes lists, pages, pickers and checks. */
export const vendorKeys = {
  all: ['vendors'] as const,
  list: (params: TVendorListParams) => ['vendors', 'list', params] as const,
  detail: (id: string) => ['vendors', 'detail', id] as const,
  certificates: (id: string) => ['vendors', 'certificates', id] as const,
  commitments: (id: string) => ['vendors', 'commitments', id] as const,
  numberCheck: (number: string, excludeId: string | null) =>
    ['vendors', 'check-number', number, excludeId] as const,
};
