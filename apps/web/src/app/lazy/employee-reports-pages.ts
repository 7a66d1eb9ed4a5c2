// One chunk: employee-reports pages (issue 21).
export { EmployeeReportsPage } from '@/features/employee-reports/pages/employee-reports-page';
