// One chunk: report pages (issue 17).
export { ReportsHomePage } from '@/features/reports/pages/reports-home-page';
