// One chunk: the QuickBooks and CSV import hub and its run wizard (issue 24).

export { ImportRunPage } from '@/features/imports/pages/import-run-page';
export { ImportsHubPage } from '@/features/imports/pages/imports-hub-page';
