import { formatCents, type TPartyStatement } from '@groundwork/shared';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

const money = (cents: number) => (cents === 0 ? '' : formatCents(cents));

/**
 * The movements of the balance from the opening to the closing: each bill, release, payment or void
 * with the running balance; what a bill withheld as retainage beside it (never in the balance).
 */
export function StatementActivityTable({
  statement,
  from,
  asOf,
  label,
}: {
  statement: TPartyStatement;
  from: string;
  asOf: string;
  label: string;
}) {
  return (
    <Table aria-label={label} className="text-sm">
      <TableHeader>
        <TableRow>
          <TableHead className="w-28">Date</TableHead>
          <TableHead>Reference</TableHead>
          <TableHead>Description</TableHead>
          <TableHead className="text-right">Charges</TableHead>
          <TableHead className="text-right">Credits</TableHead>
          <TableHead className="text-right">Retainage</TableHead>
          <TableHead className="text-right">Balance</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell className="tabular-nums">{from}</TableCell>
          <TableCell />
          <TableCell className="italic">Opening balance</TableCell>
          <TableCell />
          <TableCell />
          <TableCell />
          <TableCell className="text-right tabular-nums">
            {formatCents(statement.opening_balance_cents)}
          </TableCell>
        </TableRow>
        {statement.lines.map((line) => (
          <TableRow
            key={`${line.source_id}-${line.is_void}`}
            className={line.is_void ? 'text-muted-foreground' : ''}
          >
            <TableCell className="tabular-nums">{line.date}</TableCell>
            <TableCell>{line.reference}</TableCell>
            <TableCell>{line.description}</TableCell>
            <TableCell className="text-right tabular-nums">{money(line.charge_cents)}</TableCell>
            <TableCell className="text-right tabular-nums">{money(line.credit_cents)}</TableCell>
            <TableCell className="text-right text-muted-foreground tabular-nums">
              {money(line.retainage_cents)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(line.balance_cents)}</TableCell>
          </TableRow>
        ))}
        {statement.lines.length === 0 ? (
          <TableRow>
            <TableCell colSpan={7} className="text-center text-muted-foreground">
              No activity in these dates.
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell className="tabular-nums">{asOf}</TableCell>
          <TableCell />
          <TableCell>Closing balance</TableCell>
          <TableCell className="text-right tabular-nums">{formatCents(statement.charges_cents)}</TableCell>
          <TableCell className="text-right tabular-nums">{formatCents(statement.credits_cents)}</TableCell>
          <TableCell />
          <TableCell className="text-right tabular-nums">
            {formatCents(statement.closing_balance_cents)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
