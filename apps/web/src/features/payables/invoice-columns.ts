import type { TApCommitmentLineOption, TApInvoiceCalc } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { sumColumn, type TGridColumn } from '@/components/grid/keyboard-grid';
import {
  commitmentLineOption,
  invoicedToDate,
  KIND_OPTIONS,
  periodPercentText,
  remainingFor,
  scheduleLineOf,
  type TInvoiceLineOptions,
  type TInvoiceRow,
  withKind,
  withPeriodPercent,
  withRetainagePercent,
} from './invoice-lines';

type TFigures = Map<string, TApInvoiceCalc['lines'][number]>;

/**
 * The Enter Invoice grid's columns. Choosing a schedule line makes a row a commitment line; a job,
 * cost code or category a direct job cost; an expense account overhead. A commitment row shows the
 * line's job, code and category, committed, invoiced to date (other invoices) and remaining; its
 * amount may be typed as a percent of what is committed. Retainage shows as computed and takes a
 * percent or an amount; anything but the default asks for a reason.
 */
export function invoiceColumns(
  options: TInvoiceLineOptions,
  figures: TFigures,
  totals: TApInvoiceCalc,
): TGridColumn<TInvoiceRow>[] {
  const lines = new Map(options.commitmentLines.map((l) => [l.id, l]));
  const lineOf = (row: TInvoiceRow) => scheduleLineOf(row, lines);
  const money = (pick: (line: TApCommitmentLineOption) => number) => (row: TInvoiceRow) => {
    const line = lineOf(row);
    return line ? pick(line) : null;
  };
  const readOnly = { isReadOnly: true, setValue: (r: TInvoiceRow) => r } as const;
  return [
    {
      id: 'kind',
      header: 'Type',
      kind: 'combobox',
      className: 'w-20',
      options: KIND_OPTIONS,
      getValue: (r) => r.kind,
      setValue: (r, value) =>
        value === 'commitment' || value === 'job_cost' || value === 'overhead' ? withKind(r, value) : r,
      footer: () => 'Totals',
    },
    {
      id: 'line',
      header: 'Commitment line',
      kind: 'combobox',
      isWrapped: true,
      className: 'min-w-28',
      options: options.commitmentLines.map(commitmentLineOption),
      getValue: (r) => (r.kind === 'commitment' ? r.commitment_line_id : null),
      setValue: (r, value) => ({ ...withKind(r, 'commitment'), commitment_line_id: value }),
    },
    {
      id: 'job',
      header: 'Job',
      kind: 'combobox',
      className: 'min-w-24',
      options: options.jobs,
      getValue: (r) => lineOf(r)?.commitment.job.id ?? r.job_id,
      setValue: (r, value) => ({ ...withKind(r, 'job_cost'), job_id: value }),
    },
    {
      id: 'cost-code',
      header: 'Cost code',
      kind: 'combobox',
      className: 'min-w-24',
      options: options.costCodes,
      getValue: (r) => lineOf(r)?.cost_code.id ?? r.cost_code_id,
      setValue: (r, value) => ({ ...withKind(r, 'job_cost'), cost_code_id: value }),
    },
    {
      id: 'category',
      header: 'Category',
      kind: 'combobox',
      className: 'min-w-20',
      options: options.categories,
      getValue: (r) => lineOf(r)?.cost_category.id ?? r.cost_category_id,
      setValue: (r, value) => ({ ...withKind(r, 'job_cost'), cost_category_id: value }),
    },
    {
      id: 'account',
      header: 'Expense account',
      kind: 'combobox',
      isWrapped: true,
      className: 'min-w-32',
      options: options.expenseAccounts,
      getValue: (r) => (r.kind === 'overhead' ? r.expense_account_id : null),
      setValue: (r, value) => ({ ...withKind(r, 'overhead'), expense_account_id: value }),
    },
    {
      id: 'description',
      header: 'Description',
      kind: 'text',
      isWrapped: true,
      className: 'min-w-20',
      maxLength: 500,
      getValue: (r) => r.description,
      setValue: (r, text) => ({ ...r, description: text }),
    },
    {
      id: 'committed',
      header: 'Committed',
      kind: 'money',
      ...readOnly,
      getValue: money((l) => l.revised_cents),
    },
    {
      id: 'invoiced',
      header: 'Invoiced to date',
      kind: 'money',
      ...readOnly,
      getValue: money(invoicedToDate),
    },
    {
      id: 'remaining',
      header: 'Remaining',
      kind: 'money',
      ...readOnly,
      getValue: money(remainingFor),
    },
    {
      id: 'amount',
      header: 'Amount',
      kind: 'money',
      className: 'min-w-20',
      getValue: (r) => r.amount_cents,
      setValue: (r, cents) => ({ ...r, amount_cents: cents }),
      footer: (rows) => formatCents(sumColumn(rows, (r) => r.amount_cents)),
    },
    {
      id: 'percent',
      header: '% this period',
      kind: 'text',
      className: 'w-16 text-right',
      getValue: (r) => periodPercentText(r, lineOf(r)),
      setValue: (r, text) => withPeriodPercent(r, lineOf(r), text),
    },
    {
      id: 'retainage-percent',
      header: 'Ret. %',
      kind: 'text',
      className: 'w-12 text-right',
      getValue: (r) => {
        const bps = figures.get(r.key)?.retainage_bps;
        return bps === null || bps === undefined ? '' : (bps / 100).toFixed(2);
      },
      setValue: withRetainagePercent,
    },
    {
      id: 'retainage',
      header: 'Retainage',
      kind: 'money',
      getValue: (r) => figures.get(r.key)?.retainage_cents ?? null,
      setValue: (r, cents) => ({ ...r, retainage_bps: null, retainage_cents: cents }),
      footer: () => formatCents(totals.retainage_cents),
    },
    {
      id: 'reason',
      header: 'Retainage reason',
      kind: 'text',
      isWrapped: true,
      className: 'min-w-28',
      maxLength: 500,
      getValue: (r) => r.reason,
      setValue: (r, text) => ({ ...r, reason: text }),
    },
  ];
}

/** The columns no row needs, hidden so the grid fits beside the invoice's document. */
export function hiddenInvoiceColumns(rows: readonly TInvoiceRow[], figures: TFigures): string[] {
  const has = (kind: TInvoiceRow['kind']) => rows.some((r) => r.kind === kind);
  const hidden: string[] = [];
  if (!has('commitment')) hidden.push('line', 'committed', 'invoiced', 'remaining', 'percent');
  if (!has('job_cost')) hidden.push('job', 'cost-code', 'category');
  if (!has('overhead')) hidden.push('account');
  const isOverriding = rows.some((r) => figures.get(r.key)?.is_override || r.reason.trim());
  if (!isOverriding) hidden.push('reason');
  return hidden;
}
