import { describe, expect, it } from 'vitest';
import { reversalLines } from '../journal-entries/manual-entry-posting.ts';
import { apPaymentPostingLines } from './ap-payment-posting.ts';

const payment = {
  amountCents: 1_234_567,
  accounts: { payable: 'ap', cash: 'bank' },
  memo: 'Check 1042 — Apex Drywall',
};

describe('AP payment posting rule', () => {
  it('debits accounts payable and credits the bank account for the whole payment', () => {
    expect(apPaymentPostingLines(payment)).toEqual([
      { accountId: 'ap', debitCents: 1_234_567, creditCents: 0, memo: 'Check 1042 — Apex Drywall' },
      { accountId: 'bank', debitCents: 0, creditCents: 1_234_567, memo: 'Check 1042 — Apex Drywall' },
    ]);
  });

  it('balances to the cent, and its reversal (the void) nets each account to zero', () => {
    const lines = apPaymentPostingLines({ ...payment, amountCents: 1 });
    expect(lines.reduce((s, l) => s + l.debitCents - l.creditCents, 0)).toBe(0);
    const both = [...lines, ...reversalLines(lines)];
    for (const account of ['ap', 'bank'])
      expect(
        both.filter((l) => l.accountId === account).reduce((s, l) => s + l.debitCents - l.creditCents, 0),
      ).toBe(0);
  });

  it('refuses an amount that is not positive whole cents', () => {
    expect(() => apPaymentPostingLines({ ...payment, amountCents: 0 })).toThrow('positive cents');
    expect(() => apPaymentPostingLines({ ...payment, amountCents: 10.5 })).toThrow('positive cents');
  });
});
