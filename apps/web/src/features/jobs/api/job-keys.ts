import type { TJobStatusFilter } from '@groundwork/shared';

export type TJobListParams = {
  search: string;
  status: TJobStatusFilter;
  /** '' for every customer. */
  customerId: string;
  page: number;
  pageSize: number;
};

/** Every job query starts with 'jobs', so one invalidation refreshes lists, details and the next number. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: (params: TJobListParams) => ['jobs', 'list', params] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
  nextNumber: ['jobs', 'next-number'] as const,
  projectManagers: ['jobs', 'project-managers'] as const,
  superintendents: ['jobs', 'superintendents'] as const,
};
