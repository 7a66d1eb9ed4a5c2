import type { TCreateDepartment, TDepartment } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { departmentKeys } from './company-settings-keys';

export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateDepartment) =>
      apiFetch<TDepartment>('/api/v1/departments', { method: 'POST', json: input }),
    // A refusal (limit, name in use) may mean the list is stale too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}
