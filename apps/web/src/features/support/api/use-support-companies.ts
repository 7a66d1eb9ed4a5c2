import type { TCreateCompany, TPage, TSupportCompany, TSupportUser } from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import type { TSupportCompanyDetail } from '../support-types';
import { supportKeys, type TCompanyListParams } from './support-keys';
import { useSupportMutation } from './use-support-mutation';

const companyPath = (id: string) => `/api/v1/support/companies/${encodeURIComponent(id)}`;

/** One page of client companies (newest first), filtered by search, tier and status. */
export function useFindSupportCompanies(params: TCompanyListParams) {
  return useQuery({
    queryKey: supportKeys.companyList(params),
    queryFn: () => {
      const query = new URLSearchParams({
        status: params.status,
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.search) query.set('search', params.search);
      if (params.tier) query.set('tier', params.tier);
      return apiFetch<TPage<TSupportCompany>>(`/api/v1/support/companies?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** The companies for the All Users page's company filter (the API's largest page). */
export function useSupportCompanyOptions() {
  return useQuery({
    queryKey: supportKeys.companyOptions,
    queryFn: () => apiFetch<TPage<TSupportCompany>>('/api/v1/support/companies?pageSize=100'),
  });
}

export function useGetSupportCompany(id: string) {
  return useQuery({
    queryKey: supportKeys.company(id),
    queryFn: () => apiFetch<TSupportCompanyDetail>(companyPath(id)),
    retry: false,
  });
}

export function useSupportCompanyUsers(id: string) {
  return useQuery({
    queryKey: supportKeys.companyUsers(id),
    // ListState reads `total`; this list is not paged.
    queryFn: () =>
      apiFetch<{ items: TSupportUser[] }>(`${companyPath(id)}/users`).then((r) => ({
        items: r.items,
        total: r.items.length,
      })),
  });
}

export type TCreatedCompany = {
  companyNumber: string;
  organization_id: string;
  temporary_password: string;
  invitation_sent: boolean;
};

export const useCreateCompany = () =>
  useSupportMutation((input: TCreateCompany) =>
    apiFetch<TCreatedCompany>('/api/v1/support/companies', { method: 'POST', json: input }),
  );

export const useSetCompanyActive = () =>
  useSupportMutation(({ id, active }: { id: string; active: boolean }) =>
    apiFetch<TSupportCompany>(companyPath(id), { method: 'PATCH', json: { is_active: active } }),
  );

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) =>
      apiFetch<{ success: true }>(companyPath(id), { method: 'DELETE', json: { confirm_name: confirmName } }),
    onSuccess: (_result, { id }) => {
      // The detail page of a deleted company must not refetch into a 404 while it navigates away.
      queryClient.removeQueries({ queryKey: supportKeys.company(id) });
      queryClient.removeQueries({ queryKey: supportKeys.companyUsers(id) });
      return queryClient.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
}
