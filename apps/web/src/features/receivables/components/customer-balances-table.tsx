import { formatCents, type TCustomerReceivable, type TReceivableFigures } from '@groundwork/shared';
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

const money = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

/** Per customer: billed, retainage held, received, credits and open, with the totals. */
export function CustomerBalancesTable({
  items,
  totals,
}: {
  items: readonly TCustomerReceivable[];
  totals: TReceivableFigures;
}) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="sticky left-0 bg-card">Customer</TableHead>
            <TableHead className="text-right">Billed</TableHead>
            <TableHead className="text-right">Retainage held</TableHead>
            <TableHead className="text-right">Received</TableHead>
            <TableHead className="text-right">Credits</TableHead>
            <TableHead className="text-right">Open</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((c) => (
            <TableRow key={c.customer_id}>
              <TableCell className="sticky left-0 bg-card">
                <Link className="font-medium hover:underline" to={`/customers/${c.customer_id}`}>
                  {c.customer_name}
                </Link>
                <div className="text-muted-foreground text-xs">{c.customer_number}</div>
              </TableCell>
              <TableCell className="text-right tabular-nums">{money(c.billed_cents)}</TableCell>
              <TableCell className="text-right tabular-nums">{money(c.retainage_held_cents)}</TableCell>
              <TableCell className="text-right tabular-nums">{money(c.received_cents)}</TableCell>
              <TableCell className="text-right tabular-nums">{money(c.credit_cents)}</TableCell>
              <TableCell className="text-right font-medium tabular-nums">{money(c.open_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter className="bg-muted">
          <TableRow>
            <TableCell className="sticky left-0 bg-muted font-medium">Total</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(totals.billed_cents)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {formatCents(totals.retainage_held_cents)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(totals.received_cents)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(totals.credit_cents)}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">
              {formatCents(totals.open_cents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}
