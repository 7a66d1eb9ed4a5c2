export type TReceiptListParams = {
  search: string;
  customerId: string;
  status: 'posted' | 'void' | 'all';
  page: number;
  pageSize: number;
};

/**
 * Every receipts and receivables query starts with 'receivables': a payment moves balances, aging and
 * the applications' open amounts, so one invalidation refreshes them all (and the pay applications'
 * statuses, which a payment turns to paid).
 */
export const receivableKeys = {
  all: ['receivables'] as const,
  receipts: (params: TReceiptListParams) => ['receivables', 'receipts', params] as const,
  receipt: (id: string) => ['receivables', 'receipt', id] as const,
  customers: (customerId: string) => ['receivables', 'customers', customerId] as const,
  jobs: (jobId: string) => ['receivables', 'jobs', jobId] as const,
  aging: (asOf: string) => ['receivables', 'aging', asOf] as const,
  openApplications: (customerId: string) => ['receivables', 'open-applications', customerId] as const,
  cashAccounts: ['receivables', 'cash-accounts'] as const,
};
