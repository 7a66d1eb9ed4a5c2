import { AGING_BUCKETS, type TAgingFigures, type TApAgingReport } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';
import { groupBy } from '../party-statements/report-rows.ts';

const BUCKET_COLUMNS = ['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days'] as const;

/** The aging screen's columns, in its order (ASCII, so a spreadsheet opening the file reads them). */
export const AP_AGING_CSV_COLUMNS = [
  'Vendor ID',
  'Vendor',
  ...BUCKET_COLUMNS,
  'Total open',
  'Retainage held',
] as const;

/** The detail: a row per bill open or holding retainage, then the totals. */
export const AP_AGING_DETAIL_CSV_COLUMNS = [
  'Vendor ID',
  'Vendor',
  'Document',
  'Kind',
  'Jobs',
  'Document date',
  'Due date',
  'Days past due',
  ...BUCKET_COLUMNS,
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
] as const satisfies readonly (keyof TAgingFigures)[];

const amounts = (figures: TAgingFigures): number[] => FIGURES.map((key) => centsToCsv(figures[key]));

/** A row per vendor as the screen lists them, then the totals row; amounts as decimal numbers. */
export function apAgingCsvRows(report: TApAgingReport): TCsvValue[][] {
  return [
    ...report.vendors.map((v) => [v.vendor_number, v.vendor_name, ...amounts(v)]),
    ['', 'Total', ...amounts(report.totals)],
  ];
}

/** Per vendor its bills (the open amount in its bucket's column and the total, held retainage apart). */
export function apAgingDetailCsvRows(report: TApAgingReport): TCsvValue[][] {
  const byVendor = groupBy(report.details, (d) => d.vendor_id);
  const rows: TCsvValue[][] = [];
  for (const v of report.vendors)
    for (const d of byVendor.get(v.vendor_id) ?? [])
      rows.push([
        v.vendor_number,
        v.vendor_name,
        d.number,
        d.kind === 'invoice' ? 'Invoice' : 'Retainage release',
        d.jobs.join(' '),
        d.document_date,
        d.due_date,
        d.days_past_due,
        ...AGING_BUCKETS.map((b) => (b === d.bucket && d.open_cents !== 0 ? centsToCsv(d.open_cents) : '')),
        centsToCsv(d.open_cents),
        centsToCsv(d.retainage_held_cents),
      ]);
  rows.push(['', 'Total', '', '', '', '', '', '', ...amounts(report.totals)]);
  return rows;
}
