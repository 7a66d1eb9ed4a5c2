import type * as React from 'react';

/** One choice of a combobox column: an account, a job, a cost code, a category. */
export type TGridOption = {
  value: string;
  /** What the person types to find it: an account number, a job number, a cost code. */
  code: string;
  name: string;
  /** Shown but not pickable (a control account in a manual entry); `hint` says why. */
  isDisabled?: boolean;
  hint?: string;
};

type TGridColumnBase<TRow> = {
  id: string;
  header: string;
  /** Width and alignment classes of the column's cells (Tailwind). */
  className?: string;
  /** The footer cell: a running total, a label; the caller computes it from the rows. */
  footer?: (rows: readonly TRow[]) => React.ReactNode;
  isReadOnly?: boolean;
  /** The text wraps onto more lines instead of being cut off (a long description). */
  isWrapped?: boolean;
};

export type TTextColumn<TRow> = TGridColumnBase<TRow> & {
  kind: 'text';
  getValue: (row: TRow) => string;
  setValue: (row: TRow, value: string) => TRow;
  maxLength?: number;
};

/** Integer cents; null is an empty cell. */
export type TMoneyColumn<TRow> = TGridColumnBase<TRow> & {
  kind: 'money';
  /** Takes '-1,250.00' (or '(1,250.00)') as a negative amount: a change order's decrease. */
  allowNegative?: boolean;
  getValue: (row: TRow) => number | null;
  setValue: (row: TRow, cents: number | null) => TRow;
};

export type TComboboxColumn<TRow> = TGridColumnBase<TRow> & {
  kind: 'combobox';
  options: readonly TGridOption[];
  /** The option's value, or null for none. */
  getValue: (row: TRow) => string | null;
  setValue: (row: TRow, value: string | null) => TRow;
};

export type TGridColumn<TRow> = TTextColumn<TRow> | TMoneyColumn<TRow> | TComboboxColumn<TRow>;

export type TGridPosition = { row: number; col: number };
