import type {
  TCrewEntryInput,
  TCrewSubmitResult,
  TSaveWeekInput,
  TTimeOptions,
  TTimeResult,
  TTimeWeek,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { timeKeys } from './time-keys';

/** The people, jobs with their cost codes and crews the signed-in person enters time with. */
export function useTimeOptions() {
  return useQuery({
    queryKey: timeKeys.options(),
    queryFn: () => apiFetch<TTimeOptions>('/api/v1/time-entries/options'),
  });
}

/** One employee's workweek holding `date` ('' = the signed-in person). */
export function useTimeWeek(employeeId: string, date: string) {
  return useQuery({
    queryKey: timeKeys.week(employeeId, date),
    queryFn: () => {
      const query = new URLSearchParams({ date });
      if (employeeId) query.set('employee_id', employeeId);
      return apiFetch<TTimeWeek>(`/api/v1/time-entries/week?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

function useTimeMutation<TInput>(method: string, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => apiFetch<TTimeResult>(path, { method, json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}

export const useSaveTimeWeek = () => useTimeMutation<TSaveWeekInput>('PUT', '/api/v1/time-entries/week');
export const useCopyLastWeek = () =>
  useTimeMutation<{ employee_id: string; week_start: string }>('POST', '/api/v1/time-entries/copy-week');
export const useSubmitTimeWeek = () =>
  useTimeMutation<{ employee_id: string; week_start: string }>('POST', '/api/v1/time-entries/submit');
/** Submit the week of every member of a crew at once: how many lines of how many people. */
export function useSubmitCrewWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { crew_id: string; week_start: string }) =>
      apiFetch<TCrewSubmitResult>('/api/v1/time-entries/submit-crew', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeKeys.all }),
  });
}
export const useCrewEntry = () => useTimeMutation<TCrewEntryInput>('POST', '/api/v1/time-entries/crew-entry');
export const useApproveTime = () =>
  useTimeMutation<{ ids: string[] }>('POST', '/api/v1/time-entries/approve');
export const useRejectTime = () =>
  useTimeMutation<{ ids: string[]; reason: string }>('POST', '/api/v1/time-entries/reject');
