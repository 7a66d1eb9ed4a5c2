// One chunk: payroll pages (issue 21).

export { MyPayStubsPage } from '@/features/payroll/pages/my-pay-stubs-page';
export { PayrollLiabilitiesPage } from '@/features/payroll/pages/payroll-liabilities-page';
export { PayrollPage } from '@/features/payroll/pages/payroll-page';
export { PayrollRunPage } from '@/features/payroll/pages/payroll-run-page';
