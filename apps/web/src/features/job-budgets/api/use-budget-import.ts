import type { TBudgetImportResult, TBudgetImportRow, TBudgetPreview } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { invalidateJobBudget } from './use-job-budget';

const importPath = (jobId: string) => `/api/v1/jobs/${encodeURIComponent(jobId)}/budget/import`;

/** Each row's status against the codes, categories and lines as the server has them; changes nothing. */
export function usePreviewBudgetImport(jobId: string) {
  return useMutation({
    mutationFn: (rows: TBudgetImportRow[]) =>
      apiFetch<TBudgetPreview>(`${importPath(jobId)}/preview`, { method: 'POST', json: { rows } }),
  });
}

/** Imports the rows in one transaction; refused whole if any row is invalid. */
export function useImportBudget(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: TBudgetImportRow[]) =>
      apiFetch<TBudgetImportResult>(importPath(jobId), { method: 'POST', json: { rows } }),
    onSuccess: () => invalidateJobBudget(queryClient, jobId),
  });
}
