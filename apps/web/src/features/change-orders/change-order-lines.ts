// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { sumColumn, type TGridColumn, type TGridOption } from '@/components/grid/keyboard-grid';

/**
 * What vendor and customer change orders' line grids share: the "New line" choice, the Change (±)
 * column, the per-row problems and how a saved line names the schedule line it changed.
 */

/** The grid's "New line" choice: the row adds a schedule line instead of changing one. */
export const NEW_LINE = 'new';

export const ENTER_CHANGE = 'Enter the change (+ or −)';

let lastKey = 0;
/** A grid row's key, unique while the page lives. */
export const nextRowKey = () => {
  lastKey += 1;
  return `row-${lastKey}`;
};

/** The schedule's lines as the first picker of a change grid, then "New line". */
export function withNewLineOption(lines: TGridOption[]): TGridOption[] {
  return [...lines, { value: NEW_LINE, code: 'New line', name: '' }];
}

/** The Change (±) column a change grid ends with; its footer adds up the net change. */
export function changeAmountColumn<TRow extends { amount_cents: number | null }>(): TGridColumn<TRow> {
  return {
    id: 'amount',
    header: 'Change (±)',
    kind: 'money',
    allowNegative: true,
    className: 'w-36 min-w-32',
    getValue: (row) => row.amount_cents,
    setValue: (row, amount_cents) => ({ ...row, amount_cents }),
    footer: (rows) => formatCents(sumColumn(rows, (row) => row.amount_cents)),
  };
}

/** The problems of each filled row by its index in the grid (blank rows are ignored). */
export function rowProblems<TRow>(
  rows: readonly TRow[],
  isBlank: (row: TRow) => boolean,
  problemsOf: (row: TRow) => string[],
): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const list = problemsOf(row);
    if (list.length > 0) problems.set(index, list);
  });
  return problems;
}

/** The schedule line a saved change order line changes: 'Line 3', 'New line', 'New — added as line 4'. */
export function changedLineText(isNewLine: boolean, lineNumber: number | null): string {
  if (!isNewLine) return `Line ${lineNumber}`;
  return lineNumber ? `New — added as line ${lineNumber}` : 'New line';
}
