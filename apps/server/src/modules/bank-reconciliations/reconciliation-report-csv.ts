import type { TReconciliationReport, TReconciliationReportItem } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';
import { finishedWhen } from './reconciliation-report-pdf.ts';

export const REPORT_CSV_COLUMNS = [
  'Section',
  'Item',
  'Date',
  'Entry',
  'Number',
  'Payee',
  'Type',
  'Amount',
  'Age (days)',
] as const;

/**
 * The report as CSV rows. The summary's amounts are signed so that they add up: ending balance + deposits
 * in transit − outstanding payments = adjusted bank balance; the detail rows carry the same signs
 * (deposits +, payments −).
 */
export function reportCsvRows(r: TReconciliationReport): TCsvValue[][] {
  const d = r.statement_date;
  const summary = (label: string, cents: number): TCsvValue[] => [
    'Summary',
    label,
    d,
    '',
    '',
    '',
    '',
    centsToCsv(cents),
    '',
  ];
  const item = (section: string, i: TReconciliationReportItem, sign: 1 | -1): TCsvValue[] => [
    section,
    i.memo,
    i.date,
    i.entry_number,
    i.number ?? '',
    i.payee,
    i.type,
    centsToCsv(sign * i.amount_cents),
    i.age_days,
  ];
  return [
    summary('Statement ending balance', r.ending_balance_cents),
    summary('Plus deposits in transit', r.deposits_in_transit.total_cents),
    summary('Less outstanding checks and payments', -r.outstanding_payments.total_cents),
    summary('Adjusted bank balance', r.adjusted_bank_balance_cents),
    summary('Book balance', r.book_balance_cents),
    summary('Difference', r.difference_cents),
    summary('Beginning balance', r.beginning_balance_cents),
    summary(`Cleared deposits (${r.cleared_deposits.count})`, r.cleared_deposits.total_cents),
    summary(`Cleared checks and payments (${r.cleared_payments.count})`, -r.cleared_payments.total_cents),
    ...r.deposits_in_transit.items.map((i) => item('Deposit in transit', i, 1)),
    ...r.outstanding_payments.items.map((i) => item('Outstanding payment', i, -1)),
    ...r.adjustments.map((a): TCsvValue[] => [
      'Adjustment',
      a.reason,
      d,
      a.entry_number,
      '',
      '',
      'bank',
      centsToCsv(a.amount_cents),
      '',
    ]),
    r.finished_at !== null
      ? [
          'Finished',
          `Finished by ${r.finished_by_name ?? 'a former user'} on ${finishedWhen(r.finished_at)}`,
          '',
          '',
          '',
          '',
          '',
          '',
          '',
        ]
      : ['In progress', 'Not finished: the figures are as they stand today', '', '', '', '', '', '', ''],
  ];
}
