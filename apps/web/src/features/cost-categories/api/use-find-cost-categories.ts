import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { costCategoryKeys, type TAccountList, type TCostCategoryList } from './cost-category-keys';

/** The organization's cost categories ordered by code, with their GL account. */
export function useFindCostCategories() {
  return useQuery({
    queryKey: costCategoryKeys.list,
    queryFn: () => apiFetch<TCostCategoryList>('/api/v1/cost-categories'),
  });
}

/** Active GL accounts by number: the category dialog's picker. */
export function useFindActiveAccounts() {
  return useQuery({
    queryKey: costCategoryKeys.activeAccounts,
    queryFn: () => apiFetch<TAccountList>('/api/v1/chart-of-accounts?active=true'),
  });
}
