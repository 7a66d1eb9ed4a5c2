import { describe, expect, it } from 'vitest';
import { reversalLines } from '../journal-entries/manual-entry-posting.ts';
import { bankRulePostingLines } from './bank-rule-posting.ts';

const rule = { accountId: 'fees', jobId: null, costCodeId: null, costCategoryId: null };
const input = { cashAccountId: 'bank', rule, memo: 'Bank fees: SERVICE CHARGE' };
const net = (lines: { accountId: string; debitCents: number; creditCents: number }[], account: string) =>
  lines.filter((l) => l.accountId === account).reduce((s, l) => s + l.debitCents - l.creditCents, 0);

describe('bank rule posting rule', () => {
  it('money out (a fee): debits the rule account, credits cash; the cash line equals the statement line', () => {
    const { lines, cashLineNumber } = bankRulePostingLines({ ...input, amountCents: -2_500 });
    expect(lines).toEqual([
      {
        accountId: 'fees',
        debitCents: 2_500,
        creditCents: 0,
        memo: 'Bank fees: SERVICE CHARGE',
        jobId: null,
        costCodeId: null,
        costCategoryId: null,
      },
      { accountId: 'bank', debitCents: 0, creditCents: 2_500, memo: 'Bank fees: SERVICE CHARGE' },
    ]);
    expect(cashLineNumber).toBe(2);
    const cash = lines[cashLineNumber - 1];
    expect((cash?.debitCents ?? 0) - (cash?.creditCents ?? 0)).toBe(-2_500);
  });

  it('money in (interest): debits cash, credits the rule account', () => {
    const { lines, cashLineNumber } = bankRulePostingLines({ ...input, amountCents: 1_234 });
    expect(cashLineNumber).toBe(1);
    expect(lines[0]).toMatchObject({ accountId: 'bank', debitCents: 1_234, creditCents: 0 });
    expect(lines[1]).toMatchObject({ accountId: 'fees', debitCents: 0, creditCents: 1_234 });
    expect(net(lines, 'bank')).toBe(1_234);
  });

  it('puts the job, cost code and category on the rule account line only', () => {
    const { lines } = bankRulePostingLines({
      ...input,
      amountCents: -100,
      rule: { accountId: 'jobcost', jobId: 'j', costCodeId: 'c', costCategoryId: 'k' },
    });
    expect(lines[0]).toMatchObject({
      accountId: 'jobcost',
      jobId: 'j',
      costCodeId: 'c',
      costCategoryId: 'k',
    });
    expect(lines[1]).not.toHaveProperty('jobId');
  });

  it('balances, and its reversal (the undo) nets both accounts to zero', () => {
    for (const amountCents of [-1, 1, -99_999_999, 123_456]) {
      const { lines } = bankRulePostingLines({ ...input, amountCents });
      expect(lines.reduce((s, l) => s + l.debitCents - l.creditCents, 0)).toBe(0);
      const both = [...lines, ...reversalLines(lines)];
      expect(net(both, 'bank')).toBe(0);
      expect(net(both, 'fees')).toBe(0);
    }
  });

  it('refuses zero and fractions of a cent', () => {
    expect(() => bankRulePostingLines({ ...input, amountCents: 0 })).toThrow('non-zero');
    expect(() => bankRulePostingLines({ ...input, amountCents: 1.5 })).toThrow('whole cents');
  });
});
