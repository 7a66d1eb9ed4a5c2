// One chunk: certified payroll pages (issue 22).

export { CertifiedCompliancePage } from '@/features/certified-payroll/pages/certified-compliance-page';
export { CertifiedJobPage } from '@/features/certified-payroll/pages/certified-job-page';
export { CertifiedPayrollPage } from '@/features/certified-payroll/pages/certified-payroll-page';
export { CertifiedReportPage } from '@/features/certified-payroll/pages/certified-report-page';
export { CertifiedSetupPage } from '@/features/certified-payroll/pages/certified-setup-page';
