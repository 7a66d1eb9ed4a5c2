/**
 * Field formatting of NACHA records: ASCII uppercase, left-justified text padded with spaces, right-
 * justified numbers padded with zeros. A value longer than its field is cut (text) or refused (numbers:
 * a cut amount would pay the wrong sum).
 */

/** Uppercase printable ASCII: accents dropped (É → E), anything else outside 0x20–0x7E becomes a space. */
export function nachaAscii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'SS')
    .replace(/[^\x20-\x7e]/g, ' ')
    .toUpperCase();
}

/** Text field: ASCII uppercase, left-justified, space-padded, cut to `width`. */
export function alpha(value: string, width: number): string {
  return nachaAscii(value).slice(0, width).padEnd(width, ' ');
}

/** Numeric field: right-justified, zero-padded; throws when the value does not fit. */
export function numeric(value: number | bigint | string, width: number): string {
  const text = String(value);
  if (!/^[0-9]+$/.test(text)) throw new RangeError(`NACHA numeric field: "${text}" is not a whole number`);
  if (text.length > width)
    throw new RangeError(`NACHA numeric field: ${text} is longer than ${width} digits`);
  return text.padStart(width, '0');
}

/** A local date YYYY-MM-DD as YYMMDD. */
export function yymmdd(isoDate: string): string {
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`NACHA date: "${isoDate}" is not YYYY-MM-DD`);
  return `${match[1]}${match[2]}${match[3]}`;
}

/** The check digit of an ABA routing number's first eight digits: weights 3, 7, 1 repeated. */
export function routingCheckDigit(first8: string): number {
  if (!/^[0-9]{8}$/.test(first8)) throw new RangeError(`routing number: "${first8}" is not eight digits`);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(first8[i]), 0);
  return (10 - (sum % 10)) % 10;
}

/** A nine-digit ABA routing number whose ninth digit is its check digit. */
export function isValidRoutingNumber(routing: string): boolean {
  return /^[0-9]{9}$/.test(routing) && routingCheckDigit(routing.slice(0, 8)) === Number(routing[8]);
}
