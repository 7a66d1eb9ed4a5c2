// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { sumColumn, type TGridColumn, type TGridOption } from '@/components/grid/keyboard-grid';
import type { TContractRow } from '../contract-lines';

/**
 * The schedule grid's columns: description, cost code, scheduled value (as contracted) with the running
 * total, then what change orders and billing made of each line (read-only).
 */
export function contractLineColumns(
  costCodes: TGridOption[],
  isSumLocked: boolean,
): TGridColumn<TContractRow>[] {
  const readOnlyMoney = (
    id: string,
    header: string,
    pick: (row: TContractRow) => number,
  ): TGridColumn<TContractRow> => ({
    id,
    header,
    kind: 'money',
    isReadOnly: true,
    className: 'w-32 min-w-28',
    getValue: (row) => (row.id ? pick(row) : null),
    setValue: (row) => row,
    footer: (rows) => formatCents(sumColumn(rows, (row) => (row.id ? pick(row) : 0))),
  });
  return [
    {
      id: 'description',
      header: 'Description',
      kind: 'text',
      className: 'min-w-44',
      maxLength: 199,
      getValue: (row) => row.description,
      setValue: (row, description) => ({ ...row, description }),
      footer: () => 'Total',
    },
    {
      id: 'cost_code',
      header: 'Cost code',
      kind: 'combobox',
      className: 'min-w-36',
      options: costCodes,
      getValue: (row) => row.cost_code_id,
      setValue: (row, cost_code_id) => ({ ...row, cost_code_id }),
    },
    {
      id: 'scheduled_value',
      header: 'Scheduled value',
      kind: 'money',
      isReadOnly: isSumLocked,
      className: 'w-36 min-w-32',
      getValue: (row) => row.original_cents,
      setValue: (row, original_cents) => ({ ...row, original_cents }),
      footer: (rows) => formatCents(sumColumn(rows, (row) => row.original_cents)),
    },
    readOnlyMoney('approved_changes', 'Approved COs', (row) => row.approved_changes_cents),
    readOnlyMoney('scheduled_to_date', 'C to date', (row) => row.scheduled_cents),
    readOnlyMoney('billed', 'Billed', (row) => row.billed_cents),
  ];
}
