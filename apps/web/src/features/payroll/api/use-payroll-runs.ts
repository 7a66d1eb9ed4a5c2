import type {
  TCreatePayrollRunForm,
  TPage,
  TPayrollCashAccount,
  TPayrollRun,
  TPayrollRunListItem,
  TRunEarningInputForm,
  TSettlePayrollRun,
  TVoidPayrollRun,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { payrollKeys, runListQueryString, type TPayrollRunListParams } from './payroll-keys';

const runPath = (id: string) => `/api/v1/payroll/runs/${encodeURIComponent(id)}`;

/** One page of the company's payroll runs. */
export function useFindPayrollRuns(params: TPayrollRunListParams, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: payrollKeys.runs(params),
    queryFn: () => apiFetch<TPage<TPayrollRunListItem>>(`/api/v1/payroll/runs?${runListQueryString(params)}`),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}

export function useGetPayrollRun(id: string) {
  return useQuery({
    queryKey: payrollKeys.run(id),
    queryFn: () => apiFetch<TPayrollRun>(runPath(id)),
    enabled: id !== '',
  });
}

/** The bank and cash accounts a run may be paid from. */
export function usePayrollCashAccounts(options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: payrollKeys.cashAccounts,
    queryFn: () => apiFetch<{ items: TPayrollCashAccount[] }>('/api/v1/payroll/cash-accounts'),
    select: (answer) => answer.items,
    enabled: options.isEnabled ?? true,
  });
}

export function useCreatePayrollRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreatePayrollRunForm) =>
      apiFetch<TPayrollRun>('/api/v1/payroll/runs', { method: 'POST', json: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

export type TRunAction =
  | { action: 'calculate' | 'approve' | 'return-to-draft' | 'post' | 'certified-fixes' }
  | { action: 'void'; input: TVoidPayrollRun }
  | { action: 'settle'; input: TSettlePayrollRun };

/** Calculate, approve, return to draft, post, void or settle; the ledger and job cost change with them. */
export function usePayrollRunAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRunAction) =>
      apiFetch<TPayrollRun>(`${runPath(id)}/${request.action}`, {
        method: 'POST',
        json: 'input' in request ? request.input : {},
      }),
    onSuccess: (run) => queryClient.setQueryData(payrollKeys.run(id), run),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['ledger'] }),
        queryClient.invalidateQueries({ queryKey: ['job-cost'] }),
      ]),
  });
}

export type TEarningChange =
  | { kind: 'add'; input: TRunEarningInputForm }
  | { kind: 'update'; id: string; input: TRunEarningInputForm }
  | { kind: 'delete'; id: string };

/** Saves the earnings grid: its additions, changes and removals, one request each, in order. */
export function useSaveRunEarnings(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: readonly TEarningChange[]) => {
      let run: TPayrollRun | null = null;
      for (const change of changes) {
        if (change.kind === 'add')
          run = await apiFetch<TPayrollRun>(`${runPath(runId)}/earnings`, {
            method: 'POST',
            json: change.input,
          });
        else if (change.kind === 'update')
          run = await apiFetch<TPayrollRun>(`${runPath(runId)}/earnings/${encodeURIComponent(change.id)}`, {
            method: 'PUT',
            json: change.input,
          });
        else
          run = await apiFetch<TPayrollRun>(`${runPath(runId)}/earnings/${encodeURIComponent(change.id)}`, {
            method: 'DELETE',
          });
      }
      return run;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payrollKeys.all }),
  });
}

/** Sets a manual check's number (draft runs). */
export function useSetCheckNumber(runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkId, checkNumber }: { checkId: string; checkNumber: string }) =>
      apiFetch<TPayrollRun>(`${runPath(runId)}/checks/${encodeURIComponent(checkId)}/check-number`, {
        method: 'PUT',
        json: { check_number: checkNumber },
      }),
    onSuccess: (run) => queryClient.setQueryData(payrollKeys.run(runId), run),
  });
}
