import type { TProjectManagerOption } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { jobKeys } from './job-keys';

/** The company's people with the project manager role: the job form's Project Manager choices. */
export function useProjectManagers() {
  return useQuery({
    queryKey: jobKeys.projectManagers,
    queryFn: () => apiFetch<{ items: TProjectManagerOption[] }>('/api/v1/jobs/project-managers'),
    select: (answer) => answer.items,
  });
}

/** The company's people with the superintendent role: the job form's Superintendent choices. */
export function useSuperintendents() {
  return useQuery({
    queryKey: jobKeys.superintendents,
    queryFn: () => apiFetch<{ items: TProjectManagerOption[] }>('/api/v1/jobs/superintendents'),
    select: (answer) => answer.items,
  });
}
