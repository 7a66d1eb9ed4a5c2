import type { TCsvProfile } from '@groundwork/shared';
import { parseBai2 } from './bai2.ts';
import { parseCamt053 } from './camt053.ts';
import { parseCsvStatement } from './csv.ts';
import { emptyStatement } from './decode.ts';
import { parseOfx } from './ofx.ts';
import { CSV_PROFILE_REQUIRED, NOT_A_STATEMENT, type TParsedStatement } from './types.ts';

export { dedupeKeys } from './dedupe.ts';
export type { TParsedLine, TParsedStatement } from './types.ts';

/**
 * Bank statement parsers (issue 23): pure functions from a file's bytes to signed-cent lines. They never
 * throw for what a user uploads; every problem is in `errors` and names the line of the file.
 */

const HEAD_BYTES = 4096;

/** The format of a statement file from its first bytes (and, for a CSV, its name); null when unknown. */
export function detectStatementFormat(
  bytes: Uint8Array,
  fileName: string,
): TParsedStatement['format'] | null {
  const head = Buffer.from(bytes.subarray(0, HEAD_BYTES))
    .toString('latin1')
    .replace(/^(\xef\xbb\xbf|\xff\xfe|\xfe\xff)/, '');
  const text = head.replace(/\0/g, '').trimStart();
  if (/^OFXHEADER\s*:/i.test(text) || /<\?OFX\s/i.test(text) || /<OFX>/i.test(text)) {
    return /<INTU\.BID>/i.test(Buffer.from(bytes).toString('latin1')) || /\.qfx$/i.test(fileName)
      ? 'qfx'
      : 'ofx';
  }
  if (/^<\?xml/i.test(text) || /^</.test(text)) {
    return /camt\.053|<BkToCstmrStmt/i.test(text) ? 'camt053' : null;
  }
  if (/^01,[^,\n]*,[^,\n]*,\d{6},/.test(text)) return 'bai2';
  if (looksLikeText(head) && (/\.(csv|txt|tsv)$/i.test(fileName) || /^[^\r\n]*[,;\t|]/.test(text)))
    return 'csv';
  return null;
}

function looksLikeText(head: string): boolean {
  // A CSV has no control bytes other than tabs and line ends (UTF-16 files are not offered as CSV encodings).
  if (head.length === 0) return false;
  for (let i = 0; i < head.length; i++) {
    const code = head.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
}

/** Never throws for user input: problems are in `errors` (line 0 for whole-file problems). */
export function parseStatement(
  bytes: Uint8Array,
  options: { fileName: string; csvProfile?: TCsvProfile | null },
): TParsedStatement {
  const format = detectStatementFormat(bytes, options.fileName);
  try {
    switch (format) {
      case 'ofx':
      case 'qfx':
        return parseOfx(bytes, format);
      case 'camt053':
        return parseCamt053(bytes);
      case 'bai2':
        return parseBai2(bytes);
      case 'csv':
        if (!options.csvProfile) return emptyStatement('csv', 'utf-8', CSV_PROFILE_REQUIRED);
        return parseCsvStatement(bytes, options.csvProfile);
      default:
        // `format` must name one of the five: an unknown file reports as 'csv' with the one error.
        return emptyStatement('csv', 'utf-8', NOT_A_STATEMENT);
    }
  } catch (error) {
    // A parser bug must not become a 500 for the user: say the file could not be read.
    const message = error instanceof Error ? error.message : String(error);
    return emptyStatement(format ?? 'csv', 'utf-8', `This file could not be read: ${message}`);
  }
}
