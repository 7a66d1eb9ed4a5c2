import type {
  TBudgetChangeLineInput,
  TContract,
  TContractChangeLineInput,
  TCustomerChangeOrderDetail,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import type { TGridColumn, TGridOption } from '@/components/grid/keyboard-grid';
import {
  changeAmountColumn,
  ENTER_CHANGE,
  NEW_LINE,
  nextRowKey,
  rowProblems,
  withNewLineOption,
} from '@/features/change-orders/change-order-lines';

/** A contract line of the order: a change of a schedule line, or a new line (NEW_LINE). */
export type TContractChangeRow = {
  key: string;
  contract_line_id: string | null;
  description: string;
  cost_code_id: string | null;
  amount_cents: number | null;
};
export type TBudgetChangeRow = {
  key: string;
  cost_code_id: string | null;
  cost_category_id: string | null;
  description: string;
  amount_cents: number | null;
};

export const emptyContractChangeRow = (): TContractChangeRow => ({
  key: nextRowKey(),
  contract_line_id: null,
  description: '',
  cost_code_id: null,
  amount_cents: null,
});
export const emptyBudgetChangeRow = (): TBudgetChangeRow => ({
  key: nextRowKey(),
  cost_code_id: null,
  cost_category_id: null,
  description: '',
  amount_cents: null,
});
export const isBlankContractChange = (row: TContractChangeRow) =>
  !row.contract_line_id && !row.description.trim() && !row.cost_code_id && !row.amount_cents;
export const isBlankBudgetChange = (row: TBudgetChangeRow) =>
  !row.cost_code_id && !row.cost_category_id && !row.description.trim() && !row.amount_cents;

export function rowsFromOrder(order: TCustomerChangeOrderDetail | undefined) {
  const contract: TContractChangeRow[] = (order?.contract_lines ?? []).map((line) => ({
    key: nextRowKey(),
    contract_line_id: line.contract_line_id ?? NEW_LINE,
    description: line.contract_line_id ? '' : line.description,
    cost_code_id: line.contract_line_id ? null : (line.cost_code?.id ?? null),
    amount_cents: line.amount_cents,
  }));
  const budget: TBudgetChangeRow[] = (order?.budget_lines ?? []).map((line) => ({
    key: nextRowKey(),
    cost_code_id: line.cost_code.id,
    cost_category_id: line.cost_category.id,
    description: line.description,
    amount_cents: line.amount_cents,
  }));
  while (contract.length < 2) contract.push(emptyContractChangeRow());
  if (budget.length === 0) budget.push(emptyBudgetChangeRow());
  return { contract, budget };
}

export function contractChangeProblems(rows: readonly TContractChangeRow[]): Map<number, string[]> {
  return rowProblems(rows, isBlankContractChange, (row) => {
    const list: string[] = [];
    if (!row.contract_line_id) list.push('Choose a schedule line or New line');
    if (row.contract_line_id === NEW_LINE && !row.description.trim())
      list.push('A new schedule line needs a description');
    if (!row.amount_cents) list.push(ENTER_CHANGE);
    return list;
  });
}

export function budgetChangeRowProblems(rows: readonly TBudgetChangeRow[]): Map<number, string[]> {
  return rowProblems(rows, isBlankBudgetChange, (row) => {
    const list: string[] = [];
    if (!row.cost_code_id || !row.cost_category_id)
      list.push('A budget line needs a cost code and a category');
    if (!row.amount_cents) list.push(ENTER_CHANGE);
    return list;
  });
}

export function contractChangeInputs(rows: readonly TContractChangeRow[]): TContractChangeLineInput[] {
  return rows
    .filter((row) => !isBlankContractChange(row))
    .map((row) =>
      row.contract_line_id && row.contract_line_id !== NEW_LINE
        ? {
            contract_line_id: row.contract_line_id,
            description: row.description.trim(),
            cost_code_id: null,
            amount_cents: row.amount_cents ?? 0,
          }
        : {
            contract_line_id: null,
            description: row.description.trim(),
            cost_code_id: row.cost_code_id,
            amount_cents: row.amount_cents ?? 0,
          },
    );
}

export function budgetChangeInputs(rows: readonly TBudgetChangeRow[]): TBudgetChangeLineInput[] {
  return rows
    .filter((row) => !isBlankBudgetChange(row))
    .map((row) => ({
      cost_code_id: row.cost_code_id ?? '',
      cost_category_id: row.cost_category_id ?? '',
      description: row.description.trim(),
      amount_cents: row.amount_cents ?? 0,
    }));
}

/** The schedule lines as the first picker: '2 — Structure ($700,000.00)', then 'New line'. */
export function contractLineOptions(contract: TContract | undefined): TGridOption[] {
  return withNewLineOption(
    (contract?.lines ?? []).map((line) => ({
      value: line.id,
      code: String(line.line_number),
      name: `${line.description} (${formatCents(line.scheduled_cents)})`,
    })),
  );
}

export function contractChangeColumns(
  lines: TGridOption[],
  costCodes: TGridOption[],
): TGridColumn<TContractChangeRow>[] {
  return [
    {
      id: 'schedule_line',
      header: 'Schedule line',
      kind: 'combobox',
      className: 'min-w-56',
      options: lines,
      getValue: (row) => row.contract_line_id,
      setValue: (row, contract_line_id) =>
        contract_line_id === NEW_LINE
          ? { ...row, contract_line_id }
          : { ...row, contract_line_id, cost_code_id: null },
      footer: () => 'Net change',
    },
    {
      id: 'description',
      header: 'Description (new line)',
      kind: 'text',
      className: 'min-w-48',
      maxLength: 199,
      getValue: (row) => row.description,
      setValue: (row, description) => ({ ...row, description }),
    },
    {
      id: 'cost_code',
      header: 'Cost code (new line)',
      kind: 'combobox',
      className: 'min-w-40',
      options: costCodes,
      getValue: (row) => row.cost_code_id,
      setValue: (row, cost_code_id) =>
        cost_code_id ? { ...row, cost_code_id, contract_line_id: NEW_LINE } : { ...row, cost_code_id },
    },
    changeAmountColumn<TContractChangeRow>(),
  ];
}

export function budgetChangeColumns(
  costCodes: TGridOption[],
  categories: TGridOption[],
): TGridColumn<TBudgetChangeRow>[] {
  return [
    {
      id: 'cost_code',
      header: 'Cost code',
      kind: 'combobox',
      className: 'min-w-44',
      options: costCodes,
      getValue: (row) => row.cost_code_id,
      setValue: (row, cost_code_id) => ({ ...row, cost_code_id }),
      footer: () => 'Net change',
    },
    {
      id: 'cost_category',
      header: 'Category',
      kind: 'combobox',
      className: 'min-w-32',
      options: categories,
      getValue: (row) => row.cost_category_id,
      setValue: (row, cost_category_id) => ({ ...row, cost_category_id }),
    },
    {
      id: 'description',
      header: 'Description',
      kind: 'text',
      className: 'min-w-48',
      maxLength: 199,
      getValue: (row) => row.description,
      setValue: (row, description) => ({ ...row, description }),
    },
    changeAmountColumn<TBudgetChangeRow>(),
  ];
}
