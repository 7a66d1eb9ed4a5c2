import { describe, expect, it } from 'vitest';
import { NEW_LINE } from '@/features/change-orders/change-order-lines';
import {
  budgetChangeInputs,
  contractChangeInputs,
  contractChangeProblems,
  emptyBudgetChangeRow,
  emptyContractChangeRow,
} from './change-order-lines';
import { contractRowsFromCsv } from './contract-csv';
import {
  contractLinesToSave,
  contractRowProblems,
  contractRowsTotal,
  emptyContractRow,
} from './contract-lines';

describe('schedule grid rows', () => {
  it('leaves blank rows out, totals the rest and reports problems by grid row', () => {
    const rows = [
      { ...emptyContractRow(), description: 'Sitework', original_cents: 1_000 },
      emptyContractRow(),
      { ...emptyContractRow(), description: '', original_cents: 500 },
    ];
    expect(contractRowsTotal(rows)).toBe(1_500);
    expect(contractLinesToSave(rows)).toEqual([
      { id: null, description: 'Sitework', original_cents: 1_000, cost_code_id: null },
      { id: null, description: '', original_cents: 500, cost_code_id: null },
    ]);
    expect([...contractRowProblems(rows, [])]).toEqual([[2, ['Description is required']]]);
  });

  it('reads a schedule file by its header, in any order and case', () => {
    const parsed = contractRowsFromCsv('Scheduled Value,LINE,description\n"1,000.00",1,Sitework\n');
    expect(parsed).toEqual({
      ok: true,
      rows: [{ line: '1', description: 'Sitework', scheduled_value: '1,000.00', cost_code: '' }],
    });
    expect(contractRowsFromCsv('line,amount\n1,2\n')).toEqual({
      ok: false,
      error:
        "The file's first row must name the columns line, description, scheduled_value (missing: description, scheduled_value)",
    });
  });
});

describe('change order grid rows', () => {
  it('a change of a line, a new line, a budget line; problems of half-filled rows', () => {
    const rows = [
      { ...emptyContractChangeRow(), contract_line_id: 'line-1', description: 'ignored', amount_cents: -500 },
      {
        ...emptyContractChangeRow(),
        contract_line_id: NEW_LINE,
        description: 'Canopy',
        cost_code_id: 'c',
        amount_cents: 900,
      },
      { ...emptyContractChangeRow(), contract_line_id: NEW_LINE, amount_cents: 1 },
      emptyContractChangeRow(),
    ];
    expect(contractChangeInputs(rows).slice(0, 2)).toEqual([
      { contract_line_id: 'line-1', description: 'ignored', cost_code_id: null, amount_cents: -500 },
      { contract_line_id: null, description: 'Canopy', cost_code_id: 'c', amount_cents: 900 },
    ]);
    expect([...contractChangeProblems(rows)]).toEqual([[2, ['A new schedule line needs a description']]]);
    expect(
      budgetChangeInputs([
        { ...emptyBudgetChangeRow(), cost_code_id: 'c', cost_category_id: 'k', amount_cents: 5 },
      ]),
    ).toEqual([{ cost_code_id: 'c', cost_category_id: 'k', description: '', amount_cents: 5 }]);
  });
});
