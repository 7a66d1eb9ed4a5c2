import type { TTimeOptions } from '@groundwork/shared';
import type { TGridColumn, TGridOption } from '@/components/grid/keyboard-grid';
import { dayQuarters, rowQuarters, SHOP, shortHours, type TPayType, type TWeekRow } from '../week-rows';

const PAY_TYPE_OPTIONS: TGridOption[] = [
  { value: 'REG', code: 'REG', name: '' },
  { value: 'OT', code: 'OT', name: '' },
  { value: 'DT', code: 'DT', name: '' },
];

/** Every job × cost code on it (from its budget lines), then shop and office time. */
export function jobCodeOptions(options: TTimeOptions): TGridOption[] {
  const pairs = options.jobs.flatMap((job) =>
    job.cost_codes.map((code) => ({
      value: `${job.id}|${code.id}`,
      code: `${job.number} ${code.code}`,
      name: `${code.description} · ${job.name}`,
    })),
  );
  return [...pairs, { value: SHOP, code: 'SHOP', name: 'Shop / office time' }];
}

/**
 * The classifications of the prevailing-wage jobs (issue 22), latest modification first: a line on such
 * a job is paid as one of them. The server takes the class of the same name in force on each date.
 */
export function wageClassOptions(options: TTimeOptions): TGridOption[] {
  return options.jobs.flatMap((job) =>
    (job.wage_determinations ?? []).flatMap((det) =>
      det.classes.map((c) => ({
        value: c.id,
        code: c.classification,
        name: `${job.number} · WD ${det.wd_number} mod ${det.modification}`,
      })),
    ),
  );
}

/** A day as headers show it: 'Mon 3/9'. */
export function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const name = d.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  return `${name} ${d.getUTCMonth() + 1}/${d.getUTCDate()}`;
}

/** The grid's narrower day header: 'Mon 9' (the week's dates are in the card's title). */
function dayHeader(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' })} ${d.getUTCDate()}`;
}

/** The Class column, only when the company has a prevailing-wage job with classes. */
function wageClassColumn(options: TTimeOptions): TGridColumn<TWeekRow>[] {
  const classes = wageClassOptions(options);
  if (classes.length === 0) return [];
  return [
    {
      id: 'wage_class',
      header: 'Class (prevailing wage)',
      kind: 'combobox',
      className: 'w-44 min-w-40 max-w-44',
      options: classes,
      getValue: (row) => row.wageClassId || null,
      setValue: (row, value) => ({ ...row, wageClassId: value ?? '' }),
    },
  ];
}

/**
 * The week grid's columns: job · cost code, pay type, state, one column per day of the company's
 * workweek, the row's total; the footer holds the day totals and the week's.
 */
export function weekGridColumns(
  options: TTimeOptions,
  jobCodes: readonly TGridOption[],
  dates: readonly string[],
  extraDayQuarters: readonly number[] = [],
  withStatus = false,
): TGridColumn<TWeekRow>[] {
  const columns: TGridColumn<TWeekRow>[] = [
    {
      id: 'job_code',
      header: 'Job · cost code',
      kind: 'combobox',
      className: 'w-56 min-w-48 max-w-56',
      options: jobCodes,
      getValue: (row) => row.jobCode,
      setValue: (row, jobCode) => ({ ...row, jobCode }),
      footer: () => 'Day totals',
    },
    ...wageClassColumn(options),
    {
      id: 'pay_type',
      header: 'Pay',
      kind: 'combobox',
      className: 'w-20 min-w-20',
      options: PAY_TYPE_OPTIONS,
      getValue: (row) => row.payType,
      setValue: (row, value) => ({ ...row, payType: (value ?? 'REG') as TPayType }),
    },
    {
      id: 'state',
      header: 'State',
      kind: 'text',
      className: 'w-14 min-w-14',
      maxLength: 2,
      getValue: (row) => row.workState || (withStatus ? '' : (options.default_work_state ?? '')),
      setValue: (row, value) => ({ ...row, workState: value.toUpperCase() }),
    },
  ];
  dates.forEach((date, day) => {
    columns.push({
      id: `day-${day}`,
      header: dayHeader(date),
      kind: 'text',
      className: 'w-16 min-w-14 text-right tabular-nums',
      maxLength: 5,
      getValue: (row) => row.hours[day] ?? '',
      setValue: (row, value) => ({ ...row, hours: row.hours.map((h, i) => (i === day ? value : h)) }),
      footer: (rows) => shortHours(dayQuarters(rows, day) + (extraDayQuarters[day] ?? 0)),
    });
  });
  columns.push({
    id: 'total',
    header: 'Total',
    kind: 'text',
    isReadOnly: true,
    className: 'w-16 min-w-14 text-right font-medium tabular-nums',
    getValue: (row) => shortHours(rowQuarters(row)),
    setValue: (row) => row,
    footer: (rows) =>
      shortHours(rows.reduce((s, r) => s + rowQuarters(r), 0) + extraDayQuarters.reduce((s, q) => s + q, 0)),
  });
  if (withStatus)
    columns.push({
      id: 'status',
      header: 'Status',
      kind: 'text',
      isReadOnly: true,
      className: 'w-28',
      getValue: (row) => (row.status ? row.status.charAt(0).toUpperCase() + row.status.slice(1) : ''),
      setValue: (row) => row,
    });
  return columns;
}
