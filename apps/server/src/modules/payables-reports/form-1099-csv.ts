import { csvMaskedTaxId } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';
import type { T1099Row } from './form-1099-report.ts';

export const FORM_1099_CSV_COLUMNS = [
  'Vendor ID',
  'Vendor',
  'Tax ID',
  'Address',
  'City',
  'State',
  'ZIP',
  'Payments',
  'Total paid',
  'Reportable',
] as const;

/**
 * A row per vendor, then the total paid. The tax ID is whole only for a caller who may see it
 * (`withTaxIds`), otherwise its last four digits ('*****6789').
 */
export function form1099CsvRows(rows: readonly T1099Row[], withTaxIds: boolean): TCsvValue[][] {
  return [
    ...rows.map((r) => [
      r.vendor_number,
      r.vendor_name,
      withTaxIds ? (r.tax_id ?? '') : csvMaskedTaxId(r.tax_id),
      r.address ?? '',
      r.city ?? '',
      r.state ?? '',
      r.zip ?? '',
      r.payment_count,
      centsToCsv(r.total_paid_cents),
      r.is_reportable ? 'yes' : 'no',
    ]),
    [
      '',
      'Total',
      '',
      '',
      '',
      '',
      '',
      rows.reduce((s, r) => s + r.payment_count, 0),
      centsToCsv(rows.reduce((s, r) => s + r.total_paid_cents, 0)),
      '',
    ],
  ];
}
