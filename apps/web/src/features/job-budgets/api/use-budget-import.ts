import type { TBudgetImportResult, TBudgetImportRow, TBudgetPreview } from '@groundwork/shared';
import { mutationOptions, useQueryClient } from '@tanstack/react-query';
import type { TCsvImportCalls } from '@/components/csv-import-dialog';
import { apiFetch } from '@/lib/api-fetch';
import { invalidateJobBudget } from './use-job-budget';

const importPath = (jobId: string) => `/api/v1/jobs/${encodeURIComponent(jobId)}/budget/import`;

/**
 * The budget import's calls: each row's status against the codes, categories and lines as the server
 * has them (changes nothing), and the import in one transaction, refused whole if any row is invalid.
 */
export function useBudgetImportCalls(
  jobId: string,
): TCsvImportCalls<TBudgetImportRow, TBudgetPreview, TBudgetImportResult> {
  const queryClient = useQueryClient();
  return {
    preview: mutationOptions({
      mutationFn: (rows: TBudgetImportRow[]) =>
        apiFetch<TBudgetPreview>(`${importPath(jobId)}/preview`, { method: 'POST', json: { rows } }),
    }),
    import: mutationOptions({
      mutationFn: (rows: TBudgetImportRow[]) =>
        apiFetch<TBudgetImportResult>(importPath(jobId), { method: 'POST', json: { rows } }),
      onSuccess: () => invalidateJobBudget(queryClient, jobId),
    }),
  };
}
