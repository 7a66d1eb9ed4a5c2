import type { TDepartment, TUpdateDepartment } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { departmentKeys } from './company-settings-keys';

/** Edits a department, including `is_active` to activate / deactivate it. */
export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateDepartment }) =>
      apiFetch<TDepartment>(`/api/v1/departments/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}
