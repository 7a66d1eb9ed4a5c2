import type { TJobCost } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { ledgerKeys } from './ledger-keys';

/** A job's actual cost from the ledger, by cost code and category (the job-cost balances). */
export function useJobCost(jobId: string) {
  return useQuery({
    queryKey: [...ledgerKeys.all, 'job-cost', jobId] as const,
    queryFn: () => apiFetch<TJobCost>(`/api/v1/ledger/job-cost?${new URLSearchParams({ job_id: jobId })}`),
  });
}
