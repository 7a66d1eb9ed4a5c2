import { fiscalPeriods, type TPeriods } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { emptyLine, entryProblems, lineInputs, serverLineProblem, type TLineRow } from './journal-lines';
import { periodName, REOPEN_ALL, reopenChoices } from './periods';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const line = (values: Partial<TLineRow>): TLineRow => ({ ...emptyLine(), ...values });

describe('entry lines', () => {
  it('sends only the lines that carry something, memo trimmed', () => {
    const rows = [
      line({ account_id: A, debit_cents: 1250, memo: ' rent ' }),
      line({}),
      line({ account_id: B, credit_cents: 1250 }),
    ];
    expect(lineInputs(rows)).toEqual([
      {
        account_id: A,
        debit_cents: 1250,
        credit_cents: 0,
        memo: 'rent',
        job_id: null,
        cost_code_id: null,
        cost_category_id: null,
      },
      {
        account_id: B,
        debit_cents: 0,
        credit_cents: 1250,
        memo: null,
        job_id: null,
        cost_code_id: null,
        cost_category_id: null,
      },
    ]);
  });

  it('numbers problems by grid row, skipping blank rows, then the entry-level ones', () => {
    const rows = [line({ account_id: A, debit_cents: 1000 }), line({}), line({ credit_cents: 750 })];
    const problems = entryProblems(rows);
    expect(problems.messages).toEqual(['Line 3: Choose an account', 'Debits and credits differ by $2.50']);
    expect([...problems.byRow.entries()]).toEqual([[2, ['Choose an account']]]);
  });

  it('asks for all three job cost dimensions or none', () => {
    const rows = [
      line({ account_id: A, debit_cents: 100, job_id: B }),
      line({ account_id: B, credit_cents: 100 }),
    ];
    expect(entryProblems(rows).messages).toEqual([
      'Line 1: A job cost line needs a job, a cost code and a cost category',
    ]);
  });

  it("reads the server's line number out of its message", () => {
    expect(serverLineProblem('Line 3: Choose an account')).toEqual({
      rowIndex: 2,
      message: 'Choose an account',
    });
    expect(serverLineProblem('The books are closed through 2026-03-31: choose a later date')).toBeNull();
  });
});

describe('periods', () => {
  const data: TPeriods = {
    fiscal_year_end: '12-31',
    fiscal_year: 2026,
    books_closed_through: '2026-03-31',
    periods: fiscalPeriods('12-31', 2026).map((p) => ({
      ...p,
      status: p.end <= '2026-03-31' ? 'closed' : 'open',
    })),
    events: [],
  };

  it('names a period by its month', () => {
    expect(periodName(data.periods[2] as (typeof data.periods)[number])).toBe('Period 3 (March 2026)');
  });

  it('offers to keep the books closed through the period before, or earlier, or not at all', () => {
    const march = data.periods[2] as (typeof data.periods)[number];
    expect(reopenChoices(march, data).map((choice) => choice.value)).toEqual([
      '2026-02-28',
      '2026-01-31',
      '2025-12-31',
      REOPEN_ALL,
    ]);
  });
});
