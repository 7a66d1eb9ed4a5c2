import { describe, expect, it } from 'vitest';
import { budgetLineErrors, parseBudgetAmount, previewBudgetImport } from './budget.rules.ts';
import { BUDGET_MESSAGES } from './budget.schemas.ts';

const codes = [
  { id: 'c-parent', code: '03-0000', is_active: true, is_parent: true },
  { id: 'c-forms', code: '03-1000', is_active: true, is_parent: false },
  { id: 'c-pour', code: '03-3000', is_active: true, is_parent: false },
  { id: 'c-old', code: '03-9000', is_active: false, is_parent: false },
];
const categories = [
  { id: 'k-l', code: 'L', is_active: true, description: 'Labor' },
  { id: 'k-m', code: 'M', is_active: true, description: 'Material' },
  { id: 'k-x', code: 'X', is_active: false },
];
const line = (over: Partial<Parameters<typeof budgetLineErrors>[0][number]> = {}) => ({
  cost_code_id: 'c-forms',
  cost_category_id: 'k-l',
  description: '',
  original_cents: 100,
  ...over,
});

describe('budget line rules', () => {
  it('accepts active child codes, active categories, zero and whole cents', () => {
    const errors = budgetLineErrors(
      [line(), line({ cost_category_id: 'k-m', original_cents: 0 }), line({ cost_code_id: 'c-pour' })],
      codes,
      categories,
    );
    expect(errors.size).toBe(0);
  });

  it('names every reason of a line: code and category missing, amount missing', () => {
    const errors = budgetLineErrors(
      [line({ cost_code_id: null, cost_category_id: null, original_cents: null })],
      codes,
      categories,
    );
    expect(errors.get(0)).toEqual([
      BUDGET_MESSAGES.costCodeRequired,
      BUDGET_MESSAGES.categoryRequired,
      BUDGET_MESSAGES.amountRequired,
    ]);
  });

  it('refuses parents, inactive and unknown codes and categories', () => {
    const errors = budgetLineErrors(
      [
        line({ cost_code_id: 'c-parent' }),
        line({ cost_code_id: 'c-old', cost_category_id: 'k-x' }),
        line({ cost_code_id: 'elsewhere', cost_category_id: 'nowhere' }),
      ],
      codes,
      categories,
    );
    expect(errors.get(0)).toEqual(['Budget lines take a child cost code, not a parent (XX-0000)']);
    expect(errors.get(1)).toEqual(['Cost code is inactive', 'Cost category is inactive']);
    expect(errors.get(2)).toEqual(['Cost code not found', 'Cost category not found']);
  });

  it('refuses negative, fractional and huge amounts, long descriptions, and a repeated code × category', () => {
    const errors = budgetLineErrors(
      [
        line(),
        line({ original_cents: -1 }),
        line({ cost_category_id: 'k-m', original_cents: 1.5 }),
        line({ cost_code_id: 'c-pour', original_cents: 9e15 + 1, description: 'x'.repeat(500) }),
      ],
      codes,
      categories,
    );
    expect(errors.get(0)).toBeUndefined();
    expect(errors.get(1)).toEqual([
      'Cost code and category already on line 1',
      'Amount must be a non-negative amount with at most 2 decimals',
    ]);
    expect(errors.get(2)).toEqual([BUDGET_MESSAGES.amountInvalid]);
    expect(errors.get(3)).toEqual([
      'Description must be less than 500 characters',
      BUDGET_MESSAGES.amountInvalid,
    ]);
  });
});

describe('budget import preview', () => {
  it('reads amounts as typed in a spreadsheet', () => {
    expect(parseBudgetAmount('12,500.00')).toBe(1_250_000);
    expect(parseBudgetAmount('$800')).toBe(80_000);
    expect(parseBudgetAmount('0.5')).toBe(50);
    expect(parseBudgetAmount('-1')).toBeNull();
    expect(parseBudgetAmount('1.234')).toBeNull();
  });

  it('new and updated rows, categories by code or name in any case, the valid total', () => {
    const p = previewBudgetImport(
      [
        { cost_code: ' 03-1000 ', cost_category: 'l', description: 'Forms', amount: '1,000.50' },
        { cost_code: '03-3000', cost_category: 'material', amount: '200' },
      ],
      codes,
      categories,
      [{ cost_code: '03-1000', cost_category_code: 'L' }],
    );
    expect(p).toMatchObject({ valid: 2, invalid: 0, total_cents: 120_050 });
    expect(p.rows.map((r) => [r.action, r.cost_category, r.amount_cents])).toEqual([
      ['update', 'L', 100_050],
      ['new', 'M', 20_000],
    ]);
  });

  it('every reason of a row, duplicates naming the first row', () => {
    const p = previewBudgetImport(
      [
        { cost_code: '03-1000', cost_category: 'L', amount: '1' },
        { cost_code: '03-1000', cost_category: 'L', amount: 'abc', description: 'x'.repeat(500) },
        { cost_code: '03-0000', cost_category: 'Z', amount: '' },
        { cost_code: '', cost_category: '', amount: '-5' },
        { cost_code: '99-9999', cost_category: 'X', amount: '5' },
        { cost_code: '03-9000', cost_category: 'M', amount: '5' },
      ],
      codes,
      categories,
      [],
    );
    expect(p.rows[1]?.reasons).toEqual([
      'Duplicate cost code and category in file (first on row 1)',
      'Description must be less than 500 characters',
      'Amount must be a non-negative amount with at most 2 decimals',
    ]);
    expect(p.rows[2]?.reasons).toEqual([
      BUDGET_MESSAGES.costCodeParent,
      'Cost category not found',
      'Amount is required',
    ]);
    expect(p.rows[3]?.reasons).toEqual([
      'Cost code is required',
      'Cost category is required',
      BUDGET_MESSAGES.amountInvalid,
    ]);
    expect(p.rows[4]?.reasons).toEqual(['Cost code not found', 'Cost category is inactive']);
    expect(p.rows[5]?.reasons).toEqual(['Cost code is inactive']);
    expect(p).toMatchObject({ valid: 1, invalid: 5, total_cents: 100 });
  });
});
