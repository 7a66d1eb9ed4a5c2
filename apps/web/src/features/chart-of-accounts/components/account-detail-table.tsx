import type { TAccountDetail } from '@groundwork/shared';
import { SOURCE_LABELS } from '@groundwork/shared';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Amount, SideAmount } from './amount';

/**
 * One page of an account's lines: the opening balance above the first page, the closing balance
 * under the last, each line with its entry (a link), source, memo, job and running balance.
 */
export function AccountDetailTable({
  detail,
  isFirstPage,
}: {
  detail: TAccountDetail;
  isFirstPage: boolean;
}) {
  const isLastPage = detail.next_cursor === null;
  return (
    <Table aria-label={`Lines of ${detail.account.account_number} ${detail.account.account_name}`}>
      <TableHeader>
        <TableRow>
          <TableHead className="w-28">Date</TableHead>
          <TableHead>Entry</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>Memo</TableHead>
          <TableHead>Job</TableHead>
          <TableHead className="text-right">Debit</TableHead>
          <TableHead className="text-right">Credit</TableHead>
          <TableHead className="text-right">Balance</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isFirstPage ? (
          <TableRow className="bg-muted/40 font-medium" data-testid="opening-balance-row">
            <TableCell className="tabular-nums">{detail.from ?? ''}</TableCell>
            <TableCell colSpan={6}>
              {detail.from ? `Opening balance (before ${detail.from})` : 'Opening balance'}
            </TableCell>
            <TableCell className="text-right">
              <Amount cents={detail.opening_balance_cents} />
            </TableCell>
          </TableRow>
        ) : null}
        {detail.lines.length === 0 && isFirstPage ? (
          <TableRow>
            <TableCell colSpan={8} className="py-6 text-center text-muted-foreground text-sm">
              No lines in this range.
            </TableCell>
          </TableRow>
        ) : null}
        {detail.lines.map((line) => (
          <TableRow key={`${line.entry_id}-${line.line_number}`}>
            <TableCell className="tabular-nums">{line.entry_date}</TableCell>
            <TableCell>
              <Link
                to={`/journal-entries/${encodeURIComponent(line.entry_id)}`}
                className="font-mono underline-offset-4 hover:underline"
              >
                {line.entry_number}
              </Link>
            </TableCell>
            <TableCell>{SOURCE_LABELS[line.source_type] ?? line.source_type}</TableCell>
            <TableCell className="max-w-72 truncate" title={line.memo}>
              {line.memo}
            </TableCell>
            <TableCell>
              {line.job_id && line.job_number ? (
                <Link
                  to={`/jobs/${encodeURIComponent(line.job_id)}`}
                  className="underline-offset-4 hover:underline"
                >
                  {line.job_number}
                </Link>
              ) : null}
            </TableCell>
            <TableCell className="text-right">
              <SideAmount cents={line.debit_cents} />
            </TableCell>
            <TableCell className="text-right">
              <SideAmount cents={line.credit_cents} />
            </TableCell>
            <TableCell className="text-right">
              <Amount cents={line.running_balance_cents} />
            </TableCell>
          </TableRow>
        ))}
        {isLastPage ? (
          <TableRow className="border-t-2 bg-muted/40 font-medium" data-testid="closing-balance-row">
            <TableCell className="tabular-nums">{detail.to ?? ''}</TableCell>
            <TableCell colSpan={6}>
              {detail.to ? `Closing balance (${detail.to})` : 'Closing balance'}
            </TableCell>
            <TableCell className="text-right">
              <Amount cents={detail.closing_balance_cents} />
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
