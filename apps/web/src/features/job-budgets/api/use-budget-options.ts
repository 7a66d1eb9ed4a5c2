import type { TBudgetCategory, TBudgetCode } from '@groundwork/shared';
import * as React from 'react';
import type { TGridOption } from '@/components/grid/keyboard-grid';
import { useFindCostCategories } from '@/features/cost-categories/api/use-find-cost-categories';
import { useFindCostCodes } from '@/features/cost-codes/api/use-find-cost-codes';

export type TBudgetOptions = {
  costCodes: TGridOption[];
  categories: TGridOption[];
  /** The same codes and categories as the shared budget rules read them. */
  codes: TBudgetCode[];
  categoryRules: TBudgetCategory[];
};

/**
 * The budget grid's pickers: child cost codes (a parent XX-0000 is listed but cannot be chosen, so a
 * pasted parent says why) and active cost categories.
 */
export function useBudgetOptions() {
  const costCodes = useFindCostCodes();
  const categories = useFindCostCategories();
  const options = React.useMemo<TBudgetOptions>(() => {
    const codes = costCodes.data?.items ?? [];
    const allCategories = categories.data?.items ?? [];
    return {
      costCodes: codes.map((code) => ({
        value: code.id,
        code: code.code,
        name: code.description,
        isDisabled: code.is_parent,
        hint: code.is_parent ? 'A group: choose one of its codes' : undefined,
      })),
      categories: allCategories
        .filter((category) => category.is_active)
        .map((category) => ({ value: category.id, code: category.code, name: category.description })),
      codes: codes.map((code) => ({
        id: code.id,
        code: code.code,
        is_active: code.is_active,
        is_parent: code.is_parent,
      })),
      categoryRules: allCategories.map((category) => ({
        id: category.id,
        code: category.code,
        is_active: category.is_active,
        description: category.description,
      })),
    };
  }, [costCodes.data, categories.data]);
  const queries = [costCodes, categories];
  return {
    options,
    isPending: queries.some((query) => query.isPending),
    error: queries.find((query) => query.isError)?.error ?? null,
    refetch: () => {
      for (const query of queries) void query.refetch();
    },
  };
}
