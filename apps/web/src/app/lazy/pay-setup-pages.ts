// One chunk: pay-setup pages (issue 21).

export { EmployeePayPage } from '@/features/pay-setup/pages/employee-pay-page';
export { PayrollSettingsPage } from '@/features/pay-setup/pages/payroll-settings-page';
export { TaxParametersPage } from '@/features/pay-setup/pages/tax-parameters-page';
