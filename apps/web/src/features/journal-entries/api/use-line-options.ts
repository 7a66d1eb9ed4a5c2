import { accountLabel } from '@groundwork/shared';
import * as React from 'react';
import type { TGridOption } from '@/components/grid/keyboard-grid';
import {
  useFindActiveAccounts,
  useFindCostCategories,
} from '@/features/cost-categories/api/use-find-cost-categories';
import { useFindCostCodes } from '@/features/cost-codes/api/use-find-cost-codes';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';

const ACTIVE_JOBS = { search: '', status: 'active', customerId: '', page: 1, pageSize: 100 } as const;

export type TLineOptions = {
  accounts: TGridOption[];
  jobs: TGridOption[];
  costCodes: TGridOption[];
  categories: TGridOption[];
};

/**
 * The choices of the line grid's pickers: active accounts (control accounts shown but not pickable:
 * they move only through their modules), active jobs, cost codes and active cost categories.
 */
export function useLineOptions() {
  const accounts = useFindActiveAccounts();
  const jobs = useFindJobs(ACTIVE_JOBS);
  const costCodes = useFindCostCodes();
  const categories = useFindCostCategories();

  const options = React.useMemo<TLineOptions>(
    () => ({
      accounts: (accounts.data?.items ?? []).map((account) => ({
        value: account.id,
        code: account.account_number,
        name: account.account_name,
        isDisabled: account.is_control,
        hint: account.is_control ? 'Through its module only' : undefined,
      })),
      jobs: (jobs.data?.items ?? []).map((job) => ({
        value: job.id,
        code: job.project_number,
        name: job.project_name,
      })),
      costCodes: (costCodes.data?.items ?? []).map((code) => ({
        value: code.id,
        code: code.code,
        name: code.description,
      })),
      categories: (categories.data?.items ?? [])
        .filter((category) => category.is_active)
        .map((category) => ({ value: category.id, code: category.code, name: category.description })),
    }),
    [accounts.data, jobs.data, costCodes.data, categories.data],
  );

  const queries = [accounts, jobs, costCodes, categories];
  return {
    options,
    isPending: queries.some((query) => query.isPending),
    error: queries.find((query) => query.isError)?.error ?? null,
    refetch: () => {
      for (const query of queries) void query.refetch();
    },
    accountLabelOf: (id: string) => {
      const account = accounts.data?.items.find((candidate) => candidate.id === id);
      return account ? accountLabel(account) : '';
    },
  };
}
