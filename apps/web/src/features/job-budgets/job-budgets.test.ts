import { describe, expect, it } from 'vitest';
import { BUDGET_TEMPLATE_CSV, budgetRowsFromCsv } from './budget-csv';
import {
  budgetRowProblems,
  budgetRowsTotal,
  emptyBudgetRow,
  hasBudgetChanges,
  linesToSave,
  type TBudgetRow,
} from './budget-lines';

const codes = [
  { id: 'c1', code: '03-1000', is_active: true, is_parent: false },
  { id: 'p', code: '03-0000', is_active: true, is_parent: true },
];
const categories = [{ id: 'L', code: 'L', is_active: true }];
const row = (over: Partial<TBudgetRow>): TBudgetRow => ({ ...emptyBudgetRow(), ...over });

describe('budget grid rows', () => {
  it('leaves blank rows out, saves an empty amount as $0.00 and trims descriptions', () => {
    const rows = [
      row({ cost_code_id: 'c1', cost_category_id: 'L', description: ' Crew ', original_cents: 1250 }),
      emptyBudgetRow(),
      row({ cost_code_id: 'c1', cost_category_id: 'L' }),
    ];
    expect(linesToSave(rows)).toEqual([
      { cost_code_id: 'c1', cost_category_id: 'L', description: 'Crew', original_cents: 1250 },
      { cost_code_id: 'c1', cost_category_id: 'L', description: '', original_cents: 0 },
    ]);
    expect(budgetRowsTotal(rows)).toBe(1250);
  });

  it('reports problems on the grid’s own line numbers, skipping blank rows', () => {
    const rows = [
      row({ cost_code_id: 'c1', cost_category_id: 'L', original_cents: 1 }),
      emptyBudgetRow(),
      row({ cost_code_id: 'c1', cost_category_id: 'L', original_cents: 2 }),
      row({ cost_code_id: 'p', original_cents: 3 }),
    ];
    const problems = budgetRowProblems(rows, codes, categories);
    expect([...problems]).toEqual([
      [2, ['Cost code and category already on line 1']],
      [3, ['Budget lines take a child cost code, not a parent (XX-0000)', 'Cost category is required']],
    ]);
  });
});

describe('budget CSV', () => {
  it('reads the template back, with columns in any case and order', () => {
    const parsed = budgetRowsFromCsv(BUDGET_TEMPLATE_CSV);
    expect(parsed.ok && parsed.rows[1]).toEqual({
      cost_code: '03-1000',
      cost_category: 'M',
      description: 'Form lumber and ties',
      amount: '4500.50',
    });
    const reordered = budgetRowsFromCsv('\ufeffAmount,Cost Category,COST_CODE\r\n"1,000",l,03-1000\r\n\r\n');
    expect(reordered).toEqual({
      ok: true,
      rows: [{ cost_code: '03-1000', cost_category: 'l', description: '', amount: '1,000' }],
    });
  });

  it('names the missing columns', () => {
    expect(budgetRowsFromCsv('code,amount\n03-1000,1')).toEqual({
      ok: false,
      error:
        "The file's first row must name the columns cost_code, cost_category, amount (missing: cost_code, cost_category)",
    });
  });
});

describe('revised budget', () => {
  const line = { id: 'b1', cost_code_id: 'c1', cost_code: '03-1000', cost_code_description: 'Formwork' };
  const revised = (approved: number, pending: number, original = 1000) => ({
    cost_code_id: 'c1',
    cost_code: '03-1000',
    cost_code_description: 'Formwork',
    cost_category_id: 'L',
    cost_category_code: 'L',
    cost_category_description: 'Labor',
    original_cents: original,
    approved_changes_cents: approved,
    revised_cents: original + approved,
    pending_changes_cents: pending,
  });
  const budget = (revisedLines: ReturnType<typeof revised>[], lines = 1) => ({
    job_id: 'j',
    lines: Array.from({ length: lines }, () => ({
      ...line,
      cost_category_id: 'L',
      cost_category_code: 'L',
      cost_category_description: 'Labor',
      description: '',
      original_cents: 1000,
    })),
    total_cents: 1000 * lines,
    approved_changes_cents: 0,
    revised_total_cents: 1000 * lines,
    pending_changes_cents: 0,
    revised_lines: revisedLines,
  });

  it('shows once a change order budgets something: a change, a pending one, or a code × category of its own', () => {
    expect(hasBudgetChanges(budget([revised(0, 0)]))).toBe(false);
    expect(hasBudgetChanges(budget([revised(500, 0)]))).toBe(true);
    expect(hasBudgetChanges(budget([revised(0, -20)]))).toBe(true);
    // Only change orders budget 03-1000 L (no original line), even when their amounts net to zero.
    expect(hasBudgetChanges(budget([revised(700, 0, 0)], 0))).toBe(true);
    expect(hasBudgetChanges(budget([revised(0, 0, 0)], 0))).toBe(true);
    expect(hasBudgetChanges(budget([], 0))).toBe(false);
  });
});
