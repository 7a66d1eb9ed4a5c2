import type { TAccountImportResult, TAccountImportRow, TAccountPreview } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { ACCOUNT_PICKER_KEY, ledgerKeys } from './ledger-keys';

/** Each row's status against the chart as the server has it; changes nothing. */
export function usePreviewAccountImport() {
  return useMutation({
    mutationFn: (rows: TAccountImportRow[]) =>
      apiFetch<TAccountPreview>('/api/v1/chart-of-accounts/import/preview', {
        method: 'POST',
        json: { rows },
      }),
  });
}

/** Imports the rows in one transaction; refused whole if any row is invalid. */
export function useImportAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: TAccountImportRow[]) =>
      apiFetch<TAccountImportResult>('/api/v1/chart-of-accounts/import', { method: 'POST', json: { rows } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
        queryClient.invalidateQueries({ queryKey: ACCOUNT_PICKER_KEY }),
      ]),
  });
}
