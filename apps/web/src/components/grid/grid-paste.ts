import type { TGridColumn, TGridPosition } from './grid-types';
import { applyText } from './grid-values';

/**
 * Cells copied from a spreadsheet: rows split by line breaks, cells by tabs. Excel and Google Sheets
 * quote a cell that holds a tab, a line break or a quote ("a ""b"""), so quotes are read too. The
 * trailing line break a spreadsheet adds does not make an empty last row.
 */
export function parseClipboardTable(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let isCellStart = true;
  while (i < text.length) {
    const char = text[i] as string;
    if (isCellStart && char === '"') {
      // A quoted cell runs to the next lone quote.
      let j = i + 1;
      let quoted = '';
      while (j < text.length) {
        if (text[j] === '"') {
          if (text[j + 1] === '"') {
            quoted += '"';
            j += 2;
            continue;
          }
          break;
        }
        quoted += text[j];
        j += 1;
      }
      if (j < text.length) {
        cell = quoted;
        i = j + 1;
        isCellStart = false;
        continue;
      }
      // No closing quote: the quote was just a character.
    }
    isCellStart = false;
    if (char === '\t') {
      row.push(cell);
      cell = '';
      isCellStart = true;
    } else if (char === '\n' || char === '\r') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      isCellStart = true;
      if (char === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      cell += char;
    }
    i += 1;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Whether a paste is a table (more than one cell) rather than text for the cell being edited. */
export function isTablePaste(text: string): boolean {
  return /[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''));
}

export type TPasteResult<TRow> = { rows: TRow[]; problems: string[] };

/**
 * Pastes `table` into `rows` from `start` across the visible `columns`, adding rows at the end as
 * needed. A cell the column cannot take (an unknown account, text in an amount) is left as it was and
 * named in `problems` ("Row 3, Debit: 'abc' is not an amount"); read-only columns and cells past the
 * last column are skipped.
 */
export function pasteIntoRows<TRow>(
  rows: readonly TRow[],
  start: TGridPosition,
  columns: readonly TGridColumn<TRow>[],
  table: readonly (readonly string[])[],
  createRow: () => TRow,
): TPasteResult<TRow> {
  const next = [...rows];
  const problems: string[] = [];
  let isPastLastColumn = false;
  table.forEach((cells, offset) => {
    const at = start.row + offset;
    while (next.length <= at) next.push(createRow());
    let row = next[at] as TRow;
    cells.forEach((text, cellOffset) => {
      const column = columns[start.col + cellOffset];
      if (!column) {
        if (text.trim()) isPastLastColumn = true;
        return;
      }
      if (column.isReadOnly) return;
      const result = applyText(column, row, text);
      row = result.row;
      if (result.problem) problems.push(`Row ${at + 1}, ${column.header}: ${result.problem}`);
    });
    next[at] = row;
  });
  if (isPastLastColumn) problems.push('Cells past the last column were left out');
  return { rows: next, problems };
}
