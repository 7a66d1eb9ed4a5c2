import type {
  TAccount,
  TReconciliation,
  TReconciliationDiscrepancy,
  TReconciliationReport,
  TReconciliationReportItem,
} from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { reconciliationKeys } from './bank-accounts-api';

/*
 * One reconciliation (issue 23, items 4–5): its live figures while in progress, the statement date and
 * ending balance, finish (with an adjustment entry when the difference is not zero), abandon, undo of
 * the latest finished one, and its report (frozen at finish), discrepancies and exports.
 */

export type TReportItem = TReconciliationReportItem;
export type TDiscrepancy = TReconciliationDiscrepancy;
export type { TReconciliation, TReconciliationReport };

export type TUpdateReconciliationInput = { statement_date?: string; ending_balance_cents?: number };
export type TFinishInput = { adjustment?: { account_id: string; reason: string } };

export const reconciliationPath = (id: string) => `/api/v1/bank-reconciliations/${encodeURIComponent(id)}`;

export const reconciliationOneKeys = {
  one: (id: string) => ['reconciliation', 'reconciliation', id] as const,
  report: (id: string) => ['reconciliation', 'report', id] as const,
  discrepancies: (id: string) => ['reconciliation', 'discrepancies', id] as const,
};

export function useReconciliation(id: string) {
  return useQuery({
    queryKey: reconciliationOneKeys.one(id),
    queryFn: () => apiFetch<TReconciliation>(reconciliationPath(id)),
    enabled: id !== '',
  });
}

export function useReconciliationReport(id: string) {
  return useQuery({
    queryKey: reconciliationOneKeys.report(id),
    queryFn: () => apiFetch<TReconciliationReport>(`${reconciliationPath(id)}/report`),
    enabled: id !== '',
  });
}

export function useDiscrepancies(id: string, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: reconciliationOneKeys.discrepancies(id),
    queryFn: () => apiFetch<{ items: TDiscrepancy[] }>(`${reconciliationPath(id)}/discrepancies`),
    select: (answer) => answer.items,
    enabled: id !== '' && (options.isEnabled ?? true),
  });
}

/**
 * The accounts an adjustment entry may post against: active, not a control account (their subledgers
 * post to them), not the bank's own cash account.
 */
export function useAdjustmentAccounts(cashAccountId: string, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['reconciliation', 'adjustment-accounts'] as const,
    queryFn: () => apiFetch<{ items: TAccount[] }>('/api/v1/chart-of-accounts?active=true'),
    select: (answer) => answer.items.filter((a) => a.is_active && !a.is_control && a.id !== cashAccountId),
    enabled: options.isEnabled ?? true,
  });
}

function useRefreshAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reconciliationKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

/** The statement date or ending balance (in progress only). */
export function useUpdateReconciliation(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (input: TUpdateReconciliationInput) =>
      apiFetch<TReconciliation>(reconciliationPath(id), { method: 'PATCH', json: input }),
    onSuccess: (reconciliation) => queryClient.setQueryData(reconciliationOneKeys.one(id), reconciliation),
    onSettled: refresh,
  });
}

export function useFinishReconciliation(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (input: TFinishInput) =>
      apiFetch<TReconciliation>(`${reconciliationPath(id)}/finish`, { method: 'POST', json: input }),
    onSuccess: (reconciliation) => queryClient.setQueryData(reconciliationOneKeys.one(id), reconciliation),
    onSettled: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['ledger'] })]),
  });
}

/** Abandons a reconciliation in progress; its matches stay. */
export function useAbandonReconciliation(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () => apiFetch<null>(reconciliationPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.removeQueries({ queryKey: reconciliationOneKeys.one(id) }),
    onSettled: refresh,
  });
}

/** Undoes the latest finished reconciliation of its account, with a reason (audited). */
export function useUndoReconciliation(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (reason: string) =>
      apiFetch<TReconciliation | null>(`${reconciliationPath(id)}/undo`, {
        method: 'POST',
        json: { reason },
      }),
    onSettled: () => Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['ledger'] })]),
  });
}
