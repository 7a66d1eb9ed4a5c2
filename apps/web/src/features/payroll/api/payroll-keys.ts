import type { TPayrollRunListQuery } from '@groundwork/shared';

export type TPayrollRunListParams = Pick<TPayrollRunListQuery, 'status' | 'page' | 'pageSize'> & {
  search: string;
};

/** Every payroll query starts with 'payroll'. */
export const payrollKeys = {
  all: ['payroll'] as const,
  runs: (params: TPayrollRunListParams) => ['payroll', 'runs', params] as const,
  run: (id: string) => ['payroll', 'run', id] as const,
  cashAccounts: ['payroll', 'cash-accounts'] as const,
  liabilities: (from: string, to: string) => ['payroll', 'liabilities', from, to] as const,
  myChecks: ['payroll', 'my-checks'] as const,
};

export function runListQueryString(params: TPayrollRunListParams): string {
  const query = new URLSearchParams({
    status: params.status,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  if (params.search) query.set('search', params.search);
  return query.toString();
}
