import type {
  TCommitment,
  TCommitmentAction,
  TCommitmentDetail,
  TCreateCommitmentInput,
  TPage,
  TUpdateCommitmentInput,
  TVendorOption,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { commitmentKeys, queryString, type TCommitmentListParams } from './commitment-keys';

/** One page of subcontracts and purchase orders with their totals. */
export function useFindCommitments(params: TCommitmentListParams, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: commitmentKeys.list(params),
    queryFn: () => apiFetch<TPage<TCommitment>>(`/api/v1/commitments?${queryString(params)}`),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}

export function useGetCommitment(id: string) {
  return useQuery({
    queryKey: commitmentKeys.detail(id),
    queryFn: () => apiFetch<TCommitmentDetail>(`/api/v1/commitments/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

/** The active vendors with their compliance, for the commitment form's picker. */
export function useActiveVendors() {
  return useQuery({
    queryKey: commitmentKeys.activeVendors,
    queryFn: () => apiFetch<{ items: TVendorOption[] }>('/api/v1/vendors/active'),
    select: (answer) => answer.items,
  });
}

export function useCreateCommitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateCommitmentInput) =>
      apiFetch<TCommitmentDetail>('/api/v1/commitments', { method: 'POST', json: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commitmentKeys.all }),
  });
}

export function useUpdateCommitment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateCommitmentInput) =>
      apiFetch<TCommitmentDetail>(`/api/v1/commitments/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commitmentKeys.all }),
  });
}

/** issue, execute, close or void. */
export function useCommitmentAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TCommitmentAction) =>
      apiFetch<TCommitmentDetail>(`/api/v1/commitments/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: commitmentKeys.all }),
  });
}
