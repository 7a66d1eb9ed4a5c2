import type { TCostCodeList } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { costCodeKeys } from './cost-code-keys';

/** The organization's active cost codes ordered by code. */
export function useFindCostCodes() {
  return useQuery({
    queryKey: costCodeKeys.list,
    queryFn: () => apiFetch<TCostCodeList>('/api/v1/cost-codes'),
  });
}
