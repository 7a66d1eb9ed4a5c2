import type { TNextJobNumber } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { jobKeys } from './job-keys';

/**
 * A preview of the next J-YY-NNN (spec §7: always fetched again). The server assigns the real number
 * when the job is saved, so the number in the success message comes from the saved job.
 */
export function useGetNextJobNumber({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: jobKeys.nextNumber,
    queryFn: () => apiFetch<TNextJobNumber>('/api/v1/jobs/next-number'),
    enabled: isEnabled,
    staleTime: 0,
    refetchOnMount: 'always',
    select: (answer) => answer.project_number,
  });
}
