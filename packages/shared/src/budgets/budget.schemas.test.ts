import { describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES, ZBudgetImport, ZBudgetLineInput, ZSaveBudget } from './budget.schemas.ts';

const id = '00000000-0000-4000-8000-000000000001';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('budget schemas', () => {
  it('a line: ids, trimmed description (empty by default), whole cents', () => {
    expect(
      ZBudgetLineInput.parse({
        cost_code_id: id,
        cost_category_id: id,
        original_cents: 0,
        description: ' a ',
      }),
    ).toEqual({ cost_code_id: id, cost_category_id: id, original_cents: 0, description: 'a' });
    expect(
      ZBudgetLineInput.parse({ cost_code_id: id, cost_category_id: id, original_cents: 5 }).description,
    ).toBe('');
  });

  it('says which field is wrong', () => {
    const line = { cost_code_id: id, cost_category_id: id, original_cents: 1 };
    expect(firstMessage(ZBudgetLineInput.safeParse({ ...line, cost_code_id: 'x' }))).toBe(
      BUDGET_MESSAGES.costCodeRequired,
    );
    expect(firstMessage(ZBudgetLineInput.safeParse({ ...line, cost_code_id: undefined }))).toBe(
      'Cost code is required',
    );
    expect(firstMessage(ZBudgetLineInput.safeParse({ ...line, cost_category_id: null }))).toBe(
      'Cost category is required',
    );
    expect(firstMessage(ZBudgetLineInput.safeParse({ ...line, original_cents: undefined }))).toBe(
      'Amount is required',
    );
    expect(firstMessage(ZBudgetLineInput.safeParse({ ...line, original_cents: 0.5 }))).toBe(
      'Amount must be a non-negative amount with at most 2 decimals',
    );
    expect(firstMessage(ZBudgetLineInput.safeParse({ ...line, description: 'x'.repeat(500) }))).toBe(
      'Description must be less than 500 characters',
    );
  });

  it('a budget holds at most 5,000 lines; an import 1 to 5,000 rows', () => {
    const line = { cost_code_id: id, cost_category_id: id, original_cents: 1 };
    expect(ZSaveBudget.safeParse({ lines: [] }).success).toBe(true);
    expect(firstMessage(ZSaveBudget.safeParse({ lines: Array(5001).fill(line) }))).toBe(
      'A budget holds at most 5,000 lines',
    );
    const row = { cost_code: '03-1000', cost_category: 'L', amount: '1' };
    expect(firstMessage(ZBudgetImport.safeParse({ rows: [] }))).toBe('The file has no budget rows');
    expect(firstMessage(ZBudgetImport.safeParse({ rows: Array(5001).fill(row) }))).toBe(
      'At most 5,000 budget rows can be imported at once',
    );
  });

  it('the remaining messages, as the UI and API show them', () => {
    expect(BUDGET_MESSAGES).toMatchObject({
      linesInvalid: 'Some budget lines cannot be saved: fix the lines marked in red',
      importBlocked: 'Cannot import file with validation errors',
      budgetFromLines: 'This job has budget lines: its budget is their total and changes only with them',
      saved: 'Budget saved',
      saveFailed: 'Could not save the budget',
    });
  });
});
