import type { TImportMappingInput, TImportMappingView } from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { importKeys, importRunPath } from './import-keys';

/** The run's mapping with the source accounts, the type table and the names the lists lack. */
export function useImportMapping(runId: string, isEnabled = true) {
  return useQuery({
    queryKey: importKeys.mapping(runId),
    queryFn: () => apiFetch<TImportMappingView>(`${importRunPath(runId)}/mapping`),
    enabled: isEnabled,
  });
}

export function useSaveImportMapping(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mapping: TImportMappingInput) =>
      apiFetch<TImportMappingView | null>(`${importRunPath(runId)}/mapping`, {
        method: 'PUT',
        json: mapping,
      }),
    onSuccess: (view) => {
      if (view && 'source_accounts' in view) queryClient.setQueryData(importKeys.mapping(runId), view);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: importKeys.run(runId) }),
  });
}
