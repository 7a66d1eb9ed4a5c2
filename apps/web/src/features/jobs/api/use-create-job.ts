import type { TCreateJob, TJob } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { jobKeys } from './job-keys';

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateJob) => apiFetch<TJob>('/api/v1/jobs', { method: 'POST', json: input }),
    // Success or failure, the next number may have moved on: lists and the preview are asked again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
