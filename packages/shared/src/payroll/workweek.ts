/** Local-date arithmetic on YYYY-MM-DD strings (work dates are local dates: no time zone, no clock). */

const DAY_MS = 86_400_000;

function toEpochDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined)
    throw new RangeError(`"${date}" is not a YYYY-MM-DD date`);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

const fromEpochDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** 0 = Sunday … 6 = Saturday. */
export const dayOfWeek = (date: string): number => (((toEpochDay(date) + 4) % 7) + 7) % 7;

export const addDays = (date: string, days: number): string => fromEpochDay(toEpochDay(date) + days);

/** The first day of the fixed, recurring workweek (starting on `startDay`) that holds `date`. */
export function workweekStart(date: string, startDay: number): string {
  const offset = (dayOfWeek(date) - startDay + 7) % 7;
  return addDays(date, -offset);
}
