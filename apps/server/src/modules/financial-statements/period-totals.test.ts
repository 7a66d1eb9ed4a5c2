import { describe, expect, it } from 'vitest';
import { splitRange } from './period-totals.ts';

describe('a date range cut into whole months and edge days', () => {
  it('whole months only', () => {
    expect(splitRange({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      months: { from: '2026-01-01', to: '2026-04-01' },
      lines: [],
    });
  });
  it('edges on both sides', () => {
    expect(splitRange({ from: '2026-01-15', to: '2026-04-10' })).toEqual({
      months: { from: '2026-02-01', to: '2026-04-01' },
      lines: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
  });
  it('inside one month: all lines', () => {
    expect(splitRange({ from: '2026-03-02', to: '2026-03-30' })).toEqual({
      months: null,
      lines: [{ from: '2026-03-02', to: '2026-03-30' }],
    });
    expect(splitRange({ from: '2026-01-31', to: '2026-02-01' })).toEqual({
      months: null,
      lines: [{ from: '2026-01-31', to: '2026-02-01' }],
    });
  });
  it('since the beginning: every month before the date, then its days', () => {
    expect(splitRange({ from: null, to: '2026-03-12' })).toEqual({
      months: { from: '1900-01-01', to: '2026-03-01' },
      lines: [{ from: '2026-03-01', to: '2026-03-12' }],
    });
    expect(splitRange({ from: null, to: '2026-02-28' })).toEqual({
      months: { from: '1900-01-01', to: '2026-03-01' },
      lines: [],
    });
  });
  it('an empty range reads nothing', () => {
    expect(splitRange({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ months: null, lines: [] });
  });
});
