import { describe, expect, it } from 'vitest';
import { journalProblems, journalTotals, problemText, signedBalance } from './journal.rules.ts';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('journal rules', () => {
  it('a balanced two-line entry has no problems', () => {
    expect(
      journalProblems([
        { account_id: A, debit_cents: 100, credit_cents: 0 },
        { account_id: B, debit_cents: 0, credit_cents: 100 },
      ]),
    ).toEqual([]);
  });

  it('names each line’s fault, then the entry’s', () => {
    const problems = journalProblems([
      { account_id: null, debit_cents: 5, credit_cents: 5 },
      { account_id: B, debit_cents: 0, credit_cents: 0, job_id: A },
    ]).map(problemText);
    expect(problems).toEqual([
      'Line 1: Choose an account',
      'Line 1: A line has either a debit or a credit, not both',
      'Line 2: Enter a debit or a credit',
      'Line 2: A job cost line needs a job, a cost code and a cost category',
    ]);
    expect(journalProblems([{ account_id: A, debit_cents: 1250, credit_cents: 0 }]).map(problemText)).toEqual(
      ['An entry needs at least two lines', 'Debits and credits differ by $12.50'],
    );
  });

  it('totals and the difference', () => {
    expect(
      journalTotals([
        { debit_cents: 300, credit_cents: 0 },
        { debit_cents: 0, credit_cents: 100 },
      ]),
    ).toEqual({
      debit_cents: 300,
      credit_cents: 100,
      difference_cents: 200,
    });
  });

  it('balances read in the normal direction', () => {
    expect(signedBalance('debit', 500, 200)).toBe(300);
    expect(signedBalance('credit', 500, 200)).toBe(-300);
  });
});
