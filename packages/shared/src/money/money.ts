/**
 * Money is integer cents (architecture rule 4). These helpers convert between what a person types and
 * cents by working on the digits of the string, never through a binary float.
 */

// Digits with optional thousands separators, an optional `$`, at most two decimals; no sign.
const MONEY_INPUT_RE = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/** "1,234.5" → 123450; null for anything that is not a non-negative amount with at most 2 decimals. */
export function parseMoneyToCents(input: string): number | null {
  const match = MONEY_INPUT_RE.exec(input.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(cents);
}

/** 123450 → "$1,234.50" (negative amounts as "-$1,234.50"). */
export function formatCents(cents: number, currency = 'USD'): string {
  const negative = cents < 0;
  const abs = BigInt(Math.abs(Math.trunc(cents)));
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const formatter = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const text = formatter
    .formatToParts(whole)
    .map((part) => (part.type === 'fraction' ? fraction : part.value))
    .join('');
  return negative ? `-${text}` : text;
}

/** 123450 → "1234.50", for an input field; null → "". */
export function centsToInput(cents: number | null): string {
  if (cents === null) return '';
  const negative = cents < 0;
  const abs = BigInt(Math.abs(Math.trunc(cents)));
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}
