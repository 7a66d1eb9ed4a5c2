import { journalTotals, type TJournalLine } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
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

const amount = (cents: number) => (cents === 0 ? '' : formatCents(cents));

/** A saved entry's lines, read-only, with their totals; job cost columns only when a line has them. */
export function JournalEntryLines({ lines }: { lines: readonly TJournalLine[] }) {
  const hasJobCost = lines.some((line) => line.job_id);
  const totals = journalTotals(lines);
  return (
    <Table aria-label="Entry lines">
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">#</TableHead>
          <TableHead>Account</TableHead>
          <TableHead className="text-right">Debit</TableHead>
          <TableHead className="text-right">Credit</TableHead>
          <TableHead>Memo</TableHead>
          {hasJobCost ? (
            <>
              <TableHead>Job</TableHead>
              <TableHead>Cost code</TableHead>
              <TableHead>Category</TableHead>
            </>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.line_number}>
            <TableCell className="text-muted-foreground tabular-nums">{line.line_number}</TableCell>
            <TableCell className="min-w-44 whitespace-normal">
              {line.account_id ? (
                <Link
                  to={`/chart-of-accounts/${line.account_id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  <span className="font-mono">{line.account_number}</span> {line.account_name}
                </Link>
              ) : (
                <span className="text-muted-foreground">No account</span>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">{amount(line.debit_cents)}</TableCell>
            <TableCell className="text-right tabular-nums">{amount(line.credit_cents)}</TableCell>
            <TableCell className="max-w-72 truncate">{line.memo ?? ''}</TableCell>
            {hasJobCost ? (
              <>
                <TableCell className="font-mono">{line.job_number ?? ''}</TableCell>
                <TableCell className="font-mono">{line.cost_code ?? ''}</TableCell>
                <TableCell className="font-mono">{line.cost_category_code ?? ''}</TableCell>
              </>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell />
          <TableCell className="font-medium">Totals</TableCell>
          <TableCell className="text-right font-medium tabular-nums">
            {formatCents(totals.debit_cents)}
          </TableCell>
          <TableCell className="text-right font-medium tabular-nums">
            {formatCents(totals.credit_cents)}
          </TableCell>
          <TableCell colSpan={hasJobCost ? 4 : 1} />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
