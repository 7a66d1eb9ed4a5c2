import { AP_PAYMENT_METHOD_LABELS, type TApPaymentListItem } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';

/** The check register's columns, in the screen's order (ASCII, so a spreadsheet reads them). */
export const REGISTER_CSV_COLUMNS = [
  'Date',
  'Method',
  'Check number',
  'Reference',
  'Vendor ID',
  'Vendor',
  'Bank account',
  'Amount',
  'Status',
  'Void date',
  'Entry',
  'Bills paid',
  'Memo',
] as const;

/** A register row as a CSV row; amounts as decimal numbers. */
export function registerCsvRow(p: TApPaymentListItem): TCsvValue[] {
  return [
    p.payment_date,
    AP_PAYMENT_METHOD_LABELS[p.method],
    p.check_number,
    p.reference,
    p.vendor.number,
    p.vendor.name,
    `${p.bank_account.number} ${p.bank_account.name}`,
    centsToCsv(p.amount_cents),
    p.status === 'void' ? 'Void' : 'Posted',
    p.void_date,
    p.entry_number,
    p.paid.join('; '),
    p.memo,
  ];
}
