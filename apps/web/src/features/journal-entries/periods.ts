import { previousDay, type TPeriod, type TPeriods } from '@groundwork/shared';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Period 3 (March 2026)': named by the month it ends in. */
export function periodName(period: TPeriod): string {
  return `Period ${period.index} (${MONTH.format(new Date(`${period.end}T00:00:00Z`))})`;
}

export type TReopenChoice = { value: string; label: string };
/** The select's value for "no period closed at all". */
export const REOPEN_ALL = 'none';

/**
 * Where the books may stay closed after reopening `period`: the end of the period before it (the
 * default), any earlier period end of the year, the previous year's end, or not closed at all.
 */
export function reopenChoices(period: TPeriod, data: TPeriods): TReopenChoice[] {
  const choices: TReopenChoice[] = [];
  const earlierEnds = data.periods.filter((candidate) => candidate.end < period.start).map((p) => p.end);
  const before = previousDay(period.start);
  const yearBefore = previousDay((data.periods[0] as TPeriod).start);
  const ends = [...new Set([before, ...earlierEnds.reverse(), yearBefore])];
  for (const end of ends) choices.push({ value: end, label: `Closed through ${end}` });
  choices.push({ value: REOPEN_ALL, label: 'No period closed' });
  return choices;
}
