import { addDays, workweekStart } from '../payroll/workweek.ts';

/*
 * Certified weeks: a WH-347 covers one workweek, named by its last day ("week ending"). The workweek
 * starts on the company's workweek start day (0 = Sunday … 6 = Saturday), so it ends six days later.
 * Dates are local ISO dates (YYYY-MM-DD).
 */

/** The last day of the workweek that holds `date`. */
export function certifiedWeekEnding(date: string, workweekStartDay: number): string {
  return addDays(workweekStart(date, workweekStartDay), 6);
}

/** The last week that has fully ended before `today` (its week ending is before today). */
export function lastCompletedCertifiedWeek(today: string, workweekStartDay: number): string {
  const current = certifiedWeekEnding(today, workweekStartDay);
  return current < today ? current : addDays(current, -7);
}

/** Every week ending from the week of `from` to the week of `to`, in order (empty when from > to). */
export function certifiedWeeksBetween(from: string, to: string, workweekStartDay: number): string[] {
  const weeks: string[] = [];
  const last = certifiedWeekEnding(to, workweekStartDay);
  for (let w = certifiedWeekEnding(from, workweekStartDay); w <= last; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}
