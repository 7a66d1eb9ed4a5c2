import type { TCostSummary } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { jobBudgetKeys } from '@/features/job-budgets/api/job-budget-keys';
import { apiFetch } from '@/lib/api-fetch';

/**
 * The job cost summary as of today, computed by the server. Read again whenever the job page opens:
 * postings, commitments and change orders made elsewhere move it without touching this page's queries.
 */
export function useCostSummary(jobId: string) {
  return useQuery({
    queryKey: jobBudgetKeys.summary(jobId),
    staleTime: 0,
    queryFn: () => apiFetch<TCostSummary>(`/api/v1/jobs/${encodeURIComponent(jobId)}/cost-summary`),
  });
}
