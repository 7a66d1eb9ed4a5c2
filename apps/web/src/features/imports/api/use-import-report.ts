import type { TImportReport, TImportRun } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-download';
import { apiFetch } from '@/lib/api-fetch';
import { useImportOrganization } from '../hooks/use-import-organization';
import { withImportOrganization } from '../import-organization';
import { importKeys, importRunPath } from './import-keys';
import { useRunMutation } from './use-import-runs';

/** The verification report kept with an imported run. */
export function useImportReport(run: Pick<TImportRun, 'id' | 'imported_at' | 'has_report'>) {
  const { withOrganization } = useImportOrganization();
  return useQuery({
    queryKey: importKeys.report(run.id, run.imported_at),
    queryFn: () => apiFetch<TImportReport>(withOrganization(`${importRunPath(run.id)}/report`)),
    enabled: run.has_report,
  });
}

export const importReportPath = (runId: string, format: 'pdf' | 'csv', organizationId: string | null) =>
  withImportOrganization(`${importRunPath(runId)}/report.${format}`, organizationId);

export const downloadImportTemplate = (entity: string, organizationId: string | null) =>
  apiDownload(
    withImportOrganization(`/api/v1/imports/templates/${encodeURIComponent(entity)}`, organizationId),
    `${entity}-template.csv`,
  );

/**
 * Starts the rollback: the server refuses at once with the reason (409) while anything else points at
 * the run's records, else answers 202 with the run, now `rolling_back`. The answer goes into the run's
 * cache, so the page shows the rollback at once and polls the run (isImportRunBusy) until the background job
 * ends it: `rolled_back` with what it did, or the status it had with `error` saying why it stopped.
 */
export function useRollbackImport(runId: string) {
  const { withOrganization } = useImportOrganization();
  return useRunMutation(runId, async () => {
    const answer = await apiFetch<TImportRun | null>(withOrganization(`${importRunPath(runId)}/rollback`), {
      method: 'POST',
    });
    return answer && typeof answer === 'object' && 'files' in answer ? answer : null;
  });
}
