import type { TRunEarning } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { earningChanges, earningRowProblems, emptyEarningRow, rowsFromEarnings } from './earning-rows';

const saved: TRunEarning[] = [
  {
    id: 'e1',
    employee_id: 'p1',
    employee_name: 'Alex',
    kind: 'bonus',
    amount_cents: 50_000,
    job_id: null,
    job_number: null,
    cost_code_id: null,
    cost_code: null,
    memo: null,
  },
  {
    id: 'e2',
    employee_id: 'p2',
    employee_name: 'Blair',
    kind: 'reimbursement',
    amount_cents: 1_234,
    job_id: null,
    job_number: null,
    cost_code_id: null,
    cost_code: null,
    memo: 'Boots',
  },
];

describe('the other-earnings grid', () => {
  it('turns the rows into removals, changes and additions', () => {
    const rows = rowsFromEarnings(saved);
    const changed = [
      { ...(rows[0] as (typeof rows)[number]), amount_cents: 60_000 },
      { ...emptyEarningRow(), employee_id: 'p3', kind: 'commission' as const, amount_cents: 10 },
      emptyEarningRow(),
    ];
    expect(
      earningChanges(saved, changed).map((c) => [
        c.kind,
        'id' in c ? c.id : null,
        'input' in c ? c.input.amount_cents : null,
      ]),
    ).toEqual([
      ['delete', 'e2', null],
      ['update', 'e1', 60_000],
      ['add', null, 10],
    ]);
    expect(earningChanges(saved, rows)).toEqual([]);
  });

  it('names what a row lacks, skipping blank rows', () => {
    const rows = [emptyEarningRow(), { ...emptyEarningRow(), kind: 'bonus' as const, job_id: 'j' }];
    expect(earningRowProblems(rows)).toEqual(
      new Map([
        [
          1,
          [
            'Choose an employee',
            'Enter an amount greater than zero',
            'A job needs a cost code, and a cost code a job',
          ],
        ],
      ]),
    );
  });
});
