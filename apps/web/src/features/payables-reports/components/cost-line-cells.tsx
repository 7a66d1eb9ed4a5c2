// Subpath imports: money needs no zod; the line is a type only.
import { formatCents } from '@groundwork/shared/money/money';
import type { TJobCostDetailLine } from '@groundwork/shared/payables-reports/payables-reports.schemas';
import { Link } from 'react-router';
import { TableCell, TableRow } from '@/components/ui/table';
import { costSourceLabel } from '../report-params';

/**
 * The cells every list of journal lines behind an actual cost shares — the job cost summary's
 * drill-down and the job cost report's: the date, the source with its memo, the entry (a link for
 * ledger readers), the amount (red below zero), and the total row.
 */
export function CostLineDateCell({ line }: { line: TJobCostDetailLine }) {
  return <TableCell className="whitespace-nowrap">{line.entry_date}</TableCell>;
}

export function CostLineSourceCell({ line }: { line: TJobCostDetailLine }) {
  return (
    <TableCell>
      {costSourceLabel(line)}
      {line.memo ? <div className="max-w-56 truncate text-muted-foreground text-xs">{line.memo}</div> : null}
    </TableCell>
  );
}

export function CostLineEntryCell({
  line,
  canReadLedger,
}: {
  line: TJobCostDetailLine;
  canReadLedger: boolean;
}) {
  return (
    <TableCell className="whitespace-nowrap font-mono text-xs max-sm:hidden">
      {/* Job-to-date cost brought by an import is no journal entry: no number, no link. */}
      {canReadLedger && line.entry_number ? (
        <Link className="hover:underline" to={`/journal-entries/${line.entry_id}`}>
          {line.entry_number}
        </Link>
      ) : (
        line.entry_number
      )}
    </TableCell>
  );
}

export function CostLineAmountCell({ line }: { line: TJobCostDetailLine }) {
  return (
    <TableCell className={`text-right tabular-nums ${line.amount_cents < 0 ? 'text-destructive' : ''}`}>
      {formatCents(line.amount_cents)}
    </TableCell>
  );
}

/** The last row: how many lines and their total; `leadingColumns` the columns before the entry's. */
export function CostLinesTotalRow({
  total,
  totalCents,
  leadingColumns,
}: {
  total: number;
  totalCents: number;
  leadingColumns: number;
}) {
  return (
    <TableRow className="bg-muted font-medium">
      <TableCell colSpan={leadingColumns}>
        Total ({total} line{total === 1 ? '' : 's'})
      </TableCell>
      <TableCell className="max-sm:hidden" />
      <TableCell className="text-right tabular-nums">{formatCents(totalCents)}</TableCell>
    </TableRow>
  );
}
