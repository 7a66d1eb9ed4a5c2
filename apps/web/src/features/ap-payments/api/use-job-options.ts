import type { TJob, TPage } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

/** The company's jobs for a filter (the first 100 by number). */
export function useJobOptions() {
  return useQuery({
    queryKey: ['jobs', 'options'],
    queryFn: () => apiFetch<TPage<TJob>>('/api/v1/jobs?pageSize=100'),
    select: (page) => page.items,
  });
}
