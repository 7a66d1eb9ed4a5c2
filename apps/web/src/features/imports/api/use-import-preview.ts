import type { TImportPreview, TImportRun } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-download';
import { apiFetch } from '@/lib/api-fetch';
import { importKeys, importRunPath } from './import-keys';
import { useRunMutation } from './use-import-runs';

/** Starts the dry run in the background (status previewing); the run's poll follows it. */
export function useStartPreview(runId: string) {
  return useRunMutation(runId, async () => {
    const answer = await apiFetch<TImportRun | null>(`${importRunPath(runId)}/preview`, { method: 'POST' });
    return answer && 'files' in answer ? answer : null;
  });
}

/** The last dry run's findings (asked again after each new dry run). */
export function useImportPreview(run: Pick<TImportRun, 'id' | 'previewed_at' | 'status'>) {
  return useQuery({
    queryKey: importKeys.preview(run.id, run.previewed_at),
    queryFn: () => apiFetch<TImportPreview>(`${importRunPath(run.id)}/preview`),
    enabled: run.previewed_at !== null && run.status !== 'previewing',
  });
}

export const downloadImportErrors = (runId: string) =>
  apiDownload(`${importRunPath(runId)}/errors.csv`, 'import-errors.csv');

/** Starts (or resumes at the failed stage) the import in the background: 202, the run's poll follows it. */
export function useStartImport(runId: string) {
  return useRunMutation(runId, async () => {
    const answer = await apiFetch<TImportRun | null>(`${importRunPath(runId)}/import`, { method: 'POST' });
    return answer && 'files' in answer ? answer : null;
  });
}
