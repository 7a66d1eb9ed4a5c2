import type { TCostCodeImportResult, TCostCodeImportRow, TCostCodePreview } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { costCodeKeys } from './cost-code-keys';

/** Each row's status against the database; changes nothing. */
export function usePreviewCostCodeImport() {
  return useMutation({
    mutationFn: (rows: TCostCodeImportRow[]) =>
      apiFetch<TCostCodePreview>('/api/v1/cost-codes/import/preview', { method: 'POST', json: { rows } }),
  });
}

/** Imports the rows in one transaction; refused whole if any row is invalid. */
export function useImportCostCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: TCostCodeImportRow[]) =>
      apiFetch<TCostCodeImportResult>('/api/v1/cost-codes/import', { method: 'POST', json: { rows } }),
    onSuccess: (result) => queryClient.setQueryData(costCodeKeys.list, { items: result.items }),
  });
}
