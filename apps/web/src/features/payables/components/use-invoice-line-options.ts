import type { TApCommitmentLineOption } from '@groundwork/shared';
import * as React from 'react';
import { useCodeOptions } from '@/features/commitments/api/use-code-options';
import { useFindActiveAccounts } from '@/features/cost-categories/api/use-find-cost-categories';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import type { TInvoiceLineOptions } from '../invoice-lines';

const ACTIVE_JOBS = { search: '', status: 'active', customerId: '', page: 1, pageSize: 100 } as const;

/**
 * The invoice grid's choices: the vendor's schedule lines, active jobs, active child cost codes and
 * categories, and the active expense accounts (overhead goes to one of them).
 */
export function useInvoiceLineOptions(
  commitmentLines: readonly TApCommitmentLineOption[],
): TInvoiceLineOptions {
  const jobs = useFindJobs(ACTIVE_JOBS);
  const codes = useCodeOptions();
  const accounts = useFindActiveAccounts();
  return React.useMemo(
    () => ({
      commitmentLines,
      jobs: (jobs.data?.items ?? []).map((job) => ({
        value: job.id,
        code: job.project_number,
        name: job.project_name,
      })),
      costCodes: codes.options.costCodes,
      categories: codes.options.categories,
      expenseAccounts: (accounts.data?.items ?? [])
        .filter((account) => account.account_type === 'expense')
        .map((account) => ({ value: account.id, code: account.account_number, name: account.account_name })),
    }),
    [commitmentLines, jobs.data, codes.options, accounts.data],
  );
}
