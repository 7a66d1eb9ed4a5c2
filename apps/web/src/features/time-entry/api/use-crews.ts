import type { TApprovalQueue, TCrew, TCrewFormValues } from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { timeKeys } from './time-keys';

/** The submitted lines the signed-in person approves, by job and employee. */
export function useApprovalQueue() {
  return useQuery({
    queryKey: timeKeys.approvals(),
    queryFn: () => apiFetch<TApprovalQueue>('/api/v1/time-entries/approvals'),
  });
}

export function useCrews(isEnabled = true) {
  return useQuery({
    queryKey: timeKeys.crews(),
    queryFn: () => apiFetch<{ items: TCrew[] }>('/api/v1/crews'),
    select: (answer) => answer.items,
    enabled: isEnabled,
  });
}

/** Create (no id) or edit a crew. */
export function useSaveCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TCrewFormValues }) =>
      id
        ? apiFetch<TCrew>(`/api/v1/crews/${encodeURIComponent(id)}`, { method: 'PUT', json: input })
        : apiFetch<TCrew>('/api/v1/crews', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}

export function useDeleteCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/v1/crews/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}
