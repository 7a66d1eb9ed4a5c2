// Subpath import: money needs no zod.
import { formatCents, parseMoneyToCents } from '@groundwork/shared/money/money';
import type { TGridColumn, TGridOption } from './grid-types';

/** '5000 — Job Costs - Labor', how a combobox cell shows its choice. */
export function optionLabel(option: TGridOption): string {
  return option.name ? `${option.code} — ${option.name}` : option.code;
}

/** What a cell shows when it is not being edited. */
export function displayText<TRow>(column: TGridColumn<TRow>, row: TRow): string {
  if (column.kind === 'text') return column.getValue(row);
  if (column.kind === 'money') {
    const cents = column.getValue(row);
    return cents === null ? '' : formatCents(cents);
  }
  const value = column.getValue(row);
  if (value === null) return '';
  const option = column.options.find((candidate) => candidate.value === value);
  return option ? optionLabel(option) : '';
}

/** The text an editor starts from when opened without typing (F2, a double click). */
export function editText<TRow>(column: TGridColumn<TRow>, row: TRow): string {
  if (column.kind === 'money') {
    const cents = column.getValue(row);
    return cents === null ? '' : (cents / 100).toFixed(2);
  }
  if (column.kind === 'combobox') return '';
  return column.getValue(row);
}

const MAX_OPTIONS_SHOWN = 50;

/**
 * The options a typed text finds, best first: code starting with it, then name starting with it, then
 * code or name containing it. An empty text finds every option.
 */
export function filterOptions(options: readonly TGridOption[], text: string): TGridOption[] {
  const query = text.trim().toLowerCase();
  if (!query) return options.slice(0, MAX_OPTIONS_SHOWN);
  const ranked: { option: TGridOption; rank: number }[] = [];
  for (const option of options) {
    const code = option.code.toLowerCase();
    const name = option.name.toLowerCase();
    const label = optionLabel(option).toLowerCase();
    let rank = -1;
    if (code === query) rank = 0;
    else if (code.startsWith(query)) rank = 1;
    else if (name.startsWith(query)) rank = 2;
    else if (code.includes(query) || name.includes(query) || label.includes(query)) rank = 3;
    if (rank >= 0) ranked.push({ option, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, MAX_OPTIONS_SHOWN).map((entry) => entry.option);
}

/**
 * The one option a pasted text means: the same code, the same name, or the same label ('1000 — Cash'),
 * ignoring case; failing that, the only option whose code or name starts with it.
 */
export function matchOption(options: readonly TGridOption[], text: string): TGridOption | null {
  const query = text.trim().toLowerCase();
  if (!query) return null;
  const exact = options.find(
    (option) =>
      option.code.toLowerCase() === query ||
      option.name.toLowerCase() === query ||
      optionLabel(option).toLowerCase() === query ||
      `${option.code} ${option.name}`.toLowerCase() === query,
  );
  if (exact) return exact;
  const starts = options.filter(
    (option) => option.code.toLowerCase().startsWith(query) || option.name.toLowerCase().startsWith(query),
  );
  return starts.length === 1 ? (starts[0] ?? null) : null;
}

/** '-1,250.00', '(1,250.00)' or '−5' → negative cents; otherwise as parseMoneyToCents. */
export function parseSignedMoneyToCents(text: string): number | null {
  const trimmed = text.trim();
  const parenthesised = /^\((.*)\)$/.exec(trimmed);
  const negative = parenthesised !== null || /^[-\u2212]/.test(trimmed);
  const digits = parenthesised
    ? (parenthesised[1] ?? '')
    : negative
      ? trimmed.slice(1)
      : trimmed.replace(/^\+/, '');
  const cents = parseMoneyToCents(digits);
  if (cents === null) return null;
  return negative ? -cents : cents;
}

export type TApplyResult<TRow> = { row: TRow; problem: string | null };

/**
 * Puts a typed or pasted text into a cell. An empty text clears it; a text the column cannot take
 * leaves the row as it was and says why.
 */
export function applyText<TRow>(column: TGridColumn<TRow>, row: TRow, text: string): TApplyResult<TRow> {
  const trimmed = text.trim();
  if (column.kind === 'text') {
    const value = column.maxLength ? trimmed.slice(0, column.maxLength) : trimmed;
    return { row: column.setValue(row, value), problem: null };
  }
  if (column.kind === 'money') {
    if (!trimmed) return { row: column.setValue(row, null), problem: null };
    const cents = column.allowNegative ? parseSignedMoneyToCents(trimmed) : parseMoneyToCents(trimmed);
    if (cents === null) return { row, problem: `'${trimmed}' is not an amount` };
    return { row: column.setValue(row, cents === 0 ? null : cents), problem: null };
  }
  if (!trimmed) return { row: column.setValue(row, null), problem: null };
  const option = matchOption(column.options, trimmed);
  if (!option) return { row, problem: `'${trimmed}' was not found` };
  if (option.isDisabled) return { row, problem: `${optionLabel(option)} cannot be chosen here` };
  return { row: column.setValue(row, option.value), problem: null };
}

/** Empties a cell (Delete, Backspace). */
export function clearCell<TRow>(column: TGridColumn<TRow>, row: TRow): TRow {
  if (column.isReadOnly) return row;
  if (column.kind === 'text') return column.setValue(row, '');
  return column.setValue(row, null);
}

/** Σ of a money column, for a footer. */
export function sumColumn<TRow>(rows: readonly TRow[], getCents: (row: TRow) => number | null): number {
  let total = 0;
  for (const row of rows) total += getCents(row) ?? 0;
  return total;
}
