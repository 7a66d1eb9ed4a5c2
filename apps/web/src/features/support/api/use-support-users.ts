import type { TAddInternalAdmin, TPage, TSupportUpdateUser, TSupportUser } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { supportKeys, type TUserListParams } from './support-keys';
import { useSupportMutation } from './use-support-mutation';

const userPath = (id: string) => `/api/v1/support/users/${encodeURIComponent(id)}`;

/** One page of users across every company: one row per role record. */
export function useFindSupportUsers(params: TUserListParams) {
  return useQuery({
    queryKey: supportKeys.userList(params),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.search) query.set('search', params.search);
      if (params.organizationId) query.set('organization_id', params.organizationId);
      if (params.role) query.set('role', params.role);
      return apiFetch<TPage<TSupportUser>>(`/api/v1/support/users?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useInternalAdmins() {
  return useQuery({
    queryKey: supportKeys.internalAdmins,
    queryFn: () =>
      apiFetch<{ items: TSupportUser[] }>('/api/v1/support/internal-admins').then((r) => ({
        items: r.items,
        total: r.items.length,
      })),
  });
}

export const useUpdateSupportUser = () =>
  useSupportMutation(({ id, input }: { id: string; input: TSupportUpdateUser }) =>
    apiFetch<{ user_id: string }>(userPath(id), { method: 'PATCH', json: input }),
  );

export const useSetSupportUserActive = () =>
  useSupportMutation(({ id, active }: { id: string; active: boolean }) =>
    apiFetch<{ user_id: string; is_active: boolean }>(
      `${userPath(id)}/${active ? 'activate' : 'deactivate'}`,
      {
        method: 'POST',
      },
    ),
  );

export const useDeleteSupportUser = () =>
  useSupportMutation((id: string) => apiFetch<{ success: true }>(userPath(id), { method: 'DELETE' }));

export const useResetUserPassword = () =>
  useSupportMutation(({ id, newPassword }: { id: string; newPassword: string }) =>
    apiFetch<{ success: true }>(`${userPath(id)}/reset-password`, { method: 'POST', json: { newPassword } }),
  );

export const useResendInvitation = () =>
  useSupportMutation((id: string) =>
    apiFetch<{ success: true }>(`${userPath(id)}/resend-invitation`, { method: 'POST' }),
  );

export type TAddedInternalAdmin = { user: TSupportUser; generatedPassword: string; invitation_sent: boolean };

export const useAddInternalAdmin = () =>
  useSupportMutation((input: TAddInternalAdmin) =>
    apiFetch<TAddedInternalAdmin>('/api/v1/support/internal-admins', { method: 'POST', json: input }),
  );

export const useDeleteInternalAdmin = () =>
  useSupportMutation((id: string) =>
    apiFetch<{ success: true }>(`/api/v1/support/internal-admins/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  );
