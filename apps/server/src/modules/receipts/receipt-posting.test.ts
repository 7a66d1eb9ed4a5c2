import { describe, expect, it } from 'vitest';
import { receiptPostingLines, receiptVoidLines } from './receipt-posting.ts';

const receipt = {
  customerId: 'cust',
  amountCents: 1_234_567,
  cashAccountId: 'cash',
  receivableAccountId: 'ar',
  memo: 'Payment CHK 1001',
};

describe('receipt posting rule', () => {
  it('debits the deposit account and credits AR for the whole payment, with the customer', () => {
    expect(receiptPostingLines(receipt)).toEqual([
      {
        accountId: 'cash',
        debitCents: 1_234_567,
        creditCents: 0,
        memo: 'Payment CHK 1001',
        customerId: 'cust',
      },
      {
        accountId: 'ar',
        debitCents: 0,
        creditCents: 1_234_567,
        memo: 'Payment CHK 1001',
        customerId: 'cust',
      },
    ]);
  });

  it('a void swaps the sides, so the two entries net to zero on each account', () => {
    const lines = [...receiptPostingLines(receipt), ...receiptVoidLines(receipt)];
    for (const account of ['cash', 'ar']) {
      const net = lines
        .filter((l) => l.accountId === account)
        .reduce((s, l) => s + l.debitCents - l.creditCents, 0);
      expect(net).toBe(0);
    }
    expect(receiptVoidLines(receipt)[1]).toMatchObject({
      accountId: 'ar',
      debitCents: 1_234_567,
      creditCents: 0,
    });
  });
});
