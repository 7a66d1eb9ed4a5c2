// One chunk: the chart of accounts and the ledger reports read from it.
export { AccountDetailPage } from '@/features/chart-of-accounts/pages/account-detail-page';
export { ChartOfAccountsPage } from '@/features/chart-of-accounts/pages/chart-of-accounts-page';
export { OpeningBalancesPage } from '@/features/chart-of-accounts/pages/opening-balances-page';
export { TrialBalancePage } from '@/features/chart-of-accounts/pages/trial-balance-page';
