import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { isXlsx, readXlsxGrid } from '../sources/qb-grid.ts';

/*
 * A CSV file's records with their rows (1-based, as a spreadsheet numbers them), for the templates.
 * The delimiter is sniffed from the first line: Excel in many locales saves with semicolons, and a
 * tab-separated copy from a sheet is common.
 */

export type TCsvRecord = { row: number; cells: string[] };

export function sniffTemplateDelimiter(text: string): ',' | ';' | '\t' {
  const first =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/, 5)
      .find((l) => l.trim() !== '') ?? '';
  const unquoted = first.replace(/"[^"]*"/g, '');
  const count = (d: string) => unquoted.split(d).length - 1;
  const [comma, semi, tab] = [count(','), count(';'), count('\t')];
  if (tab > comma && tab >= semi) return '\t';
  if (semi > comma) return ';';
  return ',';
}

/** Every non-blank record; throws only on text csv-parse cannot read even with relaxed quotes. */
export function readCsvRecords(text: string): TCsvRecord[] {
  type TRow = { record: string[]; raw: string; info: { lines: number } };
  const rows = parse(text.replace(/^\uFEFF/, ''), {
    delimiter: sniffTemplateDelimiter(text),
    info: true,
    raw: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  }) as unknown as TRow[];
  const out: TCsvRecord[] = [];
  // Rows as a spreadsheet numbers them: blank lines count, a cell's own line breaks do not.
  let earlierBreaks = 0;
  for (const r of rows) {
    const raw = r.raw.replace(/^[\r\n]+/, '').replace(/[\r\n]+$/, '');
    const breaks = raw.match(/\r\n|\r|\n/g)?.length ?? 0;
    // info.lines is the record's last physical line.
    const row = r.info.lines - breaks - earlierBreaks;
    earlierBreaks += breaks;
    const cells = r.record.map((c) => c.trim());
    if (cells.every((c) => c === '')) continue;
    out.push({ row, cells });
  }
  return out;
}

/** The first non-blank record only (detection: is the header a template's?). */
export function readCsvHeader(text: string): string[] | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const first = lines.find((l) => l.trim() !== '');
  if (first === undefined) return null;
  try {
    return readCsvRecords(first)[0]?.cells ?? null;
  } catch {
    return null;
  }
}

/**
 * A template filled in Excel and saved as a workbook: its first sheet as CSV bytes, so the CSV reader
 * reads it (dates come as ISO text, numbers as plain text). Other bytes pass through unchanged.
 */
export async function templateCsvBytes(bytes: Uint8Array, fileName: string): Promise<Uint8Array> {
  if (!isXlsx(bytes, fileName)) return bytes;
  const grid = await readXlsxGrid(bytes);
  if (grid.error !== null) throw new Error(grid.error);
  return new TextEncoder().encode(stringify(grid.rows.map((cells) => cells.map((c) => c.text))));
}
