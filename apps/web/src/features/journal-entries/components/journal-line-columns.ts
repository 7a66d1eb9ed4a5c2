// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { sumColumn, type TGridColumn } from '@/components/grid/keyboard-grid';
import type { TLineOptions } from '../api/use-line-options';
import type { TLineRow } from '../journal-lines';

/** The job cost columns, shown on demand (and whenever a line has any of them). */
export const JOB_COST_COLUMN_IDS = ['job', 'cost_code', 'cost_category'] as const;

/**
 * The entry grid's columns: account, debit, credit, memo, then job, cost code and category. A line is
 * one-sided, so an amount on one side clears the other.
 */
export function journalLineColumns(options: TLineOptions): TGridColumn<TLineRow>[] {
  return [
    {
      id: 'account',
      header: 'Account',
      kind: 'combobox',
      className: 'min-w-64',
      options: options.accounts,
      getValue: (row) => row.account_id,
      setValue: (row, account_id) => ({ ...row, account_id }),
      footer: () => 'Totals',
    },
    {
      id: 'debit',
      header: 'Debit',
      kind: 'money',
      className: 'w-36 min-w-32',
      getValue: (row) => row.debit_cents || null,
      setValue: (row, cents) => ({
        ...row,
        debit_cents: cents ?? 0,
        credit_cents: cents ? 0 : row.credit_cents,
      }),
      footer: (rows) => formatCents(sumColumn(rows, (row) => row.debit_cents)),
    },
    {
      id: 'credit',
      header: 'Credit',
      kind: 'money',
      className: 'w-36 min-w-32',
      getValue: (row) => row.credit_cents || null,
      setValue: (row, cents) => ({
        ...row,
        credit_cents: cents ?? 0,
        debit_cents: cents ? 0 : row.debit_cents,
      }),
      footer: (rows) => formatCents(sumColumn(rows, (row) => row.credit_cents)),
    },
    {
      id: 'memo',
      header: 'Memo',
      kind: 'text',
      className: 'min-w-48',
      maxLength: 499,
      getValue: (row) => row.memo,
      setValue: (row, memo) => ({ ...row, memo }),
    },
    {
      id: 'job',
      header: 'Job',
      kind: 'combobox',
      className: 'min-w-48',
      options: options.jobs,
      getValue: (row) => row.job_id,
      setValue: (row, job_id) => ({ ...row, job_id }),
    },
    {
      id: 'cost_code',
      header: 'Cost code',
      kind: 'combobox',
      className: 'min-w-44',
      options: options.costCodes,
      getValue: (row) => row.cost_code_id,
      setValue: (row, cost_code_id) => ({ ...row, cost_code_id }),
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
  ];
}
