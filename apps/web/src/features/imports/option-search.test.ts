import { describe, expect, it } from 'vitest';
import { matchOptions, movedIndex } from './option-search';

const options = [
  { id: 'a', label: '1000 — Operating Checking' },
  { id: 'b', label: '1200 — Accounts Receivable', hint: 'asset' },
  { id: 'c', label: '2000 — Accounts Payable', hint: 'liability' },
];

describe('matchOptions', () => {
  it('matches every word in any order and case', () => {
    expect(matchOptions(options, 'accounts').map((o) => o.id)).toEqual(['b', 'c']);
    expect(matchOptions(options, 'payable ACC').map((o) => o.id)).toEqual(['c']);
    expect(matchOptions(options, '12').map((o) => o.id)).toEqual(['b']);
    expect(matchOptions(options, 'liability').map((o) => o.id)).toEqual(['c']);
  });

  it('lists everything for an empty query, up to the limit', () => {
    expect(matchOptions(options, '  ')).toHaveLength(3);
    expect(matchOptions(options, '', 2)).toHaveLength(2);
  });
});

describe('movedIndex', () => {
  it('wraps around and jumps to the ends', () => {
    expect(movedIndex(-1, 'ArrowDown', 3)).toBe(0);
    expect(movedIndex(2, 'ArrowDown', 3)).toBe(0);
    expect(movedIndex(0, 'ArrowUp', 3)).toBe(2);
    expect(movedIndex(1, 'Home', 3)).toBe(0);
    expect(movedIndex(1, 'End', 3)).toBe(2);
    expect(movedIndex(0, 'ArrowDown', 0)).toBe(-1);
  });
});
