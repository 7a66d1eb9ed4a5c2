import * as React from 'react';
import type { TGridEditing } from './grid-cell-editor';
import {
  isRemoveRowKey,
  isTypingKey,
  moveCursor,
  moveForKey,
  type TGridCursor,
  type TGridMove,
} from './grid-navigation';
import { isTablePaste, parseClipboardTable, pasteIntoRows } from './grid-paste';
import type { TGridColumn, TGridOption } from './grid-types';
import { applyText, clearCell, displayText, editText, filterOptions } from './grid-values';

export type TGridEditingOptions<TRow> = {
  rows: readonly TRow[];
  onRowsChange: (rows: TRow[]) => void;
  /** The visible columns, in order. */
  columns: readonly TGridColumn<TRow>[];
  createRow: () => TRow;
  isRowBlank: (row: TRow) => boolean;
  minRows: number;
  isReadOnly: boolean;
  /** The rows are given (a continuation sheet): cells edit, but no row is added or removed. */
  hasFixedRows?: boolean;
};

const START: TGridCursor = { row: 0, col: 0, tabStartCol: null };

/** The combobox options an editor's text finds; only enabled ones can be picked. */
export function editorOptions<TRow>(column: TGridColumn<TRow> | undefined, editing: TGridEditing | null) {
  if (column?.kind !== 'combobox' || !editing) return [];
  return filterOptions(column.options, editing.isTyped ? editing.text : '');
}

/**
 * The grid's behaviour: the active cell, the cell being edited, keys, paste and row removal. The
 * component renders; this decides. `focusRequest` tells the component to focus the active cell.
 */
