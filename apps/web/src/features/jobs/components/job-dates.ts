/** 'YYYY-MM-DD' → "Mar 5, 2026", read as a calendar date (no time zone shift); '' for none. */
export function formatJobDate(value: string | null): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** What a native date input takes: 'YYYY-MM-DD' or ''. */
export function dateInputValue(value: string | null): string {
  return value ? value.slice(0, 10) : '';
}
