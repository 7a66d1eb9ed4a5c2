import type { TCostCategory, TCreateCostCategory, TUpdateCostCategory } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { costCategoryKeys } from './cost-category-keys';

export function useCreateCostCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateCostCategory) =>
      apiFetch<TCostCategory>('/api/v1/cost-categories', { method: 'POST', json: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: costCategoryKeys.all }),
  });
}

/** Edits a category, including `is_active` to activate / deactivate it. */
export function useUpdateCostCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateCostCategory }) =>
      apiFetch<TCostCategory>(`/api/v1/cost-categories/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: costCategoryKeys.all }),
  });
}

export function useDeleteCostCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/v1/cost-categories/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: costCategoryKeys.all }),
  });
}
