import type { TAddEmployee, TEmployee, TPage, TUpdateEmployee } from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { peopleKeys, type TEmployeeListParams } from './people-keys';

export function useFindEmployees(params: TEmployeeListParams) {
  return useQuery({
    queryKey: peopleKeys.employeeList(params),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.search) query.set('search', params.search);
      return apiFetch<TPage<TEmployee>>(`/api/v1/employees?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

export type TAddedEmployee = { employee: TEmployee; temporary_password: string; invitation_sent: boolean };

export function useAddEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TAddEmployee) =>
      apiFetch<TAddedEmployee>('/api/v1/employees', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.employees }),
  });
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateEmployee }) =>
      apiFetch<TEmployee>(`/api/v1/employees/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.employees }),
  });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ message: string }>(`/api/v1/employees/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.employees }),
  });
}
