/** Identifier formats of spec §3/§9. */
export const CUSTOMER_NUMBER_RE = /^C-[A-Z0-9]{4}$/;
/** J-YY-NNN; past 999 jobs in a year the sequence keeps counting (J-26-1000) rather than failing. */
export const JOB_NUMBER_RE = /^J-\d{2}-\d{3,}$/;
export const COST_CODE_RE = /^\d{2}-\d{4}$/;
export const COMPANY_ID_RE = /^[A-Z]{4}-\d{3}$/;

/** Avatar initials (spec §2): first+last initials, else first two letters of first name or email, else U. */
export function initials(firstName?: string | null, lastName?: string | null, email?: string | null): string {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  if (first) return first.slice(0, 2).toUpperCase();
  const mail = email?.trim() ?? '';
  if (mail) return mail.slice(0, 2).toUpperCase();
  return 'U';
}

/** Long date 'at' time, e.g. "November 21, 2026 at 3:04 PM" (spec §9). */
export function formatLongDateTime(value: string | Date, locale = 'en-US'): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  const date = d.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
  const time = d.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  return `${date} at ${time}`;
}
