import type {
  TCertifiedJob,
  TCertifiedReport,
  TCertifiedReportSummary,
  TMakeCertifiedReport,
  TUpdateCertifiedReport,
} from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

/** Every WH-347 query starts with 'certified-reports'. */
export const wh347Keys = {
  all: ['certified-reports'] as const,
  jobs: ['certified-reports', 'jobs'] as const,
  list: (jobId: string | null) => ['certified-reports', 'list', jobId] as const,
  report: (id: string) => ['certified-reports', 'report', id] as const,
};

export const reportPath = (id: string) => `/api/v1/certified-reports/${encodeURIComponent(id)}`;

/** The certified jobs the caller reads, each with its weeks and missing reports. */
export function useCertifiedJobs(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: wh347Keys.jobs,
    queryFn: () => apiFetch<{ items: TCertifiedJob[] }>('/api/v1/certified-reports/jobs'),
    select: (answer) => answer.items,
    enabled: options.isEnabled ?? true,
  });
}

/** Reports by week: a third party sees the signed ones of the jobs they view. */
export function useCertifiedReportList(jobId: string | null, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: wh347Keys.list(jobId),
    queryFn: () =>
      apiFetch<{ items: TCertifiedReportSummary[] }>(
        `/api/v1/certified-reports${jobId ? `?job_id=${encodeURIComponent(jobId)}` : ''}`,
      ),
    select: (answer) => answer.items,
    enabled: options.isEnabled ?? true,
  });
}

export function useCertifiedReport(id: string) {
  return useQuery({
    queryKey: wh347Keys.report(id),
    queryFn: () => apiFetch<TCertifiedReport>(reportPath(id)),
    enabled: id !== '',
  });
}

/** Makes a week's report (or makes its draft again from payroll). */
export function useMakeCertifiedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TMakeCertifiedReport) =>
      apiFetch<TCertifiedReport>('/api/v1/certified-reports', { method: 'POST', json: input }),
    onSuccess: (report) => queryClient.setQueryData(wh347Keys.report(report.id), report),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: wh347Keys.all }),
  });
}

export type TReportAction =
  | { action: 'review' | 'amend' }
  | { action: 'sign'; input: { typed_name: string } }
  | { action: 'submit'; input: { submitted_on: string; submitted_to: string } }
  | { action: 'update'; input: TUpdateCertifiedReport };

/** Review, sign, submit, amend or change a report; answers the report the action leaves (an amendment: the new revision). */
export function useCertifiedReportAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TReportAction) =>
      request.action === 'update'
        ? apiFetch<TCertifiedReport>(reportPath(id), { method: 'PATCH', json: request.input })
        : apiFetch<TCertifiedReport>(`${reportPath(id)}/${request.action}`, {
            method: 'POST',
            json: 'input' in request ? request.input : {},
          }),
    onSuccess: (report) => queryClient.setQueryData(wh347Keys.report(report.id), report),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: wh347Keys.all }),
  });
}
