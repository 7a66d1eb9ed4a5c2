import type { TGridPosition } from './grid-types';

export type TGridCursor = TGridPosition & {
  /** The column a run of Tabs started in: Enter goes back to it on the next row, as in a spreadsheet. */
  tabStartCol: number | null;
};

export type TGridMove =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'tab'
  | 'shift-tab'
  | 'enter'
  | 'home'
  | 'end'
  | 'grid-start'
  | 'grid-end';

export type TGridSize = {
  rows: number;
  cols: number;
  /** Tab off the last cell of a blank last row leaves the grid instead of adding yet another row. */
  isLastRowBlank?: boolean;
};

export type TGridMoveResult = {
  cursor: TGridCursor;
  /** Add a row at the end first (the cursor is already on it). */
  addRow: boolean;
  /** Let the browser move focus out of the grid (Tab past the end, Shift+Tab before the start). */
  leave: boolean;
};

const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));

/**
 * Where a key moves the active cell. Arrows stop at the edges; Tab and Shift+Tab wrap to the next or
 * previous row; Tab off the last cell and Enter on the last row add a row.
 */
export function moveCursor(cursor: TGridCursor, move: TGridMove, size: TGridSize): TGridMoveResult {
  const lastRow = Math.max(size.rows - 1, 0);
  const lastCol = Math.max(size.cols - 1, 0);
  const at = (row: number, col: number, tabStartCol: number | null = null, addRow = false) => ({
    cursor: { row, col, tabStartCol },
    addRow,
    leave: false,
  });
  const stay = (leave: boolean) => ({ cursor, addRow: false, leave });

  switch (move) {
    case 'up':
      return at(clamp(cursor.row - 1, lastRow), cursor.col);
    case 'down':
      return at(clamp(cursor.row + 1, lastRow), cursor.col);
    case 'left':
      return at(cursor.row, clamp(cursor.col - 1, lastCol));
    case 'right':
      return at(cursor.row, clamp(cursor.col + 1, lastCol));
    case 'home':
      return at(cursor.row, 0);
    case 'end':
      return at(cursor.row, lastCol);
    case 'grid-start':
      return at(0, 0);
    case 'grid-end':
      return at(lastRow, lastCol);
    case 'tab': {
      const tabStartCol = cursor.tabStartCol ?? cursor.col;
      if (cursor.col < lastCol) return at(cursor.row, cursor.col + 1, tabStartCol);
      if (cursor.row < lastRow) return at(cursor.row + 1, 0, 0);
      if (size.isLastRowBlank) return stay(true);
      return at(cursor.row + 1, 0, 0, true);
    }
    case 'shift-tab': {
      if (cursor.col > 0) return at(cursor.row, cursor.col - 1);
      if (cursor.row > 0) return at(cursor.row - 1, lastCol);
      return stay(true);
    }
    case 'enter': {
      const col = cursor.tabStartCol ?? cursor.col;
      return at(cursor.row + 1, col, null, cursor.row >= lastRow);
    }
  }
}

/** The move a key press means, or null for a key the grid leaves alone. */
export function moveForKey(event: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): TGridMove | null {
  const isMod = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'Tab':
      return event.shiftKey ? 'shift-tab' : 'tab';
    case 'Enter':
      return isMod ? null : 'enter';
    case 'Home':
      return isMod ? 'grid-start' : 'home';
    case 'End':
      return isMod ? 'grid-end' : 'end';
    default:
      return null;
  }
}

/** A key that starts editing with itself as the first character: a printable key, no Ctrl/Cmd/Alt. */
export function isTypingKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** Ctrl/Cmd+Delete (or Ctrl/Cmd+Backspace on keyboards without Delete) removes the row. */
export function isRemoveRowKey(event: { key: string; ctrlKey: boolean; metaKey: boolean }) {
  return (event.ctrlKey || event.metaKey) && (event.key === 'Delete' || event.key === 'Backspace');
}
