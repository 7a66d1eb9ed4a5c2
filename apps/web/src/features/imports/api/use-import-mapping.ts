import type { TImportMappingInput, TImportMappingView } from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { useImportOrganization } from '../hooks/use-import-organization';
import { importKeys, importRunPath } from './import-keys';

/** The run's mapping with the source accounts, the type table and the names the lists lack. */
export function useImportMapping(runId: string, isEnabled = true) {
  const { withOrganization } = useImportOrganization();
  return useQuery({
    queryKey: importKeys.mapping(runId),
    queryFn: () => apiFetch<TImportMappingView>(withOrganization(`${importRunPath(runId)}/mapping`)),
    enabled: isEnabled,
  });
}

export function useSaveImportMapping(runId: string) {
  const queryClient = useQueryClient();
  const { withOrganization } = useImportOrganization();
  return useMutation({
    mutationFn: (mapping: TImportMappingInput) =>
      apiFetch<TImportMappingView | null>(withOrganization(`${importRunPath(runId)}/mapping`), {
        method: 'PUT',
        json: mapping,
      }),
    onSuccess: (view) => {
      if (view && 'source_accounts' in view) queryClient.setQueryData(importKeys.mapping(runId), view);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: importKeys.run(runId) }),
  });
}
