/**
 * A small RFC 4180 CSV reader and writer (pure; no DOM). Reads what spreadsheets write: fields in
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

/** One field as CSV writes it: quoted when it holds a comma, quote, line break or edge spaces. */
export function csvField(value: string | number | boolean): string {
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: CRLF line ends (RFC 4180), a final line break. */
export function toCsv(rows: readonly (readonly (string | number | boolean)[])[]): string {
  return rows
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** Whether a chosen file is a CSV by its name (spec §5: the name must end in .csv). */
export function isCsvFileName(name: string): boolean {
  return name.toLowerCase().endsWith('.csv');
}
