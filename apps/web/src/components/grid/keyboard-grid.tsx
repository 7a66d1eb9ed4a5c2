import {
  type ColumnDef,
  type ColumnVisibilityState,
  columnVisibilityFeature,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { GridCellEditor } from './grid-cell-editor';
import type { TGridColumn } from './grid-types';
import { displayText } from './grid-values';
import { editorOptions, useGridEditing } from './use-grid-editing';

export type { TComboboxColumn, TGridColumn, TGridOption, TMoneyColumn, TTextColumn } from './grid-types';
export { optionLabel, sumColumn } from './grid-values';

const features = tableFeatures({ columnVisibilityFeature });

export type TKeyboardGridProps<TRow extends RowData> = {
  /** Names the grid for screen readers ("Journal lines"); also the prefix of its ids. */
  label: string;
  id: string;
  rows: readonly TRow[];
  onRowsChange: (rows: TRow[]) => void;
  columns: readonly TGridColumn<TRow>[];
  createRow: () => TRow;
  getRowKey: (row: TRow) => string;
  /** A row with nothing in it: Tab off a blank last row leaves the grid instead of adding another. */
  isRowBlank: (row: TRow) => boolean;
  hiddenColumnIds?: readonly string[];
  /** Problems per row index, shown on the row number. */
  rowErrors?: ReadonlyMap<number, readonly string[]>;
  /** Removing a row never leaves fewer than this (the last ones are emptied instead). */
  minRows?: number;
  isReadOnly?: boolean;
  /** The footer's first cell ("Totals"); the footer shows when this or a column footer is given. */
  footerLabel?: string;
  rowNoun?: string;
  /** The rows are given (a continuation sheet): no row is added or removed, only cells edit. */
  hasFixedRows?: boolean;
  /**
   * Dense figures (a continuation sheet's many money columns): smaller type, narrower paddings and
   * headers that wrap, so the columns fit beside each other on a laptop's screen.
   */
  isCompact?: boolean;
};

/**
 * THE keyboard grid for line entry (journal lines, budgets, schedules of values, invoices): arrows move,
 * Enter goes down (adding a row at the end), Tab / Shift+Tab go across, typing edits, Escape cancels,
 * Delete clears, Ctrl/Cmd+Delete removes the row, and a paste from a spreadsheet fills rows and columns
 * from the active cell. The caller owns the rows; the columns say how each cell is shown and edited.
 */
export function KeyboardGrid<TRow extends RowData>({
  label,
  id,
  rows,
  onRowsChange,
  columns,
  createRow,
  getRowKey,
  isRowBlank,
  hiddenColumnIds = [],
  rowErrors,
  minRows = 1,
  isReadOnly = false,
  footerLabel,
  rowNoun = 'row',
  hasFixedRows = false,
  isCompact = false,
}: TKeyboardGridProps<TRow>) {
  // The last column holds each row's remove button, when rows can be removed.
  const hasRemoveColumn = !isReadOnly && !hasFixedRows;
  const columnDefs = React.useMemo<ColumnDef<typeof features, TRow>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header })),
    [columns],
  );
  const columnVisibility = React.useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(hiddenColumnIds.map((hidden) => [hidden, false])),
    [hiddenColumnIds],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as TRow[],
    getRowId: (row) => getRowKey(row),
    state: { columnVisibility },
  });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const visible = table
    .getVisibleLeafColumns()
    .map((column) => byId.get(column.id))
    .filter((column): column is TGridColumn<TRow> => column !== undefined);

  const grid = useGridEditing({
    rows,
    onRowsChange,
    columns: visible,
    createRow,
    isRowBlank,
    minRows,
    isReadOnly,
    hasFixedRows,
  });
  const tableRef = React.useRef<HTMLTableElement>(null);
  const lastPress = React.useRef<{ key: string; at: number } | null>(null);

  // Keys and clicks ask for the active cell to take the focus once it has rendered.
  React.useEffect(() => {
    if (grid.focusRequest === 0 || grid.editing) return;
    const cell = tableRef.current?.querySelector<HTMLElement>(
      `[data-row="${grid.active.row}"][data-col="${grid.active.col}"]`,
    );
    cell?.focus();
  }, [grid.focusRequest, grid.active.row, grid.active.col, grid.editing]);

  const hasFooter = Boolean(footerLabel) || visible.some((column) => column.footer);
  const editingColumn = visible[grid.active.col];
  const padding = isCompact ? 'px-1 py-1.5' : 'px-2 py-2';

  return (
    <div className="grid gap-2">
      <div className="relative overflow-x-auto rounded-md border">
        <table
          ref={tableRef}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern, a table whose cells the keyboard moves through (its th and td become column headers, row headers and grid cells)
          role="grid"
          id={id}
          aria-label={label}
          aria-rowcount={rows.length + 1 + (hasFooter ? 1 : 0)}
          aria-colcount={visible.length + (hasRemoveColumn ? 2 : 1)}
          aria-readonly={isReadOnly || undefined}
          className={cn('w-full border-collapse', isCompact ? 'text-xs' : 'text-sm')}
          onKeyDown={grid.onKeyDown}
          onPaste={grid.onPaste}
          onCopy={grid.onCopy}
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (next instanceof Node && tableRef.current?.contains(next)) return;
            grid.onLeave();
          }}
        >
          <thead className="bg-muted/50">
            <tr aria-rowindex={1}>
              <th
                scope="col"
                aria-colindex={1}
                className={cn(
                  'text-left font-medium text-muted-foreground',
                  isCompact ? 'w-6' : 'w-10',
                  padding,
                )}
              >
                #
              </th>
              {visible.map((column, c) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-colindex={c + 2}
                  className={cn(
                    'text-left font-medium text-muted-foreground',
                    // Compact headers wrap at their words: a header never makes a column wider than its figures.
                    isCompact ? 'align-bottom' : 'whitespace-nowrap',
                    padding,
                    column.kind === 'money' && 'text-right',
                    column.className,
                  )}
                >
                  {column.header}
                </th>
              ))}
              {!hasRemoveColumn ? null : (
                <th scope="col" aria-colindex={visible.length + 2} className="w-10">
                  <span className="sr-only">Remove</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {table.getRowModel().rows.map((tableRow, r) => {
              const row = tableRow.original;
              const problems = rowErrors?.get(r);
              return (
                <tr key={tableRow.id} aria-rowindex={r + 2} className="border-t">
                  <th
                    aria-colindex={1}
                    scope="row"
                    title={problems?.join('\n')}
                    className={cn(
                      'text-left font-normal text-muted-foreground tabular-nums',
                      isCompact ? 'px-1' : 'px-2',
                      problems?.length && 'bg-destructive/10 font-medium text-destructive',
                    )}
                  >
                    {r + 1}
                    {problems?.length ? <span className="sr-only"> (has problems)</span> : null}
                  </th>
                  {visible.map((column, c) => {
                    const isActive = r === grid.active.row && c === grid.active.col;
                    const isEditing = isActive && grid.editing !== null;
                    const cellId = `${id}-r${r}-c${c}`;
                    return (
                      <td
                        key={column.id}
                        aria-colindex={c + 2}
                        data-row={r}
                        data-col={c}
                        data-column-id={column.id}
                        tabIndex={isActive && !isEditing ? 0 : -1}
                        className={cn(
                          'h-9 border-l p-0 outline-none',
                          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                          isActive && !isEditing && 'bg-accent/40',
                          column.isReadOnly && 'bg-muted/30',
                          column.className,
                        )}
                        onMouseDown={(event) => {
                          if (isEditing) return;
                          event.preventDefault();
                          const key = `${r}:${c}`;
                          const now = Date.now();
                          const isSecondPress =
                            lastPress.current?.key === key && now - lastPress.current.at < 600;
                          lastPress.current = { key, at: now };
                          grid.onCellPress({ row: r, col: c }, isActive || isSecondPress);
                        }}
                      >
                        {isEditing && grid.editing ? (
                          <GridCellEditor
                            id={cellId}
                            column={column}
                            editing={grid.editing}
                            options={editorOptions(editingColumn, grid.editing)}
                            onTextChange={grid.setText}
                            onPick={grid.pick}
                          />
                        ) : (
                          <div
                            className={cn(
                              column.isWrapped ? 'whitespace-normal break-words' : 'truncate',
                              padding,
                              column.kind === 'money' && 'text-right tabular-nums',
                            )}
                          >
                            {displayText(column, row)}
                          </div>
                        )}
                      </td>
                    );
                  })}
                  {!hasRemoveColumn ? null : (
                    <td aria-colindex={visible.length + 2} className="w-10 border-l p-0 text-center">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        tabIndex={-1}
                        aria-label={`Remove ${rowNoun} ${r + 1}`}
                        title={`Remove ${rowNoun} (Ctrl+Delete)`}
                        className="size-8 text-muted-foreground"
                        onClick={() => grid.removeRow(r)}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
          {hasFooter ? (
            <tfoot className="border-t-2 bg-muted/30 font-medium">
              <tr aria-rowindex={rows.length + 2}>
                <th aria-colindex={1} scope="row" className={cn('text-left', padding)}>
                  <span className="sr-only">{footerLabel}</span>
                </th>
                {visible.map((column, c) => (
                  <td
                    key={column.id}
                    aria-colindex={c + 2}
                    className={cn(
                      'whitespace-nowrap',
                      padding,
                      column.kind === 'money' && 'text-right tabular-nums',
                      column.className,
                    )}
                  >
                    {column.footer ? column.footer(rows) : c === 0 ? footerLabel : null}
                  </td>
                ))}
                {!hasRemoveColumn ? null : <td aria-colindex={visible.length + 2} />}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {grid.pasteProblems.length > 0 ? (
        <div
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p className="font-medium">Some pasted cells were left out:</p>
          <ul className="list-disc pl-5">
            {grid.pasteProblems.slice(0, 10).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {isReadOnly ? null : hasFixedRows ? (
        <p className="text-muted-foreground text-xs">
          Type to edit · Tab / Enter to move · Esc to cancel · Delete clears · paste from a spreadsheet
        </p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button type="button" variant="outline" size="sm" onClick={grid.addRow}>
            <PlusIcon aria-hidden="true" />
            Add {rowNoun}
          </Button>
          <p className="text-muted-foreground text-xs">
            Type to edit · Tab / Enter to move · Esc to cancel · Ctrl+Delete removes a {rowNoun} · paste rows
            from a spreadsheet
          </p>
        </div>
      )}
    </div>
  );
}
