import { describe, expect, it } from 'vitest';
import { bankAdjustmentsOf, bankItemLines, type TBankItemPosting } from './bank-items-posting.ts';

const items: TBankItemPosting[] = [
  { accountId: 'OPER', kind: 'check', amountCents: 125_000, memo: 'Check 1041' },
  { accountId: 'OPER', kind: 'check', amountCents: 25_000, memo: 'Check 1042' },
  { accountId: 'OPER', kind: 'deposit', amountCents: 30_000, memo: 'Deposit' },
  { accountId: 'PAYROLL', kind: 'check', amountCents: 4_000, memo: 'Check 9001' },
];
const short = (lines: ReturnType<typeof bankItemLines>) =>
  lines.map((l) => [l.accountId, l.debitCents, l.creditCents]);

describe('the outstanding items rule', () => {
  it('a line per item (Cr checks, Dr deposits) in order, the net to opening clearing last', () => {
    expect(short(bankItemLines(items, 'CLR'))).toEqual([
      ['OPER', 0, 125_000],
      ['OPER', 0, 25_000],
      ['OPER', 30_000, 0],
      ['PAYROLL', 0, 4_000],
      ['CLR', 124_000, 0],
    ]);
  });

  it('with full history offsets each cash account instead of clearing', () => {
    expect(short(bankItemLines(items, 'CLR', { offsetOnCash: true }))).toEqual([
      ['OPER', 0, 125_000],
      ['OPER', 0, 25_000],
      ['OPER', 30_000, 0],
      ['PAYROLL', 0, 4_000],
      ['OPER', 120_000, 0],
      ['PAYROLL', 4_000, 0],
    ]);
  });

  it('the bank balance exceeds the book by checks less deposits', () => {
    expect([...bankAdjustmentsOf(items)]).toEqual([
      ['OPER', 120_000],
      ['PAYROLL', 4_000],
    ]);
  });
});
