import type { TSourceType } from '@groundwork/shared';

export type TJournalStatus = 'draft' | 'posted' | 'reversed';

export const STATUS_LABELS: Record<TJournalStatus, string> = {
  draft: 'Draft',
  posted: 'Posted',
  reversed: 'Reversed',
};

/** Where an entry came from, as the list and the entry page say it. */
export const SOURCE_LABELS: Record<TSourceType, string> = {
  manual: 'Manual',
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

/** 'JE-2026-000012', or 'Draft' for an entry without a number yet. */
export function entryName(entry: { entry_number: string | null }): string {
  return entry.entry_number ?? 'Draft';
}
