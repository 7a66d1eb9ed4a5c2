import type { TJob } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { jobKeys } from './job-keys';

export function useGetJob(id: string) {
  return useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: () => apiFetch<TJob>(`/api/v1/jobs/${encodeURIComponent(id)}`),
  });
}
