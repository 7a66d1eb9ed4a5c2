// One chunk: job report pages (issue 17).
export { JobCostReportPage } from '@/features/job-reports/pages/job-cost-report-page';
export { ProfitFadePage } from '@/features/job-reports/pages/profit-fade-page';
export { WipSchedulePage } from '@/features/job-reports/pages/wip-schedule-page';
