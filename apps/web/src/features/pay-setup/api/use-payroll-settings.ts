import type {
  TFringeRate,
  TOvertimeRuleRow,
  TPayrollSettings,
  TPayrollSettingsInput,
  TWorkersCompClass,
} from '@groundwork/shared';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { enc, paySetupKeys } from './pay-setup-keys';

export function usePayrollSettings() {
  return useQuery({
    queryKey: paySetupKeys.settings,
    queryFn: () => apiFetch<TPayrollSettings>('/api/v1/payroll-settings'),
  });
}

export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPayrollSettingsInput) =>
      apiFetch<TPayrollSettings>('/api/v1/payroll-settings', { method: 'PUT', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paySetupKeys.settings }),
  });
}

/** List, save (POST without id, PATCH with) and delete of one of the company's rule lists. */
function ruleList<TRow>(key: QueryKey, path: string) {
  return {
    useList: () => useQuery({ queryKey: key, queryFn: () => apiFetch<{ items: TRow[] }>(`/api/v1/${path}`) }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: ({ id, input }: { id: string | null; input: unknown }) =>
          id
            ? apiFetch<TRow>(`/api/v1/${path}/${enc(id)}`, { method: 'PATCH', json: input })
            : apiFetch<TRow>(`/api/v1/${path}`, { method: 'POST', json: input }),
        onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
      });
    },
    useDelete: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => apiFetch<null>(`/api/v1/${path}/${enc(id)}`, { method: 'DELETE' }),
        onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
      });
    },
  };
}

export const workersCompApi = ruleList<TWorkersCompClass>(paySetupKeys.workersComp, 'workers-comp-classes');
export const fringeRatesApi = ruleList<TFringeRate>(paySetupKeys.fringes, 'fringe-rates');
export const overtimeRulesApi = ruleList<TOvertimeRuleRow>(paySetupKeys.overtime, 'overtime-rules');
