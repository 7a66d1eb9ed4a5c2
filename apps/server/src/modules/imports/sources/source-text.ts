/**
 * Text helpers shared by every import source reader (IIF, QuickBooks Desktop/Online reports, CSV
 * templates): bytes → text, money text → integer cents, date text → ISO date, `Parent:Child` paths.
 * Pure: no I/O, never throws on user input.
 */
import iconv from 'iconv-lite';
import { parseAmountCents } from '../../bank-statements/parsers/amount.ts';
import { isoDate } from '../../bank-statements/parsers/dates.ts';

export type TSourceEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

/**
 * Bytes of an uploaded file to text. A UTF-8 byte-order mark is dropped ('utf-8-bom'); otherwise
 * valid UTF-8 is read as UTF-8, and anything else as Windows-1252 (what QuickBooks Desktop writes
 * for é, ñ… on US Windows).
 */
export function decodeSource(bytes: Uint8Array): { text: string; encoding: TSourceEncoding } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf)
    return { text: iconv.decode(buffer.subarray(3), 'utf-8'), encoding: 'utf-8-bom' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buffer), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(buffer, 'windows-1252'), encoding: 'windows-1252' };
  }
}

/** Text to bytes in one of the source encodings (tests and fixtures; also the IIF writer). */
export function encodeSource(text: string, encoding: TSourceEncoding = 'utf-8'): Uint8Array {
  if (encoding === 'windows-1252') return new Uint8Array(iconv.encode(text, 'windows-1252'));
  const body = new TextEncoder().encode(text);
  if (encoding === 'utf-8') return body;
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf], 0);
  out.set(body, 3);
  return out;
}

/**
 * Money text as the sources write it to integer cents, by string arithmetic (never floats):
 * `1,204.50`, `"1,204.50"` (quotes left by a loose CSV/IIF writer), `(1,204.50)`, `-1204.5`,
 * `$1,204.50`, `-$1,204.50`, `1204.50-`. Blank (or only quotes) → null; not an amount → null.
 * Callers tell blank from invalid with `text.trim() === ''`.
 */
export function parseSourceAmount(text: string): number | null {
  let t = text.trim();
  while (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) t = t.slice(1, -1).trim();
  if (t === '' || t === '"') return null;
  return parseAmountCents(t, '.');
}

/** True when the text is empty once trimmed and unquoted. */
export function isBlankSource(text: string | null | undefined): boolean {
  return (text ?? '').replace(/"/g, '').trim() === '';
}

export interface TSourceDateOptions {
  /**
   * Also accept an Excel serial day number (`45657` = 2024-12-31, 1900 date system, with Excel's
   * phantom 1900-02-29 = serial 60 rejected). Only when the caller knows the cell was a date cell.
   */
  excelSerial?: boolean;
}

/**
 * Date text → 'YYYY-MM-DD' or null. Accepts M/D/YYYY, MM/DD/YYYY, M/D/YY (US order, as QuickBooks
 * writes), YYYY-MM-DD (optionally followed by a time), and with `excelSerial` an Excel serial.
 * Two-digit years pivot at 70: 00–69 → 2000–2069, 70–99 → 1970–1999 (QuickBooks' own rule).
 * A time after a US date (`1/31/2026 0:00:00`) is ignored. Impossible dates (2/30/2026) → null.
 */
export function parseSourceDate(text: string, options: TSourceDateOptions = {}): string | null {
  let t = text.trim();
  while (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) t = t.slice(1, -1).trim();
  if (t === '') return null;
  const us =
    /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?)?$/.exec(t);
  if (us) {
    const yearText = us[3] ?? '';
    const y = Number(yearText);
    const year = yearText.length === 2 ? (y >= 70 ? 1900 + y : 2000 + y) : y;
    return isoDate(year, Number(us[1]), Number(us[2]));
  }
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}.*)?$/.exec(t);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  if (options.excelSerial && /^\d{1,6}(?:\.\d+)?$/.test(t)) return excelSerialDate(Number(t.split('.')[0]));
  return null;
}

/** Excel 1900-system serial day → ISO date; null for 0, the phantom 1900-02-29 (60) and out of range. */
export function excelSerialDate(serial: number): string | null {
  if (!Number.isInteger(serial) || serial < 1 || serial === 60 || serial > 2958465) return null;
  // Serials after 60 count from 1899-12-30 (Excel believes 1900 was a leap year); before, from 1899-12-31.
  const epoch = serial > 60 ? Date.UTC(1899, 11, 30) : Date.UTC(1899, 11, 31);
  const d = new Date(epoch + serial * 86_400_000);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/**
 * A QuickBooks hierarchical name to its segments: 'Job Materials:Lumber' → ['Job Materials', 'Lumber'],
 * 'Acme Corp:Main St Remodel' → customer and job. Segments are trimmed; empty segments dropped.
 */
export function splitAccountPath(name: string): string[] {
  return name
    .split(':')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Segments back to a QuickBooks name ('Parent:Child'). */
export function joinAccountPath(segments: readonly string[]): string {
  return segments.join(':');
}

/** Integer cents as `1,204.50` / `-1,204.50` for error messages (the style). */
export function formatSourceCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
