import type {
  TCommitmentDetail,
  TCommitmentLineInput,
  TVendorChangeOrderLineInput,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { sumColumn, type TGridColumn, type TGridOption } from '@/components/grid/keyboard-grid';
import {
  changeAmountColumn,
  ENTER_CHANGE,
  NEW_LINE,
  nextRowKey,
  rowProblems,
  withNewLineOption,
} from '@/features/change-orders/change-order-lines';

export type TCodeOptions = { costCodes: TGridOption[]; categories: TGridOption[] };

/** A schedule-of-values row of the grid. */
export type TScheduleRow = {
  key: string;
  cost_code_id: string | null;
  cost_category_id: string | null;
  description: string;
  amount_cents: number | null;
};

export const emptyScheduleRow = (): TScheduleRow => ({
  key: nextRowKey(),
  cost_code_id: null,
  cost_category_id: null,
  description: '',
  amount_cents: null,
});

export const isBlankScheduleRow = (row: TScheduleRow) =>
  !row.cost_code_id && !row.cost_category_id && !row.description.trim() && !row.amount_cents;

export function scheduleRowsFrom(detail: TCommitmentDetail | undefined, minimum = 5): TScheduleRow[] {
  const rows: TScheduleRow[] = (detail?.lines ?? []).map((line) => ({
    key: nextRowKey(),
    cost_code_id: line.cost_code.id,
    cost_category_id: line.cost_category.id,
    description: line.description,
    amount_cents: line.original_cents,
  }));
  while (rows.length < minimum) rows.push(emptyScheduleRow());
  return rows;
}

/** The problems of each filled row by index (blank rows are ignored). */
export function scheduleProblems(rows: readonly TScheduleRow[]): Map<number, string[]> {
  return rowProblems(rows, isBlankScheduleRow, (row) => {
    const list: string[] = [];
    if (!row.cost_code_id) list.push('Cost code is required');
    if (!row.cost_category_id) list.push('Cost category is required');
    if (row.amount_cents !== null && row.amount_cents < 0) list.push('Amount cannot be negative');
    return list;
  });
}

/** The filled rows as the API takes them. */
export function scheduleInputs(rows: readonly TScheduleRow[]): TCommitmentLineInput[] {
  return rows
    .filter((row) => !isBlankScheduleRow(row))
    .map((row) => ({
      cost_code_id: row.cost_code_id ?? '',
      cost_category_id: row.cost_category_id ?? '',
      description: row.description.trim(),
      amount_cents: row.amount_cents ?? 0,
    }));
}

export function scheduleColumns(options: TCodeOptions): TGridColumn<TScheduleRow>[] {
  return [
    {
      id: 'cost_code',
      header: 'Cost code',
      kind: 'combobox',
      className: 'min-w-52',
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
      maxLength: 200,
      getValue: (row) => row.description,
      setValue: (row, description) => ({ ...row, description }),
    },
    {
      id: 'amount',
      header: 'Amount',
      kind: 'money',
      className: 'w-40 min-w-36',
      getValue: (row) => row.amount_cents,
      setValue: (row, amount_cents) => ({ ...row, amount_cents }),
      footer: (rows) => formatCents(sumColumn(rows, (row) => row.amount_cents)),
    },
  ];
}

/** A change order row: a change of a schedule line, or a new line with its cost code and category. */
export type TChangeRow = {
  key: string;
  /** The schedule line changed, or null for a new line. */
  commitment_line_id: string | null;
  cost_code_id: string | null;
  cost_category_id: string | null;
  description: string;
  amount_cents: number | null;
};

export const emptyChangeRow = (): TChangeRow => ({
  key: nextRowKey(),
  commitment_line_id: null,
  cost_code_id: null,
  cost_category_id: null,
  description: '',
  amount_cents: null,
});

export const isBlankChangeRow = (row: TChangeRow) =>
  !row.commitment_line_id &&
  !row.cost_code_id &&
  !row.cost_category_id &&
  !row.description.trim() &&
  !row.amount_cents;

/** The schedule lines as the change grid's first picker: '1 — 03-1000 S Footings', then 'New line'. */
export function scheduleLineOptions(detail: TCommitmentDetail | undefined): TGridOption[] {
  return withNewLineOption(
    (detail?.lines ?? []).map((line) => ({
      value: line.id,
      code: String(line.line_number),
      name: `${line.cost_code.code} ${line.cost_category.code} ${line.description || line.cost_code.description}`,
    })),
  );
}

export function changeProblems(rows: readonly TChangeRow[]): Map<number, string[]> {
  return rowProblems(rows, isBlankChangeRow, (row) => {
    const list: string[] = [];
    if (!row.commitment_line_id) list.push('Choose a schedule line or New line');
    if (row.commitment_line_id === NEW_LINE && (!row.cost_code_id || !row.cost_category_id))
      list.push('A new line needs a cost code and category');
    if (!row.amount_cents) list.push(ENTER_CHANGE);
    return list;
  });
}

export function changeInputs(rows: readonly TChangeRow[]): TVendorChangeOrderLineInput[] {
  return rows
    .filter((row) => !isBlankChangeRow(row))
    .map((row) =>
      row.commitment_line_id && row.commitment_line_id !== NEW_LINE
        ? {
            commitment_line_id: row.commitment_line_id,
            cost_code_id: null,
            cost_category_id: null,
            description: row.description.trim(),
            amount_cents: row.amount_cents ?? 0,
          }
        : {
            commitment_line_id: null,
            cost_code_id: row.cost_code_id,
            cost_category_id: row.cost_category_id,
            description: row.description.trim(),
            amount_cents: row.amount_cents ?? 0,
          },
    );
}

export function changeColumns(lineOptions: TGridOption[], options: TCodeOptions): TGridColumn<TChangeRow>[] {
  return [
    {
      id: 'schedule_line',
      header: 'Schedule line',
      kind: 'combobox',
      className: 'min-w-60',
      options: lineOptions,
      getValue: (row) => row.commitment_line_id,
      setValue: (row, commitment_line_id) =>
        commitment_line_id === NEW_LINE
          ? { ...row, commitment_line_id }
          : { ...row, commitment_line_id, cost_code_id: null, cost_category_id: null },
      footer: () => 'Net change',
    },
    {
      id: 'cost_code',
      header: 'Cost code (new line)',
      kind: 'combobox',
      className: 'min-w-44',
      options: options.costCodes,
      getValue: (row) => row.cost_code_id,
      // Choosing a code makes the row a new line; clearing it leaves the row's target alone.
      setValue: (row, cost_code_id) =>
        cost_code_id ? { ...row, cost_code_id, commitment_line_id: NEW_LINE } : { ...row, cost_code_id },
    },
    {
      id: 'cost_category',
      header: 'Category (new line)',
      kind: 'combobox',
      className: 'min-w-32',
      options: options.categories,
      getValue: (row) => row.cost_category_id,
      setValue: (row, cost_category_id) =>
        cost_category_id
          ? { ...row, cost_category_id, commitment_line_id: NEW_LINE }
          : { ...row, cost_category_id },
    },
    {
      id: 'description',
      header: 'Description',
      kind: 'text',
      className: 'min-w-40',
      maxLength: 200,
      getValue: (row) => row.description,
      setValue: (row, description) => ({ ...row, description }),
    },
    changeAmountColumn<TChangeRow>(),
  ];
}
