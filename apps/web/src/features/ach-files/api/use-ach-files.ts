import type { TAchFile, TAchPreview } from '@groundwork/shared/nacha/ach-files.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

export const achFileKeys = {
  all: ['ach-files'] as const,
  run: (runId: string) => ['ach-files', 'run', runId] as const,
  preview: (runId: string, effectiveDate: string) => ['ach-files', 'preview', runId, effectiveDate] as const,
  prenotes: (effectiveDate: string) => ['ach-files', 'prenotes', effectiveDate] as const,
};

/** The run's direct deposit files, newest first. */
export function useRunAchFiles(runId: string) {
  return useQuery({
    queryKey: achFileKeys.run(runId),
    queryFn: () => apiFetch<{ items: TAchFile[] }>(`/api/v1/payroll/runs/${runId}/ach-files`),
    staleTime: 0,
  });
}

/** What the run's file would hold (totals, entry hash, deposits) for an effective date ('' = the check date). */
export function useAchPreview(runId: string, effectiveDate: string, isEnabled: boolean) {
  return useQuery({
    queryKey: achFileKeys.preview(runId, effectiveDate),
    queryFn: () =>
      apiFetch<TAchPreview>(
        `/api/v1/payroll/runs/${runId}/ach-files/preview${effectiveDate ? `?effective_date=${effectiveDate}` : ''}`,
      ),
    enabled: isEnabled,
    staleTime: 0,
  });
}

export function useCreateAchFile(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (effectiveDate: string) =>
      apiFetch<TAchFile>(`/api/v1/payroll/runs/${runId}/ach-files`, {
        method: 'POST',
        json: { effective_date: effectiveDate },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: achFileKeys.all }),
  });
}

/** The prenote file that would be made now (accounts whose prenote is pending). */
export function usePrenotePreview(effectiveDate: string) {
  return useQuery({
    queryKey: achFileKeys.prenotes(effectiveDate),
    queryFn: () =>
      apiFetch<TAchPreview>(
        `/api/v1/payroll/ach-files/prenotes/preview${effectiveDate ? `?effective_date=${effectiveDate}` : ''}`,
      ),
    staleTime: 0,
  });
}

export function useCreatePrenoteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (effectiveDate: string) =>
      apiFetch<TAchFile>('/api/v1/payroll/ach-files/prenotes', {
        method: 'POST',
        json: { effective_date: effectiveDate },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: achFileKeys.all }),
  });
}

/** The prenote files made, newest first. */
export function usePrenoteFiles() {
  return useQuery({
    queryKey: [...achFileKeys.all, 'prenote-files'],
    queryFn: () => apiFetch<{ items: TAchFile[] }>('/api/v1/payroll/ach-files?purpose=prenote'),
    staleTime: 0,
  });
}
