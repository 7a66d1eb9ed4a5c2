import * as React from 'react';
import { useFindCostCategories } from '@/features/cost-categories/api/use-find-cost-categories';
import { useFindCostCodes } from '@/features/cost-codes/api/use-find-cost-codes';
import type { TCodeOptions } from '../schedule-lines';

/** Active child cost codes (not XX-0000 groups) and active categories, for the line grids. */
export function useCodeOptions() {
  const costCodes = useFindCostCodes();
  const categories = useFindCostCategories();
  const options = React.useMemo<TCodeOptions>(
    () => ({
      costCodes: (costCodes.data?.items ?? [])
        .filter((code) => code.is_active && !code.is_parent)
        .map((code) => ({ value: code.id, code: code.code, name: code.description })),
      categories: (categories.data?.items ?? [])
        .filter((category) => category.is_active)
        .map((category) => ({ value: category.id, code: category.code, name: category.description })),
    }),
    [costCodes.data, categories.data],
  );
  return {
    options,
    isPending: costCodes.isPending || categories.isPending,
    error: costCodes.error ?? categories.error ?? null,
  };
}
