import {
  changeOrderLabel,
  formatCents,
  type TCommitmentDetail,
  type TCommitmentTotals,
} from '@groundwork/shared';
import { Link } from 'react-router';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { ChangeOrderStatusBadge } from '@/features/change-orders/components/change-order-status-badge';
import { cn } from '@/lib/utils';

const TOTALS: { key: keyof TCommitmentTotals; label: string; hint?: string }[] = [
  { key: 'original_cents', label: 'Original' },
  { key: 'approved_changes_cents', label: 'Approved changes' },
  { key: 'revised_cents', label: 'Revised' },
  { key: 'pending_changes_cents', label: 'Pending changes', hint: 'not in revised' },
  { key: 'invoiced_cents', label: 'Invoiced to date' },
  { key: 'remaining_cents', label: 'Remaining' },
];

/** The commitment's six figures as tiles. */
export function CommitmentTotals({ totals }: { totals: TCommitmentTotals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6" aria-label="Totals">
      {TOTALS.map(({ key, label, hint }) => (
        <div
          key={key}
          className={cn(
            'rounded-lg border bg-card p-3',
            key === 'revised_cents' && 'border-primary/50',
            key === 'pending_changes_cents' && totals[key] !== 0 && 'border-amber-500/60',
          )}
        >
          <dt className="text-muted-foreground text-xs">
            {label}
            {hint ? <span className="sr-only"> ({hint})</span> : null}
          </dt>
          <dd className="font-semibold text-lg tabular-nums" data-testid={`total-${key}`}>
            {formatCents(totals[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const money = (cents: number) => formatCents(cents);

/** The schedule of values with each line's figures and the totals underneath. */
export function CommitmentLinesTable({ commitment }: { commitment: TCommitmentDetail }) {
  if (commitment.lines.length === 0)
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
        No schedule lines yet
      </p>
    );
  const t = commitment.totals;
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Schedule of values">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">#</TableHead>
            <TableHead>Cost code</TableHead>
            <TableHead>Cat.</TableHead>
            <TableHead className="max-md:hidden">Description</TableHead>
            <TableHead className="text-right">Original</TableHead>
            <TableHead className="text-right">Approved</TableHead>
            <TableHead className="text-right">Revised</TableHead>
            <TableHead className="text-right max-sm:hidden">Pending</TableHead>
            <TableHead className="text-right max-lg:hidden">Invoiced</TableHead>
            <TableHead className="text-right max-lg:hidden">Remaining</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {commitment.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell className="tabular-nums">{line.line_number}</TableCell>
              <TableCell className="whitespace-nowrap font-mono" title={line.cost_code.description}>
                {line.cost_code.code}
              </TableCell>
              <TableCell title={line.cost_category.description}>{line.cost_category.code}</TableCell>
              <TableCell
                className="max-w-44 truncate max-md:hidden"
                title={line.description || line.cost_code.description}
              >
                {line.added_by_change_order_id ? (
                  <span
                    title="Added by a change order"
                    className="mr-1 rounded bg-muted px-1 text-muted-foreground text-xs"
                  >
                    CO
                  </span>
                ) : null}
                {line.description || line.cost_code.description}
              </TableCell>
              <TableCell className="text-right tabular-nums">{money(line.original_cents)}</TableCell>
              <TableCell className="text-right tabular-nums">{money(line.approved_changes_cents)}</TableCell>
              <TableCell className="text-right font-medium tabular-nums">
                {money(line.revised_cents)}
              </TableCell>
              <TableCell className="text-right tabular-nums max-sm:hidden">
                {line.pending_changes_cents ? money(line.pending_changes_cents) : '—'}
              </TableCell>
              <TableCell className="text-right tabular-nums max-lg:hidden">
                {money(line.invoiced_cents)}
              </TableCell>
              <TableCell className="text-right tabular-nums max-lg:hidden">
                {money(line.remaining_cents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} className="font-semibold">
              Totals
            </TableCell>
            <TableCell className="max-md:hidden" />
            <TableCell className="text-right font-semibold tabular-nums">{money(t.original_cents)}</TableCell>
            <TableCell className="text-right font-semibold tabular-nums">
              {money(t.approved_changes_cents)}
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{money(t.revised_cents)}</TableCell>
            <TableCell className="text-right font-semibold tabular-nums max-sm:hidden">
              {money(t.pending_changes_cents)}
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums max-lg:hidden">
              {money(t.invoiced_cents)}
            </TableCell>
            <TableCell className="text-right font-semibold tabular-nums max-lg:hidden">
              {money(t.remaining_cents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}

/** The commitment's change orders, pending ones marked. */
export function CommitmentChangeOrders({ commitment }: { commitment: TCommitmentDetail }) {
  if (commitment.change_orders.length === 0)
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
        No change orders yet
      </p>
    );
  return (
    <Table aria-label="Change orders">
      <TableHeader>
        <TableRow>
          <TableHead>CO</TableHead>
          <TableHead>Date</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {commitment.change_orders.map((order) => (
          <TableRow key={order.id}>
            <TableCell className="font-mono">
              <Link
                to={`/change-orders/vendor/${order.id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {changeOrderLabel(order.change_order_number)}
              </Link>
            </TableCell>
            <TableCell className="whitespace-nowrap">{order.change_order_date}</TableCell>
            <TableCell className="max-w-64 truncate">{order.description}</TableCell>
            <TableCell>
              <ChangeOrderStatusBadge status={order.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(order.amount_cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