export function useGridEditing<TRow>(options: TGridEditingOptions<TRow>) {
  const { rows, onRowsChange, columns, createRow, isRowBlank, minRows, isReadOnly } = options;
  const canChangeRows = !isReadOnly && !options.hasFixedRows;
  const [cursor, setCursor] = React.useState<TGridCursor>(START);
  const [editing, setEditing] = React.useState<TGridEditing | null>(null);
  const [pasteProblems, setPasteProblems] = React.useState<string[]>([]);
  const [focusRequest, setFocusRequest] = React.useState(0);

  // Rows may shrink (a reset, a removal) or columns hide: keep the cursor inside the grid.
  const row = Math.min(cursor.row, Math.max(rows.length - 1, 0));
  const col = Math.min(cursor.col, Math.max(columns.length - 1, 0));
  const active = { row, col, tabStartCol: cursor.tabStartCol };
  const activeColumn = columns[col];
  const requestFocus = () => setFocusRequest((n) => n + 1);

  const replaceRow = (at: number, next: TRow) => {
    const copy = [...rows];
    copy[at] = next;
    return copy;
  };

  const startEditing = (text: string | null) => {
    const target = rows[row];
    if (isReadOnly || !activeColumn || activeColumn.isReadOnly || target === undefined) return;
    setPasteProblems([]);
    setEditing({
      text: text ?? editText(activeColumn, target),
      highlight: 0,
      isTyped: text !== null,
      error: null,
    });
  };

  /**
   * The rows with the editor's text written into the cell, or null (and a message in the editor) when
   * the text cannot go in. Closes the editor on success; the caller hands the rows on.
   */
  const committedRows = (picked?: TGridOption): readonly TRow[] | null => {
    const target = rows[row];
    if (!editing || !activeColumn || target === undefined) return rows;
    if (!editing.isTyped && !picked) {
      setEditing(null);
      return rows;
    }
    let next: TRow;
    if (activeColumn.kind === 'combobox') {
      const found = editorOptions(activeColumn, editing).filter((option) => !option.isDisabled);
      const choice = picked ?? found[editing.highlight] ?? found[0];
      if (!choice && editing.text.trim()) {
        setEditing({ ...editing, error: `'${editing.text.trim()}' was not found` });
        return null;
      }
      next = activeColumn.setValue(target, choice ? choice.value : null);
    } else {
      const result = applyText(activeColumn, target, editing.text);
      if (result.problem) {
        setEditing({ ...editing, error: result.problem });
        return null;
      }
      next = result.row;
    }
    setEditing(null);
    return replaceRow(row, next);
  };

  const commit = (picked?: TGridOption): boolean => {
    const next = committedRows(picked);
    if (next === null) return false;
    if (next !== rows) onRowsChange([...next]);
    return true;
  };

  /** Moves the active cell; `base` are the rows to hand on (a just-committed cell). False: focus leaves. */
  const move = (to: TGridMove, base: readonly TRow[] = rows): boolean => {
    const lastRow = base[base.length - 1];
    const result = moveCursor(active, to, {
      rows: base.length,
      cols: columns.length,
      isLastRowBlank: lastRow !== undefined && isRowBlank(lastRow),
    });
    const canAdd = result.addRow && canChangeRows;
    if (canAdd) onRowsChange([...base, createRow()]);
    else if (base !== rows) onRowsChange([...base]);
    if (result.leave || (result.addRow && !canAdd)) return false;
    setCursor(result.cursor);
    requestFocus();
    return true;
  };

  const removeRow = (at: number) => {
    if (!canChangeRows) return;
    const next = rows.length <= minRows ? replaceRow(at, createRow()) : rows.filter((_, i) => i !== at);
    onRowsChange(next);
    setEditing(null);
    setCursor({ row: Math.min(at, next.length - 1), col, tabStartCol: null });
    requestFocus();
  };

  const onEditingKey = (event: React.KeyboardEvent) => {
    const isMod = event.ctrlKey || event.metaKey;
    if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
      requestFocus();
      return;
    }
    if (isMod && (event.key === 'Enter' || event.key.toLowerCase() === 's')) {
      // The form's shortcut (post, save) runs after this with the cell written in.
      commit();
      return;
    }
    if (
      activeColumn?.kind === 'combobox' &&
      (event.key === 'ArrowDown' || event.key === 'ArrowUp') &&
      editing
    ) {
      event.preventDefault();
      const count = editorOptions(activeColumn, editing).length;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setEditing({ ...editing, highlight: Math.max(0, Math.min(editing.highlight + step, count - 1)) });
      return;
    }
    const to = moveForKey(event);
    if (to === null || to === 'left' || to === 'right' || to === 'home' || to === 'end') return;
    if (to === 'grid-start' || to === 'grid-end') return;
    const next = committedRows();
    if (next === null) {
      event.preventDefault();
      return;
    }
    if (move(to, next)) event.preventDefault();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (editing) {
      onEditingKey(event);
      return;
    }
    if (isRemoveRowKey(event)) {
      event.preventDefault();
      removeRow(row);
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const target = rows[row];
      if (!isReadOnly && activeColumn && target !== undefined)
        onRowsChange(replaceRow(row, clearCell(activeColumn, target)));
      return;
    }
    if (event.key === 'F2') {
      event.preventDefault();
      startEditing(null);
      return;
    }
    const to = moveForKey(event);
    if (to !== null) {
      if (move(to)) event.preventDefault();
      return;
    }
    if (isTypingKey(event)) {
      event.preventDefault();
      startEditing(event.key);
    }
  };

  const onPaste = (event: React.ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain');
    if (isReadOnly || (editing && !isTablePaste(text))) return;
    event.preventDefault();
    const table = parseClipboardTable(text);
    if (table.length === 0) return;
    const result = pasteIntoRows(rows, { row, col }, columns, table, createRow);
    setEditing(null);
    setPasteProblems(result.problems);
    onRowsChange(canChangeRows ? result.rows : result.rows.slice(0, rows.length));
    requestFocus();
  };

  const onCopy = (event: React.ClipboardEvent) => {
    const target = rows[row];
    if (editing || !activeColumn || target === undefined) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', displayText(activeColumn, target));
  };

  /** A click: the first one makes a cell active, a second one (or a double click) edits it. */
  const onCellPress = (at: { row: number; col: number }, isSecondPress: boolean) => {
    const isActive = at.row === row && at.col === col;
    if (editing && isActive) return;
    if (editing && !commit()) setEditing(null);
    setCursor({ ...at, tabStartCol: null });
    if (isActive && isSecondPress) startEditing(null);
    else requestFocus();
  };

  const setText = (text: string) => {
    if (editing) setEditing({ text, highlight: 0, isTyped: true, error: null });
  };

  const pick = (option: TGridOption) => {
    if (commit(option)) requestFocus();
  };

  /** Focus left the grid (a button, another field): keep what was typed. */
  const onLeave = () => {
    if (editing && !commit()) setEditing(null);
  };

  return {
    active,
    editing,
    pasteProblems,
    focusRequest,
    onKeyDown,
    onPaste,
    onCopy,
    onCellPress,
    setText,
    pick,
    onLeave,
    removeRow,
    addRow: () => {
      if (!canChangeRows) return;
      onRowsChange([...rows, createRow()]);
      setCursor({ row: rows.length, col: 0, tabStartCol: null });
      requestFocus();
    },
  };
}
