import {
  AGING_BUCKETS,
  applicationReference,
  type TAgingFigures,
  type TAgingReport,
} from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';
import { groupBy } from '../party-statements/report-rows.ts';

const BUCKET_COLUMNS = ['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days'] as const;

/** The aging screen's columns, in its order (ASCII, so a spreadsheet opening the file reads them). */
export const AGING_CSV_COLUMNS = [
  'Customer ID',
  'Customer',
  ...BUCKET_COLUMNS,
  'Total open',
  'Retainage held',
  'Credits',
] as const;

/** The detail: a row per open application (and a customer's unapplied payments), then the totals. */
export const AGING_DETAIL_CSV_COLUMNS = [
  'Customer ID',
  'Customer',
  'Job',
  'Document',
  'Document date',
  'Due date',
  'Days past due',
  ...BUCKET_COLUMNS,
  'Total open',
  'Retainage held',
  'Credits',
] as const;

const FIGURES = [
  'current_cents',
  'days_1_30_cents',
  'days_31_60_cents',
  'days_61_90_cents',
  'over_90_cents',
  'total_cents',
  'retainage_held_cents',
] as const satisfies readonly (keyof TAgingFigures)[];

const amounts = (figures: TAgingFigures & { credit_cents: number }): number[] => [
  ...FIGURES.map((key) => centsToCsv(figures[key])),
  centsToCsv(figures.credit_cents),
];

/** A row per customer as the screen lists them, then the totals row; amounts as decimal numbers. */
export function agingCsvRows(report: TAgingReport): TCsvValue[][] {
  return [
    ...report.customers.map((c) => [c.customer_number, c.customer_name, ...amounts(c)]),
    ['', 'Total', ...amounts(report.totals)],
  ];
}

/**
 * Per customer its open applications (the open amount in its bucket's column and in the total,
 * empty cells elsewhere) and, when it has any, its unapplied payments in the credits column; the
 * totals row last.
 */
export function agingDetailCsvRows(report: TAgingReport): TCsvValue[][] {
  const rows: TCsvValue[][] = [];
  const byCustomer = groupBy(report.details, (d) => d.customer_id);
  for (const c of report.customers) {
    for (const d of byCustomer.get(c.customer_id) ?? [])
      rows.push([
        c.customer_number,
        c.customer_name,
        `${d.project_number} ${d.project_name}`.trim(),
        applicationReference(d),
        d.application_date,
        d.due_date,
        d.days_past_due,
        ...AGING_BUCKETS.map((b) => (b === d.bucket && d.open_cents !== 0 ? centsToCsv(d.open_cents) : '')),
        centsToCsv(d.open_cents),
        centsToCsv(d.retainage_held_cents),
        '',
      ]);
    if (c.credit_cents !== 0)
      rows.push([
        c.customer_number,
        c.customer_name,
        '',
        'Unapplied payments',
        '',
        '',
        '',
        ...AGING_BUCKETS.map(() => ''),
        '',
        '',
        centsToCsv(c.credit_cents),
      ]);
  }
  rows.push(['', 'Total', '', '', '', '', '', ...amounts(report.totals)]);
  return rows;
}
