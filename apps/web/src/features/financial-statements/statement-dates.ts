import {
  fiscalPeriods,
  fiscalYearOf,
  isIsoDate,
  previousDay,
  shiftMonths,
  type TStatementRange,
} from '@groundwork/shared';
import { z } from 'zod';

/**
 * The periods a person picks a statement by. A preset is remembered rather than its dates, so that
 * "year to date" opens on today's year to date next month too; `custom` keeps the dates typed.
 */
export const PERIOD_PRESETS = [
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'year_to_date',
  'last_year',
  'custom',
] as const;
export type TPeriodPreset = (typeof PERIOD_PRESETS)[number];

export const PERIOD_PRESET_LABELS: Record<TPeriodPreset, string> = {
  this_month: 'This month to date',
  last_month: 'Last month',
  this_quarter: 'This quarter to date',
  last_quarter: 'Last quarter',
  year_to_date: 'Fiscal year to date',
  last_year: 'Last fiscal year',
  custom: 'Custom dates',
};

export const ZPeriodPreset = z.enum(PERIOD_PRESETS);
/** A remembered date: a real YYYY-MM-DD or '' (none). */
export const ZOptionalDate = z.string().refine((v) => v === '' || isIsoDate(v));

/** The fiscal quarter (three fiscal periods) a date falls in. */
function fiscalQuarter(fye: string | null | undefined, date: string): TStatementRange {
  const periods = fiscalPeriods(fye, fiscalYearOf(fye, date));
  const index = periods.findIndex((p) => p.start <= date && date <= p.end);
  const first = Math.floor(Math.max(index, 0) / 3) * 3;
  return { from: periods[first]?.start ?? date, to: periods[first + 2]?.end ?? date };
}

/** The dates of a preset on `today` for a company whose fiscal year ends on `fye` (null: 12-31). */
export function presetRange(
  preset: Exclude<TPeriodPreset, 'custom'>,
  today: string,
  fye: string | null | undefined,
): TStatementRange {
  const year = fiscalPeriods(fye, fiscalYearOf(fye, today));
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'this_month':
      return { from: firstOfMonth, to: today };
    case 'last_month': {
      const to = previousDay(firstOfMonth);
      return { from: `${to.slice(0, 7)}-01`, to };
    }
    case 'this_quarter':
      return { from: fiscalQuarter(fye, today).from, to: today };
    case 'last_quarter':
      return fiscalQuarter(fye, previousDay(fiscalQuarter(fye, today).from));
    case 'year_to_date':
      return { from: year[0]?.start ?? today, to: today };
    case 'last_year': {
      const to = previousDay(year[0]?.start ?? today);
      const last = fiscalPeriods(fye, fiscalYearOf(fye, to));
      return { from: last[0]?.start ?? to, to };
    }
  }
}

/** A preset's dates, or the typed ones for `custom` (each falling back to the year to date). */
export function resolvePeriod(
  params: { preset: TPeriodPreset; from: string; to: string },
  today: string,
  fye: string | null | undefined,
): TStatementRange {
  if (params.preset !== 'custom') return presetRange(params.preset, today, fye);
  const fallback = presetRange('year_to_date', today, fye);
  return { from: params.from || fallback.from, to: params.to || fallback.to };
}

/** The last day of the fiscal year before the one `date` falls in. */
export function priorFiscalYearEnd(date: string, fye: string | null | undefined): string {
  return previousDay(fiscalPeriods(fye, fiscalYearOf(fye, date))[0]?.start ?? date);
}

/** The same date a year earlier (a month end stays a month end). */
export function sameDateLastYear(date: string): string {
  return shiftMonths(date, -12);
}
