import type {
  TCreatePayApplicationInput,
  TPage,
  TPayApplicationDetail,
  TPayApplicationListItem,
  TPayApplicationStatus,
  TUpdatePayApplicationInput,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

export type TPayApplicationListParams = {
  jobId: string;
  customerId: string;
  status: TPayApplicationStatus | 'open' | 'all';
  page: number;
  pageSize: number;
};

/** Every billing query starts with 'pay-applications': one invalidation refreshes lists and pages. */
export const payApplicationKeys = {
  all: ['pay-applications'] as const,
  list: (params: TPayApplicationListParams) => ['pay-applications', 'list', params] as const,
  detail: (id: string) => ['pay-applications', 'detail', id] as const,
};

function queryString(params: TPayApplicationListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || value === 'all') continue;
    query.set(key, String(value));
  }
  return query.toString();
}

export function useFindPayApplications(params: TPayApplicationListParams) {
  return useQuery({
    queryKey: payApplicationKeys.list(params),
    queryFn: () =>
      apiFetch<TPage<TPayApplicationListItem>>(`/api/v1/pay-applications?${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useGetPayApplication(id: string) {
  return useQuery({
    queryKey: payApplicationKeys.detail(id),
    queryFn: () => apiFetch<TPayApplicationDetail>(`/api/v1/pay-applications/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: payApplicationKeys.all });
}

export function useCreatePayApplication() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ jobId, input }: { jobId: string; input: TCreatePayApplicationInput }) =>
      apiFetch<TPayApplicationDetail>(`/api/v1/jobs/${encodeURIComponent(jobId)}/pay-applications`, {
        method: 'POST',
        json: input,
      }),
    onSettled: invalidate,
  });
}

export function useUpdatePayApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdatePayApplicationInput) =>
      apiFetch<TPayApplicationDetail>(`/api/v1/pay-applications/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSuccess: (saved) => queryClient.setQueryData(payApplicationKeys.detail(id), saved),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payApplicationKeys.all }),
  });
}

export type TPayApplicationAction =
  | { action: 'submit'; overbilling_reason?: string }
  | { action: 'approve' }
  | { action: 'return-to-draft' }
  | { action: 'void'; reason?: string };

/** submit, approve, return to draft or void. */
export function usePayApplicationAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: TPayApplicationAction) =>
      apiFetch<TPayApplicationDetail>(`/api/v1/pay-applications/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        json: action === 'approve' || action === 'return-to-draft' ? undefined : body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(payApplicationKeys.detail(id), saved),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payApplicationKeys.all }),
  });
}

export function useDeletePayApplication(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () =>
      apiFetch<null>(`/api/v1/pay-applications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
