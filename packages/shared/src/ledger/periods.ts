import { daysInMonth, isoDate, previousDay } from './dates.ts';

/** A fiscal period: one of the twelve months of a fiscal year, named by the calendar year it ends in. */
export type TFiscalPeriod = { fiscal_year: number; index: number; start: string; end: string };

const DEFAULT_FISCAL_YEAR_END = '12-31';

function parseFiscalYearEnd(fye: string | null | undefined): { month: number; day: number } {
  const [m, d] = (fye ?? DEFAULT_FISCAL_YEAR_END).split('-').map(Number);
  return { month: m ?? 12, day: d ?? 31 };
}

/**
 * A fiscal year ending on the last day of a month closes every period at a month end; one ending on
 * the 15th closes every period on the 15th (clamped to short months).
 */
function periodEnd(fye: { month: number; day: number }, year: number, month: number): string {
  const isMonthEnd = fye.day >= daysInMonth(2000, fye.month) || (fye.month === 2 && fye.day >= 28);
  const day = isMonthEnd ? daysInMonth(year, month) : Math.min(fye.day, daysInMonth(year, month));
  return isoDate(year, month, day);
}

/** The calendar year and month `offset` months from (year, month). */
function shiftMonth(year: number, month: number, offset: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + offset;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The twelve periods of fiscal year `fiscalYear` for a company whose fiscal year ends on `fye` (MM-DD). */
export function fiscalPeriods(fye: string | null | undefined, fiscalYear: number): TFiscalPeriod[] {
  const end = parseFiscalYearEnd(fye);
  const ends: string[] = [];
  for (let offset = -12; offset <= 0; offset++) {
    const { year, month } = shiftMonth(fiscalYear, end.month, offset);
    ends.push(periodEnd(end, year, month));
  }
  return ends.slice(1).map((periodEndDate, i) => ({
    fiscal_year: fiscalYear,
    index: i + 1,
    start: nextDay(ends[i] as string),
    end: periodEndDate,
  }));
}

/** The fiscal year a date falls in. */
export function fiscalYearOf(fye: string | null | undefined, date: string): number {
  const year = Number(date.slice(0, 4));
  const periods = fiscalPeriods(fye, year);
  const last = periods[11] as TFiscalPeriod;
  const first = periods[0] as TFiscalPeriod;
  if (date > last.end) return year + 1;
  if (date < first.start) return year - 1;
  return year;
}

/** The period a date falls in. */
export function periodOf(fye: string | null | undefined, date: string): TFiscalPeriod {
  const periods = fiscalPeriods(fye, fiscalYearOf(fye, date));
  return periods.find((p) => p.start <= date && date <= p.end) as TFiscalPeriod;
}

/** The first day of a fiscal year. */
export function fiscalYearStart(fye: string | null | undefined, fiscalYear: number): string {
  return (fiscalPeriods(fye, fiscalYear)[0] as TFiscalPeriod).start;
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export { nextDay, previousDay };
