import iconv from 'iconv-lite';
import type { TParsedStatement, TStatementFileFormat } from './types.ts';

/** A statement with no lines and one whole-file error (line 0). */
export function emptyStatement(
  format: TStatementFileFormat,
  encoding: string,
  message: string,
): TParsedStatement {
  return {
    format,
    encoding,
    account_hint: null,
    period_start: null,
    period_end: null,
    opening_balance_cents: null,
    closing_balance_cents: null,
    lines: [],
    errors: [{ line: 0, message }],
  };
}

/**
 * Bytes to text. A byte-order mark wins over the declared encoding (and is dropped); otherwise the
 * declared one is used. iconv-lite knows 'windows-1252', 'iso-8859-1', 'utf-8', 'utf-16le'…
 */
export function decodeBytes(bytes: Uint8Array, declared: string): { text: string; encoding: string } {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf)
    return { text: iconv.decode(buffer.subarray(3), 'utf-8'), encoding: 'utf-8' };
  if (buffer[0] === 0xff && buffer[1] === 0xfe)
    return { text: iconv.decode(buffer.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  if (buffer[0] === 0xfe && buffer[1] === 0xff)
    return { text: iconv.decode(buffer.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  const encoding = iconv.encodingExists(declared) ? declared.toLowerCase() : 'utf-8';
  return { text: iconv.decode(buffer, encoding), encoding };
}

/** The last four characters of an account number, shown as '…6789'. */
export function accountHint(accountId: string | null | undefined): string | null {
  const compact = (accountId ?? '').replace(/[\s-]/g, '');
  if (!compact) return null;
  return `…${compact.slice(-4)}`;
}

/** Valid UTF-8 is read as UTF-8; anything else as windows-1252 (a superset of ASCII and Latin-1 text). */
export function utf8OrWindows1252(bytes: Uint8Array): 'utf-8' | 'windows-1252' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}
