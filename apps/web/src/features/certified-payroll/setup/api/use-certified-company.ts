import type {
  TApprenticeProgram,
  TApprenticeProgramInput,
  TApprenticeship,
  TApprenticeshipInput,
  TCertifiedPerson,
  TCertifyingOfficer,
  TCertifyingOfficerInput,
  TEmployeeCertifiedSetup,
  TFringePlan,
  TFringePlanInput,
  TPrevailingWageJob,
} from '@groundwork/shared';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { certifiedSetupKeys, enc } from './certified-setup-keys';

export function useApprenticePrograms(isEnabled = true) {
  return useQuery({
    queryKey: certifiedSetupKeys.programs,
    queryFn: () => apiFetch<{ items: TApprenticeProgram[] }>('/api/v1/certified/apprentice-programs'),
    enabled: isEnabled,
  });
}

export function useCertifyingOfficers() {
  return useQuery({
    queryKey: certifiedSetupKeys.officers,
    queryFn: () => apiFetch<{ items: TCertifyingOfficer[] }>('/api/v1/certified/officers'),
  });
}

/** The company's people with their roles (certified:setup): officers and viewers are chosen from them. */
export function useCertifiedPeople(isEnabled = true) {
  return useQuery({
    queryKey: certifiedSetupKeys.people,
    queryFn: () => apiFetch<{ items: TCertifiedPerson[] }>('/api/v1/certified/people'),
    enabled: isEnabled,
  });
}

export function useEmployeeCertifiedSetup(employeeId: string, isEnabled = true) {
  return useQuery({
    queryKey: certifiedSetupKeys.employee(employeeId),
    queryFn: () => apiFetch<TEmployeeCertifiedSetup>(`/api/v1/certified/employees/${enc(employeeId)}`),
    enabled: isEnabled,
  });
}

function useReloading<TInput, TResult>(keys: QueryKey[], run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

export function useSaveApprenticeProgram() {
  return useReloading(
    [certifiedSetupKeys.programs],
    ({ id, input }: { id: string | null; input: TApprenticeProgramInput }) =>
      id
        ? apiFetch<TApprenticeProgram>(`/api/v1/certified/apprentice-programs/${enc(id)}`, {
            method: 'PUT',
            json: input,
          })
        : apiFetch<TApprenticeProgram>('/api/v1/certified/apprentice-programs', {
            method: 'POST',
            json: input,
          }),
  );
}

export function useDeleteApprenticeProgram() {
  return useReloading([certifiedSetupKeys.programs], (id: string) =>
    apiFetch<null>(`/api/v1/certified/apprentice-programs/${enc(id)}`, { method: 'DELETE' }),
  );
}

export function useAddOfficer() {
  return useReloading([certifiedSetupKeys.officers], (input: TCertifyingOfficerInput) =>
    apiFetch<TCertifyingOfficer>('/api/v1/certified/officers', { method: 'POST', json: input }),
  );
}

export function useRemoveOfficer() {
  return useReloading([certifiedSetupKeys.officers], (userId: string) =>
    apiFetch<null>(`/api/v1/certified/officers/${enc(userId)}`, { method: 'DELETE' }),
  );
}

export function useSaveFringePlan(employeeId: string) {
  return useReloading(
    [certifiedSetupKeys.employee(employeeId)],
    ({ id, input }: { id: string | null; input: TFringePlanInput }) =>
      id
        ? apiFetch<TFringePlan>(`/api/v1/certified/fringe-plans/${enc(id)}`, { method: 'PUT', json: input })
        : apiFetch<TFringePlan>(`/api/v1/certified/employees/${enc(employeeId)}/fringe-plans`, {
            method: 'POST',
            json: input,
          }),
  );
}

export function useDeleteFringePlan(employeeId: string) {
  return useReloading([certifiedSetupKeys.employee(employeeId)], (id: string) =>
    apiFetch<null>(`/api/v1/certified/fringe-plans/${enc(id)}`, { method: 'DELETE' }),
  );
}

export function useRegisterApprenticeship(employeeId: string) {
  return useReloading(
    [certifiedSetupKeys.employee(employeeId), certifiedSetupKeys.programs],
    (input: TApprenticeshipInput) =>
      apiFetch<TApprenticeship>(`/api/v1/certified/employees/${enc(employeeId)}/apprenticeships`, {
        method: 'POST',
        json: input,
      }),
  );
}

export function useEndApprenticeship(employeeId: string) {
  return useReloading(
    [certifiedSetupKeys.employee(employeeId)],
    ({ id, endedOn }: { id: string; endedOn: string }) =>
      apiFetch<TApprenticeship>(`/api/v1/certified/apprenticeships/${enc(id)}/end`, {
        method: 'POST',
        json: { ended_on: endedOn },
      }),
  );
}

export function useDeleteApprenticeship(employeeId: string) {
  return useReloading([certifiedSetupKeys.employee(employeeId), certifiedSetupKeys.programs], (id: string) =>
    apiFetch<null>(`/api/v1/certified/apprenticeships/${enc(id)}`, { method: 'DELETE' }),
  );
}

/** The prevailing-wage jobs the caller reads (a PM: the jobs they manage). */
export function useCertifiedJobs() {
  return useQuery({
    queryKey: [...certifiedSetupKeys.all, 'jobs'],
    queryFn: () => apiFetch<{ items: TPrevailingWageJob[] }>('/api/v1/certified/jobs'),
  });
}
