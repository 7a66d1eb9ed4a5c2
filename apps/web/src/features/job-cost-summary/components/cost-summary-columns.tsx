import type { TCostFigures, TCostSummaryRow } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { type ColumnDef, tableFeatures } from '@tanstack/react-table';
import { cn } from '@/lib/utils';

type TMoneyKey = Exclude<keyof TCostFigures, 'is_over_committed'>;

/** The summary's money columns, in the order of the issue (and Procore's budget view). */
export const COST_SUMMARY_MONEY_COLUMNS: { key: TMoneyKey; header: string; hint: string }[] = [
  { key: 'original_budget_cents', header: 'Original budget', hint: 'The budget lines as entered' },
  {
    key: 'approved_budget_changes_cents',
    header: 'Approved changes',
    hint: 'The budget lines of approved customer change orders',
  },
  { key: 'revised_budget_cents', header: 'Revised budget', hint: 'Original budget + approved changes' },
  {
    key: 'committed_cents',
    header: 'Committed',
    hint: 'Issued, executed and closed subcontracts and purchase orders with their approved change orders',
  },
  {
    key: 'pending_commitment_changes_cents',
    header: 'Pending changes',
    hint: 'Pending vendor change orders (not in committed)',
  },
  { key: 'actual_cents', header: 'Actual cost', hint: 'Job cost posted to the general ledger through today' },
  {
    key: 'committed_not_invoiced_cents',
    header: 'Committed not invoiced',
    hint: 'Committed − invoiced (approved and posted vendor invoices)',
  },
  { key: 'remaining_cents', header: 'Revised − committed', hint: 'Below zero the line is over-committed' },
];

const money = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

export function moneyCell(cents: number, key: TMoneyKey) {
  return (
    <span
      className={cn(
        'tabular-nums',
        key === 'remaining_cents' && cents < 0 && 'font-semibold text-destructive',
        cents === 0 && 'text-muted-foreground',
      )}
    >
      {money(cents)}
    </span>
  );
}

/** The summary table's features: the core only (no sorting or paging; the server orders the rows). */
export const summaryFeatures = tableFeatures({});
type TFeatures = typeof summaryFeatures;

/**
 * The columns: cost code, category, then the figures; the footer shows the totals. With `onDrill`,
 * a cell's actual cost opens what is behind it (the invoices and entries).
 */
export function costSummaryColumns(
  totals: TCostFigures,
  onDrill?: (row: TCostSummaryRow) => void,
): ColumnDef<TFeatures, TCostSummaryRow>[] {
  return [
    {
      id: 'cost_code',
      header: 'Cost code',
      cell: ({ row }) => (
        <span className="grid">
          <span className="font-mono">{row.original.cost_code}</span>
          <span className="text-muted-foreground text-xs">{row.original.cost_code_description}</span>
          {row.original.is_over_committed ? (
            <span className="font-medium text-destructive text-xs">Over-committed</span>
          ) : null}
        </span>
      ),
      footer: () => 'Totals',
    },
    {
      id: 'cost_category',
      header: 'Category',
      cell: ({ row }) => (
        <span title={row.original.cost_category_description} className="font-mono">
          {row.original.cost_category_code}
        </span>
      ),
    },
    ...COST_SUMMARY_MONEY_COLUMNS.map(
      ({ key, header, hint }): ColumnDef<TFeatures, TCostSummaryRow> => ({
        id: key,
        header: () => <span title={hint}>{header}</span>,
        cell: ({ row }) =>
          key === 'actual_cents' && onDrill && row.original.actual_cents !== 0 ? (
            <button
              type="button"
              className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`Actual cost of ${row.original.cost_code} ${row.original.cost_category_code}: ${money(row.original.actual_cents)}, show the invoices and entries`}
              onClick={() => onDrill(row.original)}
            >
              {moneyCell(row.original[key], key)}
            </button>
          ) : (
            moneyCell(row.original[key], key)
          ),
        footer: () => moneyCell(totals[key], key),
      }),
    ),
  ];
}
