// One chunk: bank reconciliation pages (issue 23).

export { BankAccountPage } from '@/features/reconciliation/pages/bank-account-page';
export { BankAccountsPage } from '@/features/reconciliation/pages/bank-accounts-page';
export { BankRulesPage } from '@/features/reconciliation/pages/bank-rules-page';
export { ReconciliationReportPage } from '@/features/reconciliation/pages/reconciliation-report-page';
