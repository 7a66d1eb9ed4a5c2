import type {
  TTaxParameter,
  TTaxParameterImportRequest,
  TTaxParameterImportResult,
  TTaxParameterList,
} from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { enc, paySetupKeys } from './pay-setup-keys';

/** A year's rows (null: every year), built-in and the company's, and the years that have rows. */
export function useTaxParameters(year: number | null) {
  return useQuery({
    queryKey: paySetupKeys.taxParameters(year),
    queryFn: () => apiFetch<TTaxParameterList>(`/api/v1/tax-parameters${year ? `?year=${year}` : ''}`),
  });
}

/** Preview (dry_run) or import a file; an import reloads the lists. */
export function useImportTaxParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTaxParameterImportRequest) =>
      apiFetch<TTaxParameterImportResult>('/api/v1/tax-parameters/import', { method: 'POST', json: input }),
    onSettled: (result) => {
      if (result && !result.dry_run) void queryClient.invalidateQueries({ queryKey: paySetupKeys.taxAll });
    },
  });
}

export function useSaveTaxParameter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: unknown }) =>
      id
        ? apiFetch<TTaxParameter>(`/api/v1/tax-parameters/${enc(id)}`, { method: 'PATCH', json: input })
        : apiFetch<TTaxParameter>('/api/v1/tax-parameters', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paySetupKeys.taxAll }),
  });
}

export function useDeleteTaxParameter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(`/api/v1/tax-parameters/${enc(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paySetupKeys.taxAll }),
  });
}
