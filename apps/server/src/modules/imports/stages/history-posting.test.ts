import { describe, expect, it } from 'vitest';
import { historyLines, monthEndsThrough } from './history-posting.ts';

describe('the history rule', () => {
  it('posts each line on its account, control-account lines on opening clearing', () => {
    const lines = historyLines(
      [
        { accountId: 'AR', amountCents: 10_000, memo: 'Invoice 7', isControl: true },
        { accountId: 'REV', amountCents: -10_000, memo: null, isControl: false },
        { accountId: 'X', amountCents: 0, memo: null, isControl: false },
      ],
      'CLR',
    );
    expect(lines.map((l) => [l.accountId, l.debitCents, l.creditCents, l.memo])).toEqual([
      ['CLR', 10_000, 0, 'Invoice 7'],
      ['REV', 0, 10_000, null],
    ]);
  });

  it('lists the month ends through the cut-over', () => {
    expect(monthEndsThrough('2025-11-14', '2026-02-28')).toEqual([
      '2025-11-30',
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
    ]);
    expect(monthEndsThrough('2024-02-03', '2024-03-15')).toEqual(['2024-02-29', '2024-03-15']);
  });
});
