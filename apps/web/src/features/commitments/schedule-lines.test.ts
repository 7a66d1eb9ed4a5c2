import type { TCommitmentDetail } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { applyText } from '@/components/grid/grid-values';
import { NEW_LINE } from '@/features/change-orders/change-order-lines';
import {
  changeColumns,
  changeInputs,
  changeProblems,
  emptyChangeRow,
  emptyScheduleRow,
  scheduleInputs,
  scheduleLineOptions,
  scheduleProblems,
} from './schedule-lines';

const options = {
  costCodes: [{ value: 'code-1', code: '03-1000', name: 'Formwork' }],
  categories: [{ value: 'cat-s', code: 'S', name: 'Subcontract' }],
};
const detail = {
  lines: [
    {
      id: 'line-1',
      line_number: 1,
      cost_code: { id: 'code-1', code: '03-1000', description: 'Formwork' },
      cost_category: { id: 'cat-s', code: 'S', description: 'Subcontract' },
      description: 'Footings',
      revised_cents: 100,
    },
  ],
} as unknown as TCommitmentDetail;

describe('schedule rows', () => {
  it('blank rows are dropped; filled rows need a code and a category', () => {
    const rows = [
      {
        ...emptyScheduleRow(),
        cost_code_id: 'code-1',
        cost_category_id: 'cat-s',
        description: ' Walls ',
        amount_cents: 500,
      },
      emptyScheduleRow(),
      { ...emptyScheduleRow(), amount_cents: 5 },
    ];
    expect(scheduleInputs(rows.slice(0, 2))).toEqual([
      { cost_code_id: 'code-1', cost_category_id: 'cat-s', description: 'Walls', amount_cents: 500 },
    ]);
    expect(scheduleProblems(rows)).toEqual(
      new Map([[2, ['Cost code is required', 'Cost category is required']]]),
    );
  });
});

describe('change order rows', () => {
  const columns = changeColumns(scheduleLineOptions(detail), options);
  const [lineColumn, codeColumn] = columns;

  it('a pasted row names a schedule line by its number, or New with a code and category', () => {
    let row = emptyChangeRow();
    if (!lineColumn || !codeColumn) throw new Error('columns');
    row = applyText(lineColumn, row, '1').row;
    // An empty code cell in the same pasted row does not turn it into a new line.
    row = applyText(codeColumn, row, '').row;
    expect(row.commitment_line_id).toBe('line-1');
    let added = applyText(codeColumn, emptyChangeRow(), '03-1000').row;
    expect(added.commitment_line_id).toBe(NEW_LINE);
    added = { ...added, cost_category_id: 'cat-s', amount_cents: -250 };
    expect(changeInputs([{ ...row, amount_cents: -50 }, added])).toEqual([
      {
        commitment_line_id: 'line-1',
        cost_code_id: null,
        cost_category_id: null,
        description: '',
        amount_cents: -50,
      },
      {
        commitment_line_id: null,
        cost_code_id: 'code-1',
        cost_category_id: 'cat-s',
        description: '',
        amount_cents: -250,
      },
    ]);
  });

  it('says what a row lacks', () => {
    expect(
      changeProblems([
        { ...emptyChangeRow(), commitment_line_id: NEW_LINE, amount_cents: 0, description: 'x' },
      ]),
    ).toEqual(new Map([[0, ['A new line needs a cost code and category', 'Enter the change (+ or −)']]]));
  });
});
