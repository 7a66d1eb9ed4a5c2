import { describe, expect, it } from 'vitest';
import { openingBalanceLines } from './opening-balance-posting.ts';

describe('opening balances posting rule', () => {
  it('nets each account, drops zeros, sends the difference to Opening Balance Equity', () => {
    const lines = openingBalanceLines(
      [
        { account_id: 'cash', debit_cents: 5_000_000, credit_cents: 0 },
        { account_id: 'ap-ish', debit_cents: 100, credit_cents: 300 },
        { account_id: 'zero', debit_cents: 0, credit_cents: 0 },
      ],
      'obe',
    );
    expect(lines.map((l) => [l.accountId, l.debitCents, l.creditCents])).toEqual([
      ['cash', 5_000_000, 0],
      ['ap-ish', 0, 200],
      ['obe', 0, 4_999_800],
    ]);
  });

  it('no difference line when the balances already balance; a net credit gives a debit to equity', () => {
    expect(
      openingBalanceLines(
        [
          { account_id: 'a', debit_cents: 5, credit_cents: 0 },
          { account_id: 'b', debit_cents: 0, credit_cents: 5 },
        ],
        'obe',
      ),
    ).toHaveLength(2);
    const credit = openingBalanceLines([{ account_id: 'loan', debit_cents: 0, credit_cents: 700 }], 'obe');
    expect(credit.at(-1)).toMatchObject({ accountId: 'obe', debitCents: 700, creditCents: 0 });
  });
});
