/** A real calendar date as YYYY-MM-DD, or null (`2026-02-30` is not a date). */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1900 || year > 2199) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** OFX `20260131120000.000[-5:EST]` (or `20260131`) → '2026-01-31': the date part as the bank wrote it. */
export function ofxDate(value: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:\d{0,6})?(?:\.\d+)?(?:\[[^\]]*\])?$/.exec(value.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** ISO `2026-01-31` or `2026-01-31T10:00:00+01:00` → '2026-01-31'. */
export function isoDateOf(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** BAI2 YYMMDD → '20YY-MM-DD' (years 70–99 are 19YY). */
export function yymmddDate(value: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const yy = Number(m[1]);
  return isoDate(yy >= 70 ? 1900 + yy : 2000 + yy, Number(m[2]), Number(m[3]));
}

export function minDate(lines: readonly { posted_date: string }[]): string | null {
  let min: string | null = null;
  for (const l of lines) if (min === null || l.posted_date < min) min = l.posted_date;
  return min;
}

export function maxDate(lines: readonly { posted_date: string }[]): string | null {
  let max: string | null = null;
  for (const l of lines) if (max === null || l.posted_date > max) max = l.posted_date;
  return max;
}
