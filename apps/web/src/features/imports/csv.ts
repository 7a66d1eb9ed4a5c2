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

/**
 * Rows to CSV text for a download: every cell through the one formula neutraliser (OWASP CSV
 * injection), then papaparse's writer — quotes where needed, CRLF line ends (RFC 4180), a final line
 * break. Every export of the web app goes through here.
 */
export function toCsv(rows: readonly (readonly TCsvValue[])[]): string {
  return `${Papa.unparse(rows.map(neutralizeCsvRow), { newline: '\r\n' })}\r\n`;
}

/** Whether a chosen file is a CSV by its name (spec §5: the name must end in .csv). */
export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}
