/**
 * Every payables report query starts with 'payables-reports'. Reports are read fresh on each visit
 * (they follow invoices, payments and releases made elsewhere), so nothing invalidates them by hand.
 */
export const reportKeys = {
  all: ['payables-reports'] as const,
  aging: (asOf: string, jobId: string) => ['payables-reports', 'aging', asOf, jobId] as const,
  form1099: (year: number) => ['payables-reports', '1099', year] as const,
  vendor: (vendorId: string) => ['payables-reports', 'vendor', vendorId] as const,
  vendorPayments: (vendorId: string, page: number) =>
    ['payables-reports', 'vendor-payments', vendorId, page] as const,
  costDetail: (jobId: string, cell: string, page: number) =>
    ['payables-reports', 'cost-detail', jobId, cell, page] as const,
};
