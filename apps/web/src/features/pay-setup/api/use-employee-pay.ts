import type {
  TBankAccount,
  TCreateBankAccount,
  TCreateDeduction,
  TDeduction,
  TEmployeePayProfile,
  TEmployeePayProfileInput,
  TEmployeePaySetup,
  TPayRate,
  TPayRateInput,
  TStateWithholding,
  TStateWithholdingInput,
  TUpdateBankAccount,
  TUpdateDeduction,
  TUpdatePayRate,
  TUpdateStateWithholding,
} from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { enc, paySetupKeys } from './pay-setup-keys';

/** Everything of one employee's pay setup (secrets masked). */
export function useEmployeePay(employeeId: string) {
  return useQuery({
    queryKey: paySetupKeys.employee(employeeId),
    queryFn: () => apiFetch<TEmployeePaySetup>(`/api/v1/employee-pay/${enc(employeeId)}`),
  });
}

/** A mutation that reloads the employee's pay setup when it settles. */
function useEmployeeMutation<TInput, TResult>(employeeId: string, run: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paySetupKeys.employee(employeeId) }),
  });
}

export function useSavePayProfile(employeeId: string) {
  return useEmployeeMutation(employeeId, (input: TEmployeePayProfileInput) =>
    apiFetch<TEmployeePayProfile>(`/api/v1/employee-pay/${enc(employeeId)}`, { method: 'PUT', json: input }),
  );
}

/** The whole SSN (payroll:sensitive; the server audits the look). */
export function revealSsn(employeeId: string) {
  return apiFetch<{ ssn: string | null }>(`/api/v1/employee-pay/${enc(employeeId)}/ssn`);
}

export function revealAccountNumber(accountId: string) {
  return apiFetch<{ account_number: string }>(`/api/v1/employee-bank-accounts/${enc(accountId)}/reveal`);
}

/** Add (no id) or edit (id) one row of a child list, and delete one. */
function childMutations<TCreate, TUpdate, TRow>(employeeId: string, collection: string, itemPath: string) {
  return {
    useSave: () =>
      useEmployeeMutation(employeeId, ({ id, input }: { id: string | null; input: TCreate | TUpdate }) =>
        id
          ? apiFetch<TRow>(`/api/v1/${itemPath}/${enc(id)}`, { method: 'PATCH', json: input })
          : apiFetch<TRow>(`/api/v1/employee-pay/${enc(employeeId)}/${collection}`, {
              method: 'POST',
              json: input,
            }),
      ),
    useDelete: () =>
      useEmployeeMutation(employeeId, (id: string) =>
        apiFetch<null>(`/api/v1/${itemPath}/${enc(id)}`, { method: 'DELETE' }),
      ),
  };
}

export function useSavePayRate(employeeId: string) {
  return childMutations<TPayRateInput, TUpdatePayRate, TPayRate>(
    employeeId,
    'rates',
    'employee-pay-rates',
  ).useSave();
}
export function useDeletePayRate(employeeId: string) {
  return childMutations<TPayRateInput, TUpdatePayRate, TPayRate>(
    employeeId,
    'rates',
    'employee-pay-rates',
  ).useDelete();
}
export function useSaveStateWithholding(employeeId: string) {
  return childMutations<TStateWithholdingInput, TUpdateStateWithholding, TStateWithholding>(
    employeeId,
    'state-withholdings',
    'employee-state-withholdings',
  ).useSave();
}
export function useDeleteStateWithholding(employeeId: string) {
  return childMutations<TStateWithholdingInput, TUpdateStateWithholding, TStateWithholding>(
    employeeId,
    'state-withholdings',
    'employee-state-withholdings',
  ).useDelete();
}
export function useSaveDeduction(employeeId: string) {
  return childMutations<TCreateDeduction, TUpdateDeduction, TDeduction>(
    employeeId,
    'deductions',
    'employee-deductions',
  ).useSave();
}
export function useDeleteDeduction(employeeId: string) {
  return childMutations<TCreateDeduction, TUpdateDeduction, TDeduction>(
    employeeId,
    'deductions',
    'employee-deductions',
  ).useDelete();
}
export function useSaveBankAccount(employeeId: string) {
  return childMutations<TCreateBankAccount, TUpdateBankAccount, TBankAccount>(
    employeeId,
    'bank-accounts',
    'employee-bank-accounts',
  ).useSave();
}
export function useDeactivateBankAccount(employeeId: string) {
  return useEmployeeMutation(employeeId, (id: string) =>
    apiFetch<TBankAccount>(`/api/v1/employee-bank-accounts/${enc(id)}/deactivate`, { method: 'POST' }),
  );
}
