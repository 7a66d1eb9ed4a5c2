import { describe, expect, it } from 'vitest';
import type { TMoneyColumn } from './grid-types';
import { applyText, parseSignedMoneyToCents } from './grid-values';

type TRow = { cents: number | null };
const column = (allowNegative: boolean): TMoneyColumn<TRow> => ({
  id: 'amount',
  header: 'Amount',
  kind: 'money',
  allowNegative,
  getValue: (row) => row.cents,
  setValue: (row, cents) => ({ ...row, cents }),
});

describe('signed money cells', () => {
  it.each([
    ['-1,250.5', -125_050],
    ['−5', -500],
    ['(12.34)', -1234],
    ['+7', 700],
    ['$3.00', 300],
    ['- 1', -100],
  ])('%s → %d', (text, cents) => {
    expect(parseSignedMoneyToCents(text)).toBe(cents);
  });

  it('refuses what is not an amount', () => {
    expect(parseSignedMoneyToCents('--1')).toBeNull();
    expect(parseSignedMoneyToCents('(1')).toBeNull();
    expect(parseSignedMoneyToCents('abc')).toBeNull();
  });

  it('only a column that allows it takes a negative amount', () => {
    expect(applyText(column(true), { cents: null }, '-20')).toEqual({ row: { cents: -2000 }, problem: null });
    expect(applyText(column(false), { cents: null }, '-20')).toEqual({
      row: { cents: null },
      problem: "'-20' is not an amount",
    });
  });
});
