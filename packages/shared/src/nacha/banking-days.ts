/**
 * Banking days of the Federal Reserve (ACH settles only on them): Monday to Friday except the eleven
 * federal holidays. A holiday on a Sunday is observed the Monday after; a holiday on a Saturday is NOT
 * moved — the Fed stays open the Friday before (unlike federal offices). Dates are local YYYY-MM-DD.
 */

const MS_PER_DAY = 86_400_000;

function toUtc(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`"${isoDate}" is not a date YYYY-MM-DD`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The nth (1-based) weekday (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1));
    const offset = (weekday - first.getUTCDay() + 7) % 7;
    return iso(new Date(Date.UTC(year, month - 1, 1 + offset + 7 * (n - 1))));
  }
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - weekday + 7) % 7;
  return iso(new Date(last.getTime() - back * MS_PER_DAY));
}

/** A fixed-date holiday as the Fed closes for it: Sunday → Monday; Saturday → none (open the Friday before). */
function fixed(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay();
  if (weekday === 6) return null;
  return iso(weekday === 0 ? new Date(date.getTime() + MS_PER_DAY) : date);
}

export type TFedHoliday = { date: string; name: string };

/** The days the Federal Reserve is closed in a year for its holidays, in date order. */
export function fedHolidays(year: number): TFedHoliday[] {
  const days: [string | null, string][] = [
    [fixed(year, 1, 1), "New Year's Day"],
    [nthWeekday(year, 1, 1, 3), 'Birthday of Martin Luther King, Jr.'],
    [nthWeekday(year, 2, 1, 3), "Washington's Birthday"],
    [nthWeekday(year, 5, 1, -1), 'Memorial Day'],
    [fixed(year, 6, 19), 'Juneteenth National Independence Day'],
    [fixed(year, 7, 4), 'Independence Day'],
    [nthWeekday(year, 9, 1, 1), 'Labor Day'],
    [nthWeekday(year, 10, 1, 2), 'Columbus Day'],
    [fixed(year, 11, 11), 'Veterans Day'],
    [nthWeekday(year, 11, 4, 4), 'Thanksgiving Day'],
    [fixed(year, 12, 25), 'Christmas Day'],
  ];
  return days.flatMap(([date, name]) => (date ? [{ date, name }] : []));
}

const holidayCache = new Map<number, Set<string>>();
function holidaySet(year: number): Set<string> {
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(fedHolidays(year).map((h) => h.date));
    holidayCache.set(year, set);
  }
  return set;
}

/** Monday to Friday and not a day the Fed is closed for a holiday. */
export function isBankingDay(isoDate: string): boolean {
  const date = toUtc(isoDate);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaySet(date.getUTCFullYear()).has(isoDate);
}

/** The first banking day strictly after the date. */
export function nextBankingDay(isoDate: string): string {
  let date = toUtc(isoDate);
  do date = new Date(date.getTime() + MS_PER_DAY);
  while (!isBankingDay(iso(date)));
  return iso(date);
}

/** The date itself when it is a banking day, else the next one. */
export function bankingDayOnOrAfter(isoDate: string): string {
  toUtc(isoDate);
  return isBankingDay(isoDate) ? isoDate : nextBankingDay(isoDate);
}

/**
 * The effective entry date of a payroll file: the requested date moved to a banking day, and never
 * before the next banking day after today (a file cannot settle today or in the past).
 */
export function achEffectiveDate(requested: string, today: string): string {
  const earliest = nextBankingDay(today);
  const wanted = bankingDayOnOrAfter(requested);
  return wanted < earliest ? earliest : wanted;
}
