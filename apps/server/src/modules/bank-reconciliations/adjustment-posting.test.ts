import { describe, expect, it } from 'vitest';
import { reversalLines } from '../journal-entries/manual-entry-posting.ts';
import { adjustmentPostingLines } from './adjustment-posting.ts';

const accounts = { cash: 'bank', other: 'fees' };
const memo = 'Reconciliation adjustment 2026-03-31: service charge';
const cashAmount = (lines: ReturnType<typeof adjustmentPostingLines>) =>
  lines.filter((l) => l.accountId === 'bank').reduce((s, l) => s + l.debitCents - l.creditCents, 0);

describe('reconciliation adjustment posting rule', () => {
  it('a fee the books lack (difference −12.50): Dr the chosen account, Cr cash', () => {
    const lines = adjustmentPostingLines({ differenceCents: -1_250, accounts, memo });
    expect(lines).toEqual([
      { accountId: 'fees', debitCents: 1_250, creditCents: 0, memo },
      { accountId: 'bank', debitCents: 0, creditCents: 1_250, memo },
    ]);
    expect(cashAmount(lines)).toBe(-1_250);
  });

  it('interest the books lack (difference +3.07): Dr cash, Cr the chosen account', () => {
    const lines = adjustmentPostingLines({ differenceCents: 307, accounts, memo });
    expect(lines).toEqual([
      { accountId: 'bank', debitCents: 307, creditCents: 0, memo },
      { accountId: 'fees', debitCents: 0, creditCents: 307, memo },
    ]);
    expect(cashAmount(lines)).toBe(307);
  });

  it('balances, and its reversal (the undo) nets each account to zero', () => {
    for (const differenceCents of [1, -1, 123_456_789, -987_654_321]) {
      const lines = adjustmentPostingLines({ differenceCents, accounts, memo });
      expect(lines.reduce((s, l) => s + l.debitCents - l.creditCents, 0)).toBe(0);
      expect(cashAmount(lines)).toBe(differenceCents);
      const both = [...lines, ...reversalLines(lines)];
      for (const account of ['bank', 'fees'])
        expect(
          both.filter((l) => l.accountId === account).reduce((s, l) => s + l.debitCents - l.creditCents, 0),
        ).toBe(0);
    }
  });

  it('refuses a zero or fractional difference', () => {
    expect(() => adjustmentPostingLines({ differenceCents: 0, accounts, memo })).toThrow('other than zero');
    expect(() => adjustmentPostingLines({ differenceCents: 10.5, accounts, memo })).toThrow('whole cents');
  });
});
