import type { TJobBudget, TSaveBudgetInput } from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from '@/features/jobs/api/job-keys';
import { apiFetch } from '@/lib/api-fetch';
import { jobBudgetKeys } from './job-budget-keys';

const budgetPath = (jobId: string) => `/api/v1/jobs/${encodeURIComponent(jobId)}/budget`;

export function useJobBudget(jobId: string) {
  return useQuery({
    queryKey: jobBudgetKeys.budget(jobId),
    queryFn: () => apiFetch<TJobBudget>(budgetPath(jobId)),
  });
}

/** The budget, its summary and the job itself (whose budget follows the lines) are read again after a change. */
export function invalidateJobBudget(queryClient: ReturnType<typeof useQueryClient>, jobId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jobBudgetKeys.budget(jobId) }),
    queryClient.invalidateQueries({ queryKey: jobBudgetKeys.summary(jobId) }),
    queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  ]);
}

/** Replaces every line of the job's budget in one transaction. */
export function useSaveJobBudget(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveBudgetInput) =>
      apiFetch<TJobBudget>(budgetPath(jobId), { method: 'PUT', json: body }),
    onSuccess: (budget) => {
      queryClient.setQueryData(jobBudgetKeys.budget(jobId), budget);
      return invalidateJobBudget(queryClient, jobId);
    },
  });
}
