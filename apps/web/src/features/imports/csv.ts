import { neutralizeCsvRow, type TCsvValue } from '@groundwork/shared/csv/csv-cell';
import Papa from 'papaparse';

/**
 * A small RFC 4180 CSV reader (pure; no DOM). Reads what spreadsheets write: fields in
 * double quotes may hold commas, line breaks and doubled quotes (""), lines end in LF, CRLF or CR, a
 * UTF-8 byte-order mark is dropped, blank lines are skipped. Unquoted fields keep their spaces; a quote
 * inside an unquoted field is taken literally, as spreadsheets do.
 */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  // Whether the current field started with a quote (so `"a"b` keeps the b after the closing quote).
  let wasQuoted = false;
  // Whether the line's last field was quoted: `""` alone on a line is a row, a blank line is not.
  let lastFieldQuoted = false;

  const endField = () => {
    row.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endField();
    // A blank line is one empty, unquoted field.
    if (!(row.length === 1 && row[0] === '' && !lastFieldQuoted)) rows.push(row);
    row = [];
  };

  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (inQuotes) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '' && !wasQuoted) {
      inQuotes = true;
      wasQuoted = true;
      lastFieldQuoted = true;
    } else if (ch === ',') {
      endField();
      lastFieldQuoted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      endRow();
      lastFieldQuoted = false;
    } else {
      field += ch;
    }
  }
  // The last line may lack its line break; an input ending in one has nothing left over.
  if (field !== '' || row.length > 0 || lastFieldQuoted) endRow();
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
