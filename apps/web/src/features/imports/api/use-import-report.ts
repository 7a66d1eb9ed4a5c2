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

/** Reverses the run whole; refused with the reason while anything else points at its records. */
export function useRollbackImport(runId: string) {
  const { withOrganization } = useImportOrganization();
  return useRunMutation(runId, async () => {
    const answer = await apiFetch<TImportRun | null>(withOrganization(`${importRunPath(runId)}/rollback`), {
      method: 'POST',
    });
    return answer && 'files' in answer ? answer : null;
  });
}
