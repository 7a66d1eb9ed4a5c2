import type {
  TContract,
  TContractFigures,
  TContractImportResult,
  TContractImportRow,
  TContractPreview,
  TSaveContractInput,
} from '@groundwork/shared';
import { mutationOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCsvImportCalls } from '@/components/csv-import-dialog';
import { jobBudgetKeys } from '@/features/job-budgets/api/job-budget-keys';
import { apiFetch } from '@/lib/api-fetch';
import { contractKeys } from './contract-keys';

export const contractPath = (jobId: string) => `/api/v1/jobs/${encodeURIComponent(jobId)}/contract`;

export function useContract(jobId: string) {
  return useQuery({
    queryKey: contractKeys.contract(jobId),
    queryFn: () => apiFetch<TContract>(contractPath(jobId)),
  });
}

export function useContractFigures(jobId: string) {
  return useQuery({
    queryKey: contractKeys.figures(jobId),
    queryFn: () => apiFetch<TContractFigures>(`/api/v1/jobs/${encodeURIComponent(jobId)}/contract-figures`),
  });
}

/** Contracts, change orders, figures and the cost summary (approved budget changes) are read again. */
export function useInvalidateContracts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contractKeys.all }),
      queryClient.invalidateQueries({ queryKey: jobBudgetKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
}

export function useSaveContract(jobId: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (body: TSaveContractInput) =>
      apiFetch<TContract>(contractPath(jobId), { method: 'PUT', json: body }),
    onSuccess: (contract) => {
      queryClient.setQueryData(contractKeys.contract(jobId), contract);
      return invalidate();
    },
  });
}

/**
 * The schedule import's calls: each row's status against the schedule and codes as the server has
 * them (changes nothing), and the import in one transaction, refused whole if any row is invalid.
 */
export function useContractImportCalls(
  jobId: string,
): TCsvImportCalls<TContractImportRow, TContractPreview, TContractImportResult> {
  const invalidate = useInvalidateContracts();
  return {
    preview: mutationOptions({
      mutationFn: (rows: TContractImportRow[]) =>
        apiFetch<TContractPreview>(`${contractPath(jobId)}/import/preview`, {
          method: 'POST',
          json: { rows },
        }),
    }),
    import: mutationOptions({
      mutationFn: (rows: TContractImportRow[]) =>
        apiFetch<TContractImportResult>(`${contractPath(jobId)}/import`, { method: 'POST', json: { rows } }),
      onSuccess: () => invalidate(),
    }),
  };
}
