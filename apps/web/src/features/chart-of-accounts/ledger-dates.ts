import { fiscalYearOf, fiscalYearStart, isIsoDate } from '@groundwork/shared';

/** The URL of an account's detail for the fiscal year to date of `asOf` (the trial balance's links). */
export function fiscalYearToDateHref(
  accountId: string,
  asOf: string,
  fiscalYearEnd: string | null | undefined,
) {
  const from = fiscalYearStart(fiscalYearEnd, fiscalYearOf(fiscalYearEnd, asOf));
  return `/chart-of-accounts/${encodeURIComponent(accountId)}?${new URLSearchParams({ from, to: asOf })}`;
}

/** A date from the URL when it is a real YYYY-MM-DD, else `fallback`. */
export function dateParam(value: string | null, fallback: string): string {
  return value && isIsoDate(value) ? value : fallback;
}
