import type { TWh347Content } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';

/** The CSV of a WH-347: one line per worker × classification, days as straight / overtime columns. */
export function wh347CsvColumns(content: TWh347Content): string[] {
  return [
    'Payroll number',
    'Week ending',
    'Worker number',
    'Name',
    'ID (last 4)',
    'J or RA',
    'Classification',
    ...content.days.map((d) => `Straight ${d}`),
    ...content.days.map((d) => `Overtime ${d}`),
    'Straight hours',
    'Overtime hours',
    'Total hours',
    'Straight rate',
    'Overtime rate',
    'Fringe credit to plans per hour (6B)',
    'Cash in lieu per hour (6C)',
    'Cash in lieu',
    'Gross this project',
    'Gross all work',
    'FICA',
    'Federal withholding',
    'State and local',
    'Other deductions',
    'Total deductions',
    'Net pay',
  ];
}

const cents = (value: number | null | undefined): TCsvValue =>
  value === null || value === undefined ? '' : centsToCsv(value);

export function wh347CsvRows(content: TWh347Content): TCsvValue[][] {
  const h = content.header;
  return content.rows.map((r) => [
    h.payroll_number,
    h.week_ending,
    r.entry,
    r.name,
    r.ssn_last4 ?? '',
    r.status,
    r.classification,
    ...r.straight_hours,
    ...r.overtime_hours,
    r.total_straight_hours,
    r.total_overtime_hours,
    r.total_hours,
    r.straight_rate ?? '',
    r.overtime_rate ?? '',
    r.fringe_credit_rate,
    r.cash_in_lieu_rate,
    cents(r.cash_in_lieu_cents),
    cents(r.project_gross_cents),
    cents(r.all_work_gross_cents),
    cents(r.deductions?.fica_cents),
    cents(r.deductions?.federal_cents),
    cents(r.deductions?.state_cents),
    cents(r.deductions?.other_cents),
    cents(r.deductions?.total_cents),
    cents(r.net_cents),
  ]);
}
