import {
  budgetLineErrors,
  type TBudgetCategory,
  type TBudgetCode,
  type TBudgetLineInput,
  type TJobBudget,
} from '@groundwork/shared';

/** A line of the budget grid: ids or null, the amount in cents (null: an empty cell, saved as $0.00). */
export type TBudgetRow = {
  key: string;
  cost_code_id: string | null;
  cost_category_id: string | null;
  description: string;
  original_cents: number | null;
};

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `budget-line-${lastKey}`;
};

export function emptyBudgetRow(): TBudgetRow {
  return {
    key: nextKey(),
    cost_code_id: null,
    cost_category_id: null,
    description: '',
    original_cents: null,
  };
}

export function isBudgetRowBlank(row: TBudgetRow): boolean {
  return !row.cost_code_id && !row.cost_category_id && !row.description.trim() && !row.original_cents;
}

/** The saved lines, then (for someone who may edit) one empty line to type into. */
export function rowsFromBudget(budget: TJobBudget, isEditable = true): TBudgetRow[] {
  const saved = budget.lines.map((line) => ({
    key: nextKey(),
    cost_code_id: line.cost_code_id,
    cost_category_id: line.cost_category_id,
    description: line.description,
    original_cents: line.original_cents,
  }));
  return isEditable ? [...saved, emptyBudgetRow()] : saved;
}

/** The rows that count: blank ones are left out (they are only room to type). */
export function filledRows(rows: readonly TBudgetRow[]): { row: TBudgetRow; index: number }[] {
  return rows.map((row, index) => ({ row, index })).filter(({ row }) => !isBudgetRowBlank(row));
}

/**
 * Every problem per grid row (by its index in the grid), from the shared rules the server applies: an
 * empty amount counts as $0.00, and a duplicate names the grid's line number.
 */
export function budgetRowProblems(
  rows: readonly TBudgetRow[],
  codes: readonly TBudgetCode[],
  categories: readonly TBudgetCategory[],
): Map<number, string[]> {
  const filled = filledRows(rows);
  const errors = budgetLineErrors(
    filled.map(({ row }) => ({ ...row, original_cents: row.original_cents ?? 0 })),
    codes,
    categories,
  );
  const byGridIndex = new Map<number, string[]>();
  for (const [i, reasons] of errors) {
    const gridIndex = filled[i]?.index ?? i;
    // The rule numbers duplicates among the filled lines; say the grid's line instead.
    byGridIndex.set(
      gridIndex,
      reasons.map((reason) =>
        reason.replace(/already on line (\d+)$/, (_m, n: string) => {
          const first = filled[Number(n) - 1]?.index;
          return `already on line ${first === undefined ? n : first + 1}`;
        }),
      ),
    );
  }
  return byGridIndex;
}

/** The lines a save sends (the rows already checked). */
export function linesToSave(rows: readonly TBudgetRow[]): TBudgetLineInput[] {
  return filledRows(rows).map(({ row }) => ({
    cost_code_id: row.cost_code_id ?? '',
    cost_category_id: row.cost_category_id ?? '',
    description: row.description.trim(),
    original_cents: row.original_cents ?? 0,
  }));
}

/** Σ of the amounts, for the running total. */
export function budgetRowsTotal(rows: readonly TBudgetRow[]): number {
  return rows.reduce((sum, row) => sum + (row.original_cents ?? 0), 0);
}

/**
 * Whether the budget has anything for the Revised budget table: a customer change order (approved or
 * pending) with budget lines — a change on a budgeted code × category, or one the original lines lack.
 */
export function hasBudgetChanges(budget: TJobBudget): boolean {
  return (
    budget.revised_lines.length !== budget.lines.length ||
    budget.revised_lines.some((l) => l.approved_changes_cents !== 0 || l.pending_changes_cents !== 0)
  );
}
