import { describe, expect, it } from 'vitest';
import { isRemoveRowKey, isTypingKey, moveCursor, moveForKey, type TGridCursor } from './grid-navigation';

const at = (row: number, col: number, tabStartCol: number | null = null): TGridCursor => ({
  row,
  col,
  tabStartCol,
});
const size = { rows: 3, cols: 4 };

describe('moveCursor', () => {
  it('moves with the arrows and stops at the edges', () => {
    expect(moveCursor(at(1, 1), 'up', size).cursor).toEqual(at(0, 1));
    expect(moveCursor(at(0, 1), 'up', size).cursor).toEqual(at(0, 1));
    expect(moveCursor(at(2, 1), 'down', size)).toEqual({ cursor: at(2, 1), addRow: false, leave: false });
    expect(moveCursor(at(1, 0), 'left', size).cursor).toEqual(at(1, 0));
    expect(moveCursor(at(1, 3), 'right', size).cursor).toEqual(at(1, 3));
    expect(moveCursor(at(1, 2), 'home', size).cursor).toEqual(at(1, 0));
    expect(moveCursor(at(1, 2), 'end', size).cursor).toEqual(at(1, 3));
    expect(moveCursor(at(1, 2), 'grid-end', size).cursor).toEqual(at(2, 3));
    expect(moveCursor(at(1, 2), 'grid-start', size).cursor).toEqual(at(0, 0));
  });

  it('tabs across and wraps to the next row', () => {
    expect(moveCursor(at(0, 0), 'tab', size).cursor).toEqual(at(0, 1, 0));
    expect(moveCursor(at(0, 3, 0), 'tab', size).cursor).toEqual(at(1, 0, 0));
  });

  it('adds a row on Tab off the last cell, unless the last row is blank (then focus leaves)', () => {
    expect(moveCursor(at(2, 3), 'tab', size)).toEqual({ cursor: at(3, 0, 0), addRow: true, leave: false });
    const blank = moveCursor(at(2, 3), 'tab', { ...size, isLastRowBlank: true });
    expect(blank.leave).toBe(true);
    expect(blank.addRow).toBe(false);
  });

  it('shift-tabs back, wrapping to the previous row, and leaves before the first cell', () => {
    expect(moveCursor(at(1, 2), 'shift-tab', size).cursor).toEqual(at(1, 1));
    expect(moveCursor(at(1, 0), 'shift-tab', size).cursor).toEqual(at(0, 3));
    expect(moveCursor(at(0, 0), 'shift-tab', size).leave).toBe(true);
  });

  it('goes down on Enter, back to the column the Tabs started in, adding a row at the end', () => {
    expect(moveCursor(at(0, 2), 'enter', size)).toEqual({ cursor: at(1, 2), addRow: false, leave: false });
    expect(moveCursor(at(0, 2, 0), 'enter', size).cursor).toEqual(at(1, 0));
    expect(moveCursor(at(2, 1, 0), 'enter', size)).toEqual({ cursor: at(3, 0), addRow: true, leave: false });
  });

  it('forgets where the Tabs started once an arrow moves', () => {
    expect(moveCursor(at(0, 2, 0), 'down', size).cursor.tabStartCol).toBeNull();
  });
});

describe('keys', () => {
  const key = (
    k: string,
    mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
  ) => ({
    key: k,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it('maps keys to moves', () => {
    expect(moveForKey(key('Tab', { shiftKey: true }))).toBe('shift-tab');
    expect(moveForKey(key('Enter'))).toBe('enter');
    expect(moveForKey(key('Enter', { ctrlKey: true }))).toBeNull();
    expect(moveForKey(key('Home', { metaKey: true }))).toBe('grid-start');
    expect(moveForKey(key('a'))).toBeNull();
  });

  it('knows typing from shortcuts and row removal', () => {
    expect(isTypingKey(key('5'))).toBe(true);
    expect(isTypingKey(key('s', { ctrlKey: true }))).toBe(false);
    expect(isTypingKey(key('Delete'))).toBe(false);
    expect(isRemoveRowKey(key('Delete', { ctrlKey: true }))).toBe(true);
    expect(isRemoveRowKey(key('Backspace', { metaKey: true }))).toBe(true);
    expect(isRemoveRowKey(key('Delete'))).toBe(false);
  });
});
