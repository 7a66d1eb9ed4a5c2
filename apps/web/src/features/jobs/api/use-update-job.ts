import type { TJob, TUpdateJob } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { jobKeys } from './job-keys';

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateJob) =>
      apiFetch<TJob>(`/api/v1/jobs/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(id), job);
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] });
    },
  });
}
