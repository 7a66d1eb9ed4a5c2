import type {
  TCertifiedJobView,
  TClassImportResult,
  TComplianceViewer,
  TDetermination,
  TDeterminationInput,
  TPrevailingWageJob,
  TPrevailingWageJobInput,
  TWageClass,
  TWageClassInput,
} from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { certifiedSetupKeys, enc } from './certified-setup-keys';

/** The job and its prevailing-wage settings (null when it is not a prevailing-wage job). */
export function useCertifiedJob(jobId: string, isEnabled = true) {
  return useQuery({
    queryKey: certifiedSetupKeys.job(jobId),
    queryFn: () => apiFetch<TCertifiedJobView>(`/api/v1/certified/jobs/${enc(jobId)}`),
    enabled: isEnabled,
  });
}

export function useDeterminations(jobId: string, isEnabled = true) {
  return useQuery({
    queryKey: certifiedSetupKeys.determinations(jobId),
    queryFn: () =>
      apiFetch<{ items: TDetermination[] }>(`/api/v1/certified/jobs/${enc(jobId)}/determinations`),
    enabled: isEnabled,
  });
}

export function useComplianceViewers(jobId: string, isEnabled = true) {
  return useQuery({
    queryKey: certifiedSetupKeys.viewers(jobId),
    queryFn: () => apiFetch<{ items: TComplianceViewer[] }>(`/api/v1/certified/jobs/${enc(jobId)}/viewers`),
    enabled: isEnabled,
  });
}

/** A mutation that reloads everything of the job's set-up when it settles. */
function useJobMutation<TInput, TResult>(jobId: string, run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: certifiedSetupKeys.job(jobId) }),
        queryClient.invalidateQueries({ queryKey: certifiedSetupKeys.determinations(jobId) }),
        queryClient.invalidateQueries({ queryKey: certifiedSetupKeys.viewers(jobId) }),
      ]);
    },
  });
}

export function useSaveCertifiedJob(jobId: string) {
  return useJobMutation(jobId, (input: TPrevailingWageJobInput) =>
    apiFetch<TPrevailingWageJob>(`/api/v1/certified/jobs/${enc(jobId)}`, { method: 'PUT', json: input }),
  );
}

export function useRemoveCertifiedJob(jobId: string) {
  return useJobMutation(jobId, () =>
    apiFetch<null>(`/api/v1/certified/jobs/${enc(jobId)}`, { method: 'DELETE' }),
  );
}

export function useAddDetermination(jobId: string) {
  return useJobMutation(jobId, (input: TDeterminationInput) =>
    apiFetch<TDetermination>(`/api/v1/certified/jobs/${enc(jobId)}/determinations`, {
      method: 'POST',
      json: input,
    }),
  );
}

export function useDeleteDetermination(jobId: string) {
  return useJobMutation(jobId, (id: string) =>
    apiFetch<null>(`/api/v1/certified/determinations/${enc(id)}`, { method: 'DELETE' }),
  );
}

/** Add (determinationId) or edit (id) a classification. */
export function useSaveWageClass(jobId: string) {
  return useJobMutation(
    jobId,
    ({
      id,
      determinationId,
      input,
    }: {
      id: string | null;
      determinationId: string;
      input: TWageClassInput;
    }) =>
      id
        ? apiFetch<TWageClass>(`/api/v1/certified/wage-classes/${enc(id)}`, { method: 'PUT', json: input })
        : apiFetch<TWageClass>(`/api/v1/certified/determinations/${enc(determinationId)}/classes`, {
            method: 'POST',
            json: input,
          }),
  );
}

export function useDeleteWageClass(jobId: string) {
  return useJobMutation(jobId, (id: string) =>
    apiFetch<null>(`/api/v1/certified/wage-classes/${enc(id)}`, { method: 'DELETE' }),
  );
}

/** The CSV dry run (changes nothing) or the import itself (all or nothing). */
export function useImportWageClasses(jobId: string) {
  return useJobMutation(
    jobId,
    ({ determinationId, csv, dryRun }: { determinationId: string; csv: string; dryRun: boolean }) =>
      apiFetch<TClassImportResult>(
        `/api/v1/certified/determinations/${enc(determinationId)}/classes/import`,
        {
          method: 'POST',
          json: { csv, dry_run: dryRun },
        },
      ),
  );
}

export function useAddViewer(jobId: string) {
  return useJobMutation(jobId, (userId: string) =>
    apiFetch<TComplianceViewer>(`/api/v1/certified/jobs/${enc(jobId)}/viewers`, {
      method: 'POST',
      json: { user_id: userId },
    }),
  );
}

export function useRemoveViewer(jobId: string) {
  return useJobMutation(jobId, (userId: string) =>
    apiFetch<null>(`/api/v1/certified/jobs/${enc(jobId)}/viewers/${enc(userId)}`, { method: 'DELETE' }),
  );
}
