import type { TCustomerStatusFilter } from '@groundwork/shared';

export type TCustomerListParams = {
  search: string;
  status: TCustomerStatusFilter;
  page: number;
  pageSize: number;
};

/** Every customer query starts with 'customers', so one invalidation refreshes lists, pickers and checks. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (params: TCustomerListParams) => ['customers', 'list', params] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
  active: ['customers', 'active'] as const,
  numberCheck: (number: string, excludeId: string | null) =>
    ['customers', 'check-number', number, excludeId] as const,
};
