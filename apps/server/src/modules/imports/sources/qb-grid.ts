/**
 * A QuickBooks export (CSV or XLSX) as a grid of text cells, the one shape every report reader walks.
 * CSV: decoded (UTF-8, BOM or Windows-1252), delimiter sniffed (comma, tab, semicolon), any line ending
 * (a classic Mac export ends lines with CR), split by `splitCsv`. XLSX: the first sheet, through exceljs; date cells become
 * ISO text, number cells keep exact cents beside their text, indentation (cell indent or leading
 * spaces) is kept as `indent`. Never throws on user input: an unreadable file gives `error`.
 */
import ExcelJS from 'exceljs';
import { decodeSource, type TSourceEncoding } from './source-text.ts';

export interface TQbCell {
  /** Trimmed text ('' for an empty cell). */
  text: string;
  /** Leading spaces (a tab counts 4, an Excel indent level 4). */
  indent: number;
  /** Number cells: the value in cents when it is whole cents. */
  cents?: number;
}

export interface TQbGrid {
  format: 'csv' | 'xlsx';
  encoding: TSourceEncoding | null;
  /** rows[i] is source row i + 1. */
  rows: TQbCell[][];
  /** Set when the file could not be read at all. */
  error: string | null;
}

const EMPTY: TQbCell = { text: '', indent: 0 };

export function isXlsx(bytes: Uint8Array, fileName: string): boolean {
  // A zip (PK\3\4) or the name says so.
  return (bytes[0] === 0x50 && bytes[1] === 0x4b) || /\.xlsx$/i.test(fileName);
}

/** Text cell: indentation from leading whitespace, text trimmed. */
function textCell(raw: string): TQbCell {
  if (raw === '') return EMPTY;
  let indent = 0;
  let i = 0;
  for (; i < raw.length; i++) {
    const ch = raw[i];
    if (ch === ' ' || ch === '\u00a0') indent += 1;
    else if (ch === '\t') indent += 4;
    else break;
  }
  const text = raw.slice(i).trim();
  return text === '' ? EMPTY : { text, indent };
}

function sniffDelimiter(text: string): string {
  const sample = text.slice(0, 20_000).split(/\r\n|\n|\r/, 40);
  const counts = { ',': 0, '\t': 0, ';': 0 };
  for (const line of sample) {
    const unquoted = line.replace(/"[^"]*"/g, '');
    for (const d of [',', '\t', ';'] as const) counts[d] += unquoted.split(d).length - 1;
  }
  if (counts['\t'] > counts[','] && counts['\t'] >= counts[';']) return '\t';
  if (counts[';'] > counts[',']) return ';';
  return ',';
}

/**
 * RFC 4180 records, loosely: quoted fields with doubled quotes and line breaks inside, any of CRLF,
 * LF or CR ending a record, a stray quote inside an unquoted field kept as text, rows of any length.
 * (csv-parse builds an error object for every record whose length differs from the first one, and a
 * QuickBooks report's first row is a one-cell title: 50,000 journal lines took seconds that way.)
 */
export function splitCsv(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const n = text.length;
  const d = delimiter.charCodeAt(0);
  while (i <= n) {
    // One field starting at i.
    let value: string;
    if (text.charCodeAt(i) === 34) {
      let out = '';
      let from = i + 1;
      let j = from;
      for (;;) {
        const q = text.indexOf('"', j);
        if (q === -1) {
          // Unclosed quote: the rest of the file is this field.
          out += text.slice(from);
          j = n;
          break;
        }
        if (text.charCodeAt(q + 1) === 34) {
          out += text.slice(from, q + 1);
          from = q + 2;
          j = from;
          continue;
        }
        out += text.slice(from, q);
        j = q + 1;
        break;
      }
      // Anything between the closing quote and the delimiter is kept (relaxed).
      let k = j;
      while (k < n) {
        const c = text.charCodeAt(k);
        if (c === d || c === 10 || c === 13) break;
        k++;
      }
      value = k > j ? out + text.slice(j, k) : out;
      i = k;
    } else {
      let k = i;
      while (k < n) {
        const c = text.charCodeAt(k);
        if (c === d || c === 10 || c === 13) break;
        k++;
      }
      value = text.slice(i, k);
      i = k;
    }
    record.push(value);
    if (i >= n) {
      if (!(record.length === 1 && record[0] === '')) records.push(record);
      break;
    }
    const c = text.charCodeAt(i);
    if (c === d) {
      i++;
      continue;
    }
    // A line break ends the record (CRLF counts once).
    records.push(record);
    record = [];
    i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
    if (i >= n) break;
  }
  return records;
}

export function readCsvGrid(bytes: Uint8Array): TQbGrid {
  const { text, encoding } = decodeSource(bytes);
  const rows = splitCsv(text, sniffDelimiter(text)).map((record) => record.map(textCell));
  return { format: 'csv', encoding, rows, error: null };
}

function isoOfDate(d: Date): string {
  // exceljs gives date cells as UTC midnights.
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

function numberCell(n: number): TQbCell {
  if (!Number.isFinite(n)) return EMPTY;
  const scaled = n * 100;
  const rounded = Math.round(scaled);
  // Binary floats: 1204.5 * 100 is exact, 0.1 + 0.2 is not; anything within 1e-6 of whole cents is cents.
  if (Math.abs(scaled - rounded) < 1e-6 && Number.isSafeInteger(rounded)) {
    const cents = rounded === 0 ? 0 : rounded;
    const text = Number.isInteger(n) ? String(n) : (cents / 100).toFixed(2);
    return { text, indent: 0, cents };
  }
  return { text: String(n), indent: 0 };
}

function valueCell(value: ExcelJS.CellValue, indentLevel: number): TQbCell {
  const withIndent = (cell: TQbCell): TQbCell =>
    cell.text === '' || indentLevel === 0 ? cell : { ...cell, indent: cell.indent + indentLevel * 4 };
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'number') return withIndent(numberCell(value));
  if (typeof value === 'string') return withIndent(textCell(value));
  if (typeof value === 'boolean') return { text: value ? 'TRUE' : 'FALSE', indent: 0 };
  if (value instanceof Date) return { text: isoOfDate(value), indent: 0 };
  if ('richText' in value) return withIndent(textCell(value.richText.map((r) => r.text).join('')));
  if ('hyperlink' in value) return withIndent(textCell(String(value.text ?? '')));
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (result === undefined || result === null) return EMPTY;
    if (typeof result === 'object' && !(result instanceof Date)) return { text: result.error, indent: 0 };
    return valueCell(result, indentLevel);
  }
  if ('error' in value) return { text: value.error, indent: 0 };
  return EMPTY;
}

export async function readXlsxGrid(bytes: Uint8Array): Promise<TQbGrid> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { format: 'xlsx', encoding: null, rows: [], error: `The Excel file cannot be read (${message})` };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { format: 'xlsx', encoding: null, rows: [], error: 'The Excel file has no sheet' };
  const rows: TQbCell[][] = [];
  const last = sheet.rowCount;
  for (let r = 1; r <= last; r++) {
    const row = sheet.getRow(r);
    const cells: TQbCell[] = [];
    for (let c = 1; c <= row.cellCount; c++) {
      const cell = row.getCell(c);
      // A merged range's value belongs to its first cell only.
      if (cell.isMerged && cell.master.address !== cell.address) {
        cells.push(EMPTY);
        continue;
      }
      cells.push(valueCell(cell.value, cell.alignment?.indent ?? 0));
    }
    rows.push(cells);
  }
  return { format: 'xlsx', encoding: null, rows, error: null };
}
