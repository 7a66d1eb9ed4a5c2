import { neutralizeCsvRow, type TCsvValue } from '@groundwork/shared/csv/csv-cell';
import Papa from 'papaparse';

/**
 * Reads a CSV file's text into rows with papaparse (RFC 4180: quoted fields may hold commas, line
 * breaks and doubled quotes; LF, CRLF or CR line ends, detected per file). On top of it: a UTF-8
 * byte-order mark is dropped and blank lines are skipped — but a line holding only `""` is a row of one
 * empty field, so each row's raw text (papaparse's cursor) tells the two apart. Unquoted fields keep
 * their spaces; a quote inside an unquoted field is taken literally, as spreadsheets write it.
 */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let rowStart = 0;
  Papa.parse<string[]>(input, {
    delimiter: ',',
    step: ({ data: row, meta }) => {
      const raw = input.slice(rowStart, meta.cursor);
      rowStart = meta.cursor;
      const isBlankLine =
        row.length === 1 && (row[0] ?? '').replace(/[\r\n]/g, '') === '' && !raw.includes('"');
      if (!isBlankLine) rows.push(row);
    },
  });
  return rows;
}

/** The rows of an import file, or why it cannot be read. */
export type TCsvRows<TRow> = { ok: true; rows: TRow[] } | { ok: false; error: string };

/**
 * Reads a file whose first row names its columns (any order, any case, spaces as underscores; unknown
 * columns are ignored) with papaparse: a UTF-8 byte-order mark is dropped, blank lines are skipped, and
 * `toRow` gets each record as a reader of its trimmed values ('' for a column the file leaves out). A
 * file without every `required` column names the missing ones.
 */
export function readCsvWithHeader<TRow>(
  text: string,
  required: readonly string[],
  toRow: (value: (column: string) => string) => TRow,
): TCsvRows<TRow> {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<Record<string, string | undefined>>(input, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const fields = parsed.meta.fields ?? [];
  const missing = required.filter((column) => !fields.includes(column));
  if (missing.length > 0) {
    return {
      ok: false,
      error: `The file's first row must name the columns ${required.join(', ')} (missing: ${missing.join(', ')})`,
    };
  }
  return { ok: true, rows: parsed.data.map((record) => toRow((column) => (record[column] ?? '').trim())) };
}

/**
 * Rows to CSV text for a download: every cell through the one formula neutraliser (OWASP CSV
 * injection), then papaparse's writer — quotes where needed, CRLF line ends (RFC 4180), a final line
 * break. Every export of the web app goes through here.
 */
export function toCsv(rows: readonly (readonly TCsvValue[])[]): string {
  return `${Papa.unparse(rows.map(neutralizeCsvRow), { newline: '\r\n' })}\r\n`;
}
