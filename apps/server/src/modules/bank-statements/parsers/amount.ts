/**
 * Money text to integer cents by string arithmetic (no float rounding): `-1,234.56`, `(12.50)`,
 * `12.50-`, `+3`, `$1 234,56` with a decimal comma. Digits after the cents must be zeros
 * (`-12.3400` is fine, `12.345` is not an amount). Null when the text is not an amount.
 */
export function parseAmountCents(input: string, decimalSeparator: '.' | ',' = '.'): number | null {
  let text = input.trim().replace(/^[$€£]\s*/, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1).trim();
  } else if (text.startsWith('-') || text.startsWith('+')) {
    negative = text.startsWith('-') ? !negative : negative;
    text = text.slice(1).trim();
  }
  text = text.replace(/^[$€£]\s*/, '').replace(/\s*(USD|EUR|GBP|CAD)$/i, '');
  const thousands = decimalSeparator === '.' ? "[,\\s\\u00a0\\u202f']" : "[.\\s\\u00a0\\u202f']";
  const dec = decimalSeparator === '.' ? '\\.' : ',';
  const match = new RegExp(`^(\\d{1,3}(?:${thousands}\\d{3})+|\\d+)?(?:${dec}(\\d*))?$`).exec(text);
  if (!match || (match[1] === undefined && !match[2])) return null;
  const whole = (match[1] ?? '0').replace(/\D/g, '');
  const fraction = match[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) return null;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** Integer cents as `1234.56` / `-0.01` (for messages and for files the tests write). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
