// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { sumColumn, type TGridColumn } from '@/components/grid/keyboard-grid';
import type { TBudgetOptions } from '../api/use-budget-options';
import type { TBudgetRow } from '../budget-lines';

/** The budget grid's columns: cost code, category, description, amount (with the running total). */
export function budgetLineColumns(options: TBudgetOptions): TGridColumn<TBudgetRow>[] {
  return [
    {
      id: 'cost_code',
      header: 'Cost code',
      kind: 'combobox',
      className: 'min-w-44',
      options: options.costCodes,
      getValue: (row) => row.cost_code_id,
      setValue: (row, cost_code_id) => ({ ...row, cost_code_id }),
      footer: () => 'Total',
    },
    {
      id: 'cost_category',
      header: 'Category',
      kind: 'combobox',
      className: 'min-w-40',
      options: options.categories,
      getValue: (row) => row.cost_category_id,
      setValue: (row, cost_category_id) => ({ ...row, cost_category_id }),
    },
    {
      id: 'description',
      header: 'Description',
      kind: 'text',
      className: 'min-w-56',
      maxLength: 499,
      getValue: (row) => row.description,
      setValue: (row, description) => ({ ...row, description }),
    },
    {
      id: 'amount',
      header: 'Amount',
      kind: 'money',
      className: 'w-40 min-w-36',
      getValue: (row) => row.original_cents,
      setValue: (row, original_cents) => ({ ...row, original_cents }),
      footer: (rows) => formatCents(sumColumn(rows, (row) => row.original_cents)),
    },
  ];
}
