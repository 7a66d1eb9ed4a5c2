import type { TApAgingFigures, TApAgingReport } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';

/** The aging screen's columns, in its order (ASCII, so a spreadsheet opening the file reads them). */
export const AP_AGING_CSV_COLUMNS = [
  'Vendor ID',
  'Vendor',
  'Current',
  '1-30 days',
  '31-60 days',
  '61-90 days',
  'Over 90 days',
  'Total open',
  'Retainage held',
] as const;

const FIGURES = [
  'current_cents',
  'days_1_30_cents',
  'days_31_60_cents',
  'days_61_90_cents',
  'over_90_cents',
  'total_cents',
  'retainage_held_cents',
] as const satisfies readonly (keyof TApAgingFigures)[];

const amounts = (figures: TApAgingFigures): number[] => FIGURES.map((key) => centsToCsv(figures[key]));

/** A row per vendor as the screen lists them, then the totals row; amounts as decimal numbers. */
export function apAgingCsvRows(report: TApAgingReport): TCsvValue[][] {
  return [
    ...report.vendors.map((v) => [v.vendor_number, v.vendor_name, ...amounts(v)]),
    ['', 'Total', ...amounts(report.totals)],
  ];
}
