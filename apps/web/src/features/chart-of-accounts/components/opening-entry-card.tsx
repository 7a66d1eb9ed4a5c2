import { accountLabel, formatCents, type TJournalEntry } from '@groundwork/shared';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { SideAmount } from './amount';

/** The opening entry once posted: its lines, a link to it, and how to enter the balances again. */
export function OpeningEntryCard({ entry }: { entry: TJournalEntry }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Opening balances entered</h2>
        </CardTitle>
        <CardDescription>
          Posted as{' '}
          <Link
            to={`/journal-entries/${encodeURIComponent(entry.id)}`}
            className="font-mono text-foreground underline underline-offset-4"
          >
            {entry.entry_number ?? 'the opening entry'}
          </Link>{' '}
          dated {entry.entry_date}
          {entry.status === 'reversed' ? ' (reversed)' : ''}. Opening balances are entered once: to enter them
          again, reverse that entry from Journal Entries and come back here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label="Opening entry lines">
          <TableHeader>
            <TableRow>
              <TableHead>Account</TableHead>
              <TableHead className="text-right">Debit</TableHead>
              <TableHead className="text-right">Credit</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entry.lines.map((line) => (
              <TableRow key={line.line_number}>
                <TableCell className="whitespace-normal">
                  {line.account_number
                    ? accountLabel({
                        account_number: line.account_number,
                        account_name: line.account_name ?? '',
                      })
                    : line.account_id}
                </TableCell>
                <TableCell className="text-right">
                  <SideAmount cents={line.debit_cents} />
                </TableCell>
                <TableCell className="text-right">
                  <SideAmount cents={line.credit_cents} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell className="font-semibold">Totals</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(entry.total_cents)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(entry.total_cents)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}
