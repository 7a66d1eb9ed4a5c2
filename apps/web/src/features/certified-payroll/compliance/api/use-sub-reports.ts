import type { TSubReport, TSubReportGrid, TSubReportMissingCount } from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-download';
import { apiFetch, errorFromBody } from '@/lib/api-fetch';
import { getSupabase } from '@/lib/supabase';

export const subReportKeys = {
  all: ['certified-sub-reports'] as const,
  grid: (jobId: string) => ['certified-sub-reports', 'grid', jobId] as const,
  missing: ['certified-sub-reports', 'missing'] as const,
};

export function useSubReportGrid(jobId: string | null) {
  return useQuery({
    queryKey: subReportKeys.grid(jobId ?? ''),
    queryFn: () =>
      apiFetch<TSubReportGrid>(`/api/v1/certified/sub-reports?job_id=${encodeURIComponent(jobId ?? '')}`),
    enabled: jobId !== null,
  });
}

export function useMissingSubReports() {
  return useQuery({
    queryKey: subReportKeys.missing,
    queryFn: () => apiFetch<TSubReportMissingCount>('/api/v1/certified/sub-reports/missing-count'),
  });
}

export type TSubReportTarget = {
  job_id: string;
  vendor_id: string;
  week_ending: string;
  payroll_number?: string;
};

/** Sends the file as multipart/form-data with the signed-in user's token; a refusal throws ApiError. */
async function postFile(target: TSubReportTarget, file: File): Promise<TSubReport> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const { data } = await getSupabase().auth.getSession();
  if (data.session?.access_token) headers.set('Authorization', `Bearer ${data.session.access_token}`);
  const query = new URLSearchParams({
    job_id: target.job_id,
    vendor_id: target.vendor_id,
    week_ending: target.week_ending,
    ...(target.payroll_number ? { payroll_number: target.payroll_number } : {}),
  });
  const response = await fetch(`/api/v1/certified/sub-reports/upload?${query}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromBody(body, response.status);
  return body as TSubReport;
}

function useInvalidateSubReports() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: subReportKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}

export function useUploadSubReport() {
  const invalidate = useInvalidateSubReports();
  return useMutation({
    mutationFn: ({ target, file }: { target: TSubReportTarget; file: File }) => postFile(target, file),
    onSuccess: invalidate,
  });
}

export function useMarkSubReportNoWork() {
  const invalidate = useInvalidateSubReports();
  return useMutation({
    mutationFn: (target: TSubReportTarget) =>
      apiFetch<TSubReport>('/api/v1/certified/sub-reports/no-work', { method: 'POST', json: target }),
    onSuccess: invalidate,
  });
}

export function useDeleteSubReport() {
  const invalidate = useInvalidateSubReports();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/v1/certified/sub-reports/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export const downloadSubReport = (id: string, fileName: string) =>
  apiDownload(`/api/v1/certified/sub-reports/${encodeURIComponent(id)}/file`, fileName);
