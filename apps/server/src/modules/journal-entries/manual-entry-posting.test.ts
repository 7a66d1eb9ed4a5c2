import { describe, expect, it } from 'vitest';
import { manualEntryLines, reversalLines } from './manual-entry-posting.ts';

describe('manual entry posting rules', () => {
  it('a manual entry posts its non-blank lines as typed', () => {
    const lines = manualEntryLines([
      {
        account_id: 'a',
        debit_cents: 100,
        credit_cents: 0,
        memo: 'x',
        job_id: 'j',
        cost_code_id: 'c',
        cost_category_id: 'k',
      },
      { account_id: null, debit_cents: 0, credit_cents: 0 },
      { account_id: 'b', debit_cents: 0, credit_cents: 100 },
    ]);
    expect(lines).toEqual([
      {
        accountId: 'a',
        debitCents: 100,
        creditCents: 0,
        memo: 'x',
        jobId: 'j',
        costCodeId: 'c',
        costCategoryId: 'k',
      },
      {
        accountId: 'b',
        debitCents: 0,
        creditCents: 100,
        memo: null,
        jobId: null,
        costCodeId: null,
        costCategoryId: null,
      },
    ]);
  });

  it('a reversal swaps every line’s sides and keeps its dimensions', () => {
    expect(
      reversalLines([
        { accountId: 'a', debitCents: 100, creditCents: 0, jobId: 'j' },
        { accountId: 'b', debitCents: 0, creditCents: 100 },
      ]),
    ).toEqual([
      { accountId: 'a', debitCents: 0, creditCents: 100, jobId: 'j' },
      { accountId: 'b', debitCents: 100, creditCents: 0 },
    ]);
  });
});
