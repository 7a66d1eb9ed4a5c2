import { describe, expect, it } from 'vitest';
import { openingEntryLines, signedLine, splitBalanced, trialBalanceTotals } from './opening-entry-posting.ts';

const short = (lines: ReturnType<typeof openingEntryLines>) =>
  lines.map((l) => [l.accountId, l.debitCents, l.creditCents]);

describe('the opening entry rule', () => {
  it('posts each account at its balance and the control accounts to opening clearing', () => {
    // Cash 10,000.00; AR 2,500.00; retainage receivable 500.00; AP 1,200.00; equity 11,800.00.
    const lines = openingEntryLines({
      clearingAccountId: 'CLR',
      rows: [
        { accountId: 'CASH', balanceCents: 1_000_000, isControl: false },
        { accountId: 'AR', balanceCents: 250_000, isControl: true },
        { accountId: 'RR', balanceCents: 50_000, isControl: true },
        { accountId: 'AP', balanceCents: -120_000, isControl: true },
        { accountId: 'EQ', balanceCents: -1_180_000, isControl: false },
      ],
    });
    expect(short(lines)).toEqual([
      ['CASH', 1_000_000, 0],
      ['EQ', 0, 1_180_000],
      // AR + retainage − AP = 1,800.00 to clearing: the open documents take it back.
      ['CLR', 180_000, 0],
    ]);
    expect(lines.reduce((s, l) => s + l.debitCents - l.creditCents, 0)).toBe(0);
  });

  it('sums rows mapped onto one account, drops zero balances and keeps year-to-date results', () => {
    const lines = openingEntryLines({
      clearingAccountId: 'CLR',
      rows: [
        { accountId: 'CASH', balanceCents: 30_000, isControl: false },
        { accountId: 'CASH', balanceCents: 20_000, isControl: false },
        { accountId: 'ZERO', balanceCents: 0, isControl: false },
        { accountId: 'INC', balanceCents: -90_000, isControl: false },
        { accountId: 'EXP', balanceCents: 40_000, isControl: false },
      ],
    });
    expect(short(lines)).toEqual([
      ['CASH', 50_000, 0],
      ['INC', 0, 90_000],
      ['EXP', 40_000, 0],
    ]);
  });

  it('opens a cash account with outstanding items at its bank balance, the difference on clearing', () => {
    // Book 10,000.00; outstanding checks 1,500.00, deposit in transit 300.00: the bank holds 11,200.00.
    const lines = openingEntryLines({
      clearingAccountId: 'CLR',
      rows: [
        { accountId: 'CASH', balanceCents: 1_000_000, isControl: false },
        { accountId: 'EQ', balanceCents: -1_000_000, isControl: false },
      ],
      bankAdjustments: new Map([['CASH', 150_000 - 30_000]]),
    });
    expect(short(lines)).toEqual([
      ['CASH', 1_120_000, 0],
      ['EQ', 0, 1_000_000],
      ['CLR', 0, 120_000],
    ]);
  });

  it('totals a trial balance and writes signed lines', () => {
    expect(
      trialBalanceTotals([
        { debitCents: 120_433_210, creditCents: 0 },
        { debitCents: 0, creditCents: 120_433_110 },
      ]),
    ).toEqual({ debitCents: 120_433_210, creditCents: 120_433_110 });
    expect(signedLine('A', -5, 'm')).toEqual([{ accountId: 'A', debitCents: 0, creditCents: 5, memo: 'm' }]);
    expect(signedLine('A', 0, 'm')).toEqual([]);
  });

  it('splits a long entry into balanced entries whose clearing lines sum to the whole one', () => {
    const lines = [
      ...Array.from({ length: 7 }, (_, i) => ({
        accountId: `A${i}`,
        debitCents: 100 * (i + 1),
        creditCents: 0,
      })),
      { accountId: 'CLR', debitCents: 0, creditCents: 2_800 },
    ];
    const entries = splitBalanced(lines, 'CLR', 4);
    expect(entries.map((e) => e.length)).toEqual([4, 4, 2]);
    for (const e of entries) expect(e.reduce((s, l) => s + l.debitCents - l.creditCents, 0)).toBe(0);
    const clearing = entries.flat().filter((l) => l.accountId === 'CLR');
    expect(clearing.reduce((s, l) => s + l.creditCents - l.debitCents, 0)).toBe(2_800);
    expect(splitBalanced(lines, 'CLR', 1000)).toEqual([lines]);
  });
});
