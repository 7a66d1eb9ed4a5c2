import type { TAccountImportResult, TAccountImportRow, TAccountPreview } from '@groundwork/shared';
import { mutationOptions, useQueryClient } from '@tanstack/react-query';
import type { TCsvImportCalls } from '@/components/csv-import-dialog';
import { apiFetch } from '@/lib/api-fetch';
import { ACCOUNT_PICKER_KEY, ledgerKeys } from './ledger-keys';

/**
 * The chart import's calls: each row's status against the chart as the server has it (changes
 * nothing), and the import in one transaction, refused whole if any row is invalid.
 */
export function useAccountImportCalls(): TCsvImportCalls<
  TAccountImportRow,
  TAccountPreview,
  TAccountImportResult
> {
  const queryClient = useQueryClient();
  return {
    preview: mutationOptions({
      mutationFn: (rows: TAccountImportRow[]) =>
        apiFetch<TAccountPreview>('/api/v1/chart-of-accounts/import/preview', {
          method: 'POST',
          json: { rows },
        }),
    }),
    import: mutationOptions({
      mutationFn: (rows: TAccountImportRow[]) =>
        apiFetch<TAccountImportResult>('/api/v1/chart-of-accounts/import', {
          method: 'POST',
          json: { rows },
        }),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
          queryClient.invalidateQueries({ queryKey: ACCOUNT_PICKER_KEY }),
        ]),
    }),
  };
}
