import type { TAddCompanyUser, TCompanyUser, TUpdateCompanyUser } from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { peopleKeys } from './people-keys';

export function useFindCompanyUsers(search: string) {
  return useQuery({
    queryKey: peopleKeys.companyUserList(search),
    queryFn: () =>
      apiFetch<{ items: TCompanyUser[] }>(
        `/api/v1/company-users${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      ).then((r) => ({ ...r, total: r.items.length })),
    placeholderData: keepPreviousData,
  });
}

export type TAddedCompanyUser = { user: TCompanyUser; temporary_password: string; invitation_sent: boolean };

function useUsersMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.companyUsers }),
  });
}

export const useAddCompanyUser = () =>
  useUsersMutation((input: TAddCompanyUser) =>
    apiFetch<TAddedCompanyUser>('/api/v1/company-users', { method: 'POST', json: input }),
  );

export const useUpdateCompanyUser = () =>
  useUsersMutation(({ id, input }: { id: string; input: TUpdateCompanyUser }) =>
    apiFetch(`/api/v1/company-users/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
  );

export const useSetCompanyUserActive = () =>
  useUsersMutation(({ id, active }: { id: string; active: boolean }) =>
    apiFetch(`/api/v1/company-users/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`, {
      method: 'POST',
    }),
  );

export const useDeleteCompanyUser = () =>
  useUsersMutation((id: string) =>
    apiFetch(`/api/v1/company-users/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
