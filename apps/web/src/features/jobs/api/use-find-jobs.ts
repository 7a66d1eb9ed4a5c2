import type { TJob, TPage } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { jobKeys, type TJobListParams } from './job-keys';

/** One page of the organization's jobs, optionally of one customer or one status. */
export function useFindJobs(params: TJobListParams) {
  return useQuery({
    queryKey: jobKeys.list(params),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.search) query.set('search', params.search);
      if (params.status !== 'all') query.set('status', params.status);
      if (params.customerId) query.set('customerId', params.customerId);
      return apiFetch<TPage<TJob>>(`/api/v1/jobs?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}
