/**
 * A reporting period of the employee reports: a year "2026", a quarter "2026-Q1" or a month "2026-03",
 * as the date range it covers (check dates inside it count: payroll taxes follow the date paid).
 */

export const PAYROLL_PERIOD_PATTERN = /^(\d{4})(?:-Q([1-4])|-(0[1-9]|1[0-2]))?$/;

export type TPayrollPeriodRange = {
  from: string;
  to: string;
  label: string;
  kind: 'year' | 'quarter' | 'month';
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function lastDay(year: number, month: number): string {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The range of a period, or null when the text is not one. */
export function payrollPeriodRange(period: string): TPayrollPeriodRange | null {
  const match = PAYROLL_PERIOD_PATTERN.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  if (match[2]) {
    const q = Number(match[2]);
    const first = (q - 1) * 3 + 1;
    return {
      from: `${year}-${String(first).padStart(2, '0')}-01`,
      to: lastDay(year, first + 2),
      label: `Q${q} ${year}`,
      kind: 'quarter',
    };
  }
  if (match[3]) {
    const month = Number(match[3]);
    return {
      from: `${match[1]}-${match[3]}-01`,
      to: lastDay(year, month),
      label: `${MONTHS[month - 1]} ${year}`,
      kind: 'month',
    };
  }
  return { from: `${year}-01-01`, to: `${year}-12-31`, label: String(year), kind: 'year' };
}

/** The months (YYYY-MM) of a range given by its first and last day. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const end = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > end) break;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
