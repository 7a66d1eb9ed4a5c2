import type { TCostCodeImportResult, TCostCodeImportRow, TCostCodePreview } from '@groundwork/shared';
import { mutationOptions, useQueryClient } from '@tanstack/react-query';
import type { TCsvImportCalls } from '@/components/csv-import-dialog';
import { apiFetch } from '@/lib/api-fetch';
import { costCodeKeys } from './cost-code-keys';

/**
 * The cost code import's calls: each row's status against the database (changes nothing), and the
 * import in one transaction, refused whole if any row is invalid.
 */
export function useCostCodeImportCalls(): TCsvImportCalls<
  TCostCodeImportRow,
  TCostCodePreview,
  TCostCodeImportResult
> {
  const queryClient = useQueryClient();
  return {
    preview: mutationOptions({
      mutationFn: (rows: TCostCodeImportRow[]) =>
        apiFetch<TCostCodePreview>('/api/v1/cost-codes/import/preview', { method: 'POST', json: { rows } }),
    }),
    import: mutationOptions({
      mutationFn: (rows: TCostCodeImportRow[]) =>
        apiFetch<TCostCodeImportResult>('/api/v1/cost-codes/import', { method: 'POST', json: { rows } }),
      onSuccess: (result) => queryClient.setQueryData(costCodeKeys.list, { items: result.items }),
    }),
  };
}
