import type { TAccount, TSaveAccount, TUpdateAccount } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { ACCOUNT_PICKER_KEY, ledgerKeys } from './ledger-keys';

function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
      queryClient.invalidateQueries({ queryKey: ACCOUNT_PICKER_KEY }),
    ]);
}

export function useCreateAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (input: TSaveAccount) =>
      apiFetch<TAccount>('/api/v1/chart-of-accounts', { method: 'POST', json: input }),
    onSuccess: () => void refresh(),
  });
}

/** Edits an account, including `is_active` for deactivate / reactivate. */
export function useUpdateAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateAccount }) =>
      apiFetch<TAccount>(`/api/v1/chart-of-accounts/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/v1/chart-of-accounts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => void refresh(),
  });
}
