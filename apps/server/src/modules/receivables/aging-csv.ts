import type { TAgingFigures, TAgingReport } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';

/** The aging screen's columns, in its order (ASCII, so a spreadsheet opening the file reads them). */
export const AGING_CSV_COLUMNS = [
  'Customer ID',
  'Customer',
  'Current',
  '1-30 days',
  '31-60 days',
  '61-90 days',
  'Over 90 days',
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
