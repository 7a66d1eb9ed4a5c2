// One chunk: statement pages (issue 17).

export { BalanceSheetPage } from '@/features/financial-statements/pages/balance-sheet-page';
export { GeneralLedgerPage } from '@/features/financial-statements/pages/general-ledger-page';
export { ProfitAndLossPage } from '@/features/financial-statements/pages/profit-and-loss-page';
