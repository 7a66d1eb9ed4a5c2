import {
  isImportRunBusy,
  type TCreateImportRun,
  type TImportRun,
  type TImportRunList,
  type TImportRunListItem,
  type TUpdateImportRun,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { useImportOrganization } from '../hooks/use-import-organization';
import { importKeys, importRunPath, type TImportRunListParams } from './import-keys';

/** How often a running dry run or import is asked for its progress. */
export const POLL_MS = 1000;

export type TImportRunPage = { items: TImportRunListItem[]; total: number; page: number; pageSize: number };

/** One page of the company's import runs, newest first. */
export function useImportRuns(params: TImportRunListParams) {
  const { organizationId, withOrganization } = useImportOrganization();
  return useQuery({
    queryKey: importKeys.runs(params, organizationId),
    queryFn: async (): Promise<TImportRunPage> => {
      const query = new URLSearchParams({ page: String(params.page), page_size: String(params.pageSize) });
      if (params.source !== 'all') query.set('source', params.source);
      if (params.status !== 'all') query.set('status', params.status);
      const answer = await apiFetch<TImportRunList>(withOrganization(`/api/v1/imports/runs?${query}`));
      return { items: answer.runs, total: answer.total, page: answer.page, pageSize: answer.page_size };
    },
    placeholderData: keepPreviousData,
    // A run checking or importing in the background: its row follows it.
    refetchInterval: (query) =>
      query.state.data?.items.some((run) => isImportRunBusy(run.status)) ? POLL_MS * 3 : false,
  });
}

/** A run; asked again every second while its dry run or import works in the background. */
export function useImportRun(id: string) {
  const { withOrganization } = useImportOrganization();
  return useQuery({
    queryKey: importKeys.run(id),
    queryFn: () => apiFetch<TImportRun>(withOrganization(importRunPath(id))),
    refetchInterval: (query) =>
      query.state.data && isImportRunBusy(query.state.data.status) ? POLL_MS : false,
  });
}

export function useCreateImportRun() {
  const queryClient = useQueryClient();
  const { withOrganization } = useImportOrganization();
  return useMutation({
    mutationFn: (input: TCreateImportRun) =>
      apiFetch<TImportRun>(withOrganization('/api/v1/imports/runs'), { method: 'POST', json: input }),
    onSuccess: (run) => queryClient.setQueryData(importKeys.run(run.id), run),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['imports', 'runs'] }),
  });
}

/** Writes the run the server answers into the cache, then refreshes everything under the run. */
export function useRunMutation<TInput>(id: string, call: (input: TInput) => Promise<TImportRun | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (run) => {
      if (run && typeof run === 'object' && 'id' in run) queryClient.setQueryData(importKeys.run(id), run);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
}

export function useUpdateImportRun(id: string) {
  const { withOrganization } = useImportOrganization();
  return useRunMutation(id, (input: TUpdateImportRun) =>
    apiFetch<TImportRun>(withOrganization(importRunPath(id)), { method: 'PATCH', json: input }),
  );
}

export function useDeleteImportRun() {
  const queryClient = useQueryClient();
  const { withOrganization } = useImportOrganization();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(withOrganization(importRunPath(id)), { method: 'DELETE' }),
    // Only the history: the deleted run itself is not asked for again (it would answer 404).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['imports', 'runs'] }),
  });
}
