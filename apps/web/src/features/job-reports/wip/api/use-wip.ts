import type {
  TProfitFade,
  TWipAdjustment,
  TWipEstimate,
  TWipEstimateInputIn,
  TWipSchedule,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

export const wipKeys = {
  all: ['wip'] as const,
  schedule: (periodEnd: string) => ['wip', 'schedule', periodEnd] as const,
  adjustments: (periodEnd: string) => ['wip', 'adjustments', periodEnd] as const,
  profitFade: (queryString: string) => ['wip', 'profit-fade', queryString] as const,
};

/** The WIP schedule of a month end. Read again on every visit: postings move it. */
export function useWipSchedule(periodEnd: string, isEnabled: boolean) {
  return useQuery({
    queryKey: wipKeys.schedule(periodEnd),
    queryFn: () => apiFetch<TWipSchedule>(`/api/v1/wip/schedule?period_end=${periodEnd}`),
    enabled: isEnabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The period's adjustments, posted and withdrawn, with their entries. */
export function useWipAdjustments(periodEnd: string, isEnabled: boolean) {
  return useQuery({
    queryKey: wipKeys.adjustments(periodEnd),
    queryFn: () => apiFetch<{ items: TWipAdjustment[] }>(`/api/v1/wip/adjustments?period_end=${periodEnd}`),
    enabled: isEnabled,
    staleTime: 0,
  });
}

export function useProfitFade(queryString: string, isEnabled: boolean) {
  return useQuery({
    queryKey: wipKeys.profitFade(queryString),
    queryFn: () => apiFetch<TProfitFade>(`/api/v1/wip/profit-fade?${queryString}`),
    enabled: isEnabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * An estimate changes the schedule, the profit fade and the job cost report (which reads the latest
 * estimate): all of them are read again.
 */
function useInvalidateEstimates() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: wipKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['job-cost-report'] }),
    ]);
}

export function useSetWipEstimate() {
  const invalidate = useInvalidateEstimates();
  return useMutation({
    mutationFn: (input: TWipEstimateInputIn) =>
      apiFetch<TWipEstimate>('/api/v1/wip/estimates', { method: 'PUT', json: input }),
    onSuccess: invalidate,
  });
}

export function useClearWipEstimate() {
  const invalidate = useInvalidateEstimates();
  return useMutation({
    mutationFn: (key: { job_id: string; period_end: string }) =>
      apiFetch<null>(`/api/v1/wip/estimates?${new URLSearchParams(key)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** Posting or withdrawing moves the ledger: every report and list reads again. */
function useInvalidateLedger() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'report-preferences' });
}

export function usePostWipAdjustment() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (periodEnd: string) =>
      apiFetch<TWipAdjustment>('/api/v1/wip/adjustments', {
        method: 'POST',
        json: { period_end: periodEnd },
      }),
    onSuccess: invalidate,
  });
}

export function useWithdrawWipAdjustment() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<TWipAdjustment>(`/api/v1/wip/adjustments/${encodeURIComponent(id)}/withdraw`, {
        method: 'POST',
        json: {},
      }),
    onSuccess: invalidate,
  });
}
