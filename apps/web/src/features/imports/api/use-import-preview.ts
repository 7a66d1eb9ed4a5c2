import type { TImportPreview, TImportRun } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-download';
import { apiFetch } from '@/lib/api-fetch';
import { useImportOrganization } from '../hooks/use-import-organization';
import { withImportOrganization } from '../import-organization';
import { importKeys, importRunPath } from './import-keys';
import { useRunMutation } from './use-import-runs';

/** Starts the dry run in the background (status previewing); the run's poll follows it. */
export function useStartPreview(runId: string) {
  const { withOrganization } = useImportOrganization();
  return useRunMutation(runId, async () => {
    const answer = await apiFetch<TImportRun | null>(withOrganization(`${importRunPath(runId)}/preview`), {
      method: 'POST',
    });
    return answer && 'files' in answer ? answer : null;
  });
}

/** The last dry run's findings (asked again after each new dry run). */
export function useImportPreview(run: Pick<TImportRun, 'id' | 'previewed_at' | 'status'>) {
  const { withOrganization } = useImportOrganization();
  return useQuery({
    queryKey: importKeys.preview(run.id, run.previewed_at),
    queryFn: () => apiFetch<TImportPreview>(withOrganization(`${importRunPath(run.id)}/preview`)),
    enabled: run.previewed_at !== null && run.status !== 'previewing',
  });
}

export const downloadImportErrors = (runId: string, organizationId: string | null) =>
  apiDownload(
    withImportOrganization(`${importRunPath(runId)}/errors.csv`, organizationId),
    'import-errors.csv',
  );

/** Starts (or resumes at the failed stage) the import in the background: 202, the run's poll follows it. */
export function useStartImport(runId: string) {
  const { withOrganization } = useImportOrganization();
  return useRunMutation(runId, async () => {
    const answer = await apiFetch<TImportRun | null>(withOrganization(`${importRunPath(runId)}/import`), {
      method: 'POST',
    });
    return answer && 'files' in answer ? answer : null;
  });
}
