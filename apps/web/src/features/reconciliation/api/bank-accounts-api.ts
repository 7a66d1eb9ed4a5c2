import type {
  TCashAccountOption,
  TReconBankAccount,
  TReconciliationReportItem,
  TReconciliation as TSharedReconciliation,
  TReconciliationStatus as TSharedReconciliationStatus,
  TStaleChecks as TSharedStaleChecks,
  ZCreateReconciliation,
  ZReconCreateBankAccount,
  ZReconUpdateBankAccount,
} from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-fetch';

/*
 * Bank accounts (issue 23): each GL cash account linked to its bank account, the account's
 * reconciliations and its stale checks. Every reconciliation query starts with 'reconciliation', so one
 * invalidation refreshes the list, an account's page and the workspace.
 */

export type TAccountRef = { id: string; number: string; name: string };
export type TBankAccount = TReconBankAccount;
export type TCashAccount = TCashAccountOption;
export type TCreateBankAccountInput = z.input<typeof ZReconCreateBankAccount>;
export type TBankAccountInput = z.input<typeof ZReconUpdateBankAccount>;
export type TReconciliation = TSharedReconciliation;
export type TReconciliationStatus = TSharedReconciliationStatus;
export type TStartReconciliationInput = z.input<typeof ZCreateReconciliation>;
export type TStaleItem = TReconciliationReportItem;
export type TStaleChecks = TSharedStaleChecks;

export const reconciliationKeys = {
  all: ['reconciliation'] as const,
  accounts: ['reconciliation', 'bank-accounts'] as const,
  account: (id: string) => ['reconciliation', 'bank-account', id] as const,
  cashAccounts: ['reconciliation', 'cash-accounts'] as const,
  reconciliations: (accountId: string) => ['reconciliation', 'history', accountId] as const,
  staleChecks: (accountId: string) => ['reconciliation', 'stale-checks', accountId] as const,
  imports: (accountId: string) => ['reconciliation', 'imports', accountId] as const,
  lines: (accountId: string, params: Record<string, string | number>) =>
    ['reconciliation', 'lines', accountId, params] as const,
  rules: ['reconciliation', 'rules'] as const,
};

export const bankAccountPath = (id: string) => `/api/v1/bank-accounts/${encodeURIComponent(id)}`;

/** The company's bank accounts with their balances and reconciliation state. */
export function useBankAccounts(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: reconciliationKeys.accounts,
    queryFn: () => apiFetch<{ items: TBankAccount[] }>('/api/v1/bank-accounts'),
    enabled: options.isEnabled ?? true,
  });
}

export function useBankAccount(id: string) {
  return useQuery({
    queryKey: reconciliationKeys.account(id),
    queryFn: () => apiFetch<TBankAccount>(bankAccountPath(id)),
    enabled: id !== '',
  });
}

/** The GL cash accounts, each with the bank account linked to it (if any). */
export function useCashAccounts(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: reconciliationKeys.cashAccounts,
    queryFn: () => apiFetch<{ items: TCashAccount[] }>('/api/v1/bank-accounts/cash-accounts'),
    select: (answer) => answer.items,
    enabled: options.isEnabled ?? true,
  });
}

/** Refreshes everything reconciliation shows, and the dashboard's badge. */
export function useInvalidateReconciliation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reconciliationKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useCreateBankAccount() {
  const invalidate = useInvalidateReconciliation();
  return useMutation({
    mutationFn: (input: TCreateBankAccountInput) =>
      apiFetch<TBankAccount>('/api/v1/bank-accounts', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useUpdateBankAccount() {
  const invalidate = useInvalidateReconciliation();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TBankAccountInput }) =>
      apiFetch<TBankAccount>(bankAccountPath(id), { method: 'PATCH', json: input }),
    onSettled: invalidate,
  });
}

export function useDeleteBankAccount() {
  const invalidate = useInvalidateReconciliation();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(bankAccountPath(id), { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/** The account's reconciliations, newest first. */
export function useAccountReconciliations(accountId: string) {
  return useQuery({
    queryKey: reconciliationKeys.reconciliations(accountId),
    queryFn: () => apiFetch<{ items: TReconciliation[] }>(`${bankAccountPath(accountId)}/reconciliations`),
  });
}

export function useStartReconciliation(accountId: string) {
  const invalidate = useInvalidateReconciliation();
  return useMutation({
    mutationFn: (input: TStartReconciliationInput) =>
      apiFetch<TReconciliation>(`${bankAccountPath(accountId)}/reconciliations`, {
        method: 'POST',
        json: input,
      }),
    onSettled: invalidate,
  });
}

/** Checks and payments still outstanding after 90 days, as of today. */
export function useStaleChecks(accountId: string) {
  return useQuery({
    queryKey: reconciliationKeys.staleChecks(accountId),
    queryFn: () => apiFetch<TStaleChecks>(`${bankAccountPath(accountId)}/stale-checks`),
  });
}
