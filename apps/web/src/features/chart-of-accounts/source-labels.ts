import type { TSourceType } from '@groundwork/shared';

/** How a line's origin reads in the ledger's tables. */
export const SOURCE_LABELS: Record<TSourceType, string> = {
  manual: 'Journal entry',
  opening: 'Opening balances',
  reversal: 'Reversal',
  ap_invoice: 'AP invoice',
  ap_payment: 'AP payment',
  ar_invoice: 'AR invoice',
  ar_receipt: 'AR receipt',
  retainage_release: 'Retainage release',
  payroll: 'Payroll',
  wip: 'WIP',
  import: 'Import',
};
