import { DAYS_IN_MONTH } from '@groundwork/shared/organizations/organization.schemas';

export const MONTHS = [
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
].map((label, index) => ({ value: String(index + 1).padStart(2, '0'), label }));

/** The days the month ('01'…'12') can end a fiscal year on; February has 29 (spec §9). */
export function daysInMonth(month: string): number {
  return DAYS_IN_MONTH[Number(month) - 1] ?? 31;
}

export type TFiscalYearEnd = { month: string; day: string };

/** '02-29' → { month: '02', day: '29' }; nothing or something malformed → both empty. */
export function splitFiscalYearEnd(value: string | null): TFiscalYearEnd {
  const match = value ? /^(\d{2})-(\d{2})$/.exec(value) : null;
  return match?.[1] && match[2] ? { month: match[1], day: match[2] } : { month: '', day: '' };
}

/** MM-DD, or null until both a month and a day are chosen. */
export function joinFiscalYearEnd({ month, day }: TFiscalYearEnd): string | null {
  return month && day ? `${month}-${day}` : null;
}

/**
 * Choosing a month keeps the day when the month has it and clamps it to the month's last day when not
 * (31 → 30 for April, → 29 for February). With no day yet, the month's last day is taken: most fiscal
 * years end on one.
 */
export function chooseMonth(current: TFiscalYearEnd, month: string): TFiscalYearEnd {
  if (!month) return { month: '', day: '' };
  const last = daysInMonth(month);
  const day = current.day ? Math.min(Number(current.day), last) : last;
  return { month, day: String(day).padStart(2, '0') };
}
