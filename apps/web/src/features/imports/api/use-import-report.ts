import type { TImportReport, TImportRun } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-download';
import { apiFetch } from '@/lib/api-fetch';
import { importKeys, importRunPath } from './import-keys';
import { useRunMutation } from './use-import-runs';

/** The verification report kept with an imported run. */
export function useImportReport(run: Pick<TImportRun, 'id' | 'imported_at' | 'has_report'>) {
  return useQuery({
    queryKey: importKeys.report(run.id, run.imported_at),
    queryFn: () => apiFetch<TImportReport>(`${importRunPath(run.id)}/report`),
    enabled: run.has_report,
  });
}

export const importReportPath = (runId: string, format: 'pdf' | 'csv') =>
  `${importRunPath(runId)}/report.${format}`;

export const downloadImportTemplate = (entity: string) =>
  apiDownload(`/api/v1/imports/templates/${encodeURIComponent(entity)}`, `${entity}-template.csv`);

/** Reverses the run whole; refused with the reason while anything else points at its records. */
export function useRollbackImport(runId: string) {
  return useRunMutation(runId, async () => {
    const answer = await apiFetch<TImportRun | null>(`${importRunPath(runId)}/rollback`, { method: 'POST' });
    return answer && 'files' in answer ? answer : null;
  });
}
