import type { TImportReport } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';

function Difference({ cents }: { cents: number }) {
  return cents === 0 ? (
    <span className="text-muted-foreground">0.00</span>
  ) : (
    <span className="font-semibold text-destructive">{formatCents(cents)}</span>
  );
}

const offRow = (cents: number) => (cents !== 0 ? 'bg-destructive/10 hover:bg-destructive/15' : undefined);

/** Account by account at the cut-over: source, imported, difference (a non-zero one highlighted). */
export function TrialBalanceTable({ report }: { report: TImportReport }) {
  const totals = report.trial_balance_totals;
  return (
    <div className="rounded-md border">
      <Table aria-label="Trial balance at the cut-over">
        <TableHeader>
          <TableRow>
            <TableHead>Account</TableHead>
            <TableHead className="max-lg:hidden">Source account</TableHead>
            <TableHead className="text-right">Source</TableHead>
            <TableHead className="text-right max-sm:hidden">Imported</TableHead>
            <TableHead className="text-right">Difference</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {report.trial_balance.map((row) => (
            <TableRow
              key={`${row.account_number}-${row.source_path ?? ''}`}
              className={offRow(row.difference_cents)}
            >
              <TableCell className="min-w-40 whitespace-normal">
                <span className="font-mono">{row.account_number}</span> {row.account_name}
              </TableCell>
              <TableCell className="text-muted-foreground max-lg:hidden">{row.source_path ?? '—'}</TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatCents(row.source_cents)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums max-sm:hidden">
                {formatCents(row.imported_cents)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                <Difference cents={row.difference_cents} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Debits</TableCell>
            <TableCell className="max-lg:hidden" />
            <TableCell className="text-right tabular-nums">
              {formatCents(totals.source_debit_cents)}
            </TableCell>
            <TableCell className="text-right tabular-nums max-sm:hidden">
              {formatCents(totals.imported_debit_cents)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <Difference cents={totals.imported_debit_cents - totals.source_debit_cents} />
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Credits</TableCell>
            <TableCell className="max-lg:hidden" />
            <TableCell className="text-right tabular-nums">
              {formatCents(totals.source_credit_cents)}
            </TableCell>
            <TableCell className="text-right tabular-nums max-sm:hidden">
              {formatCents(totals.imported_credit_cents)}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <Difference cents={totals.imported_credit_cents - totals.source_credit_cents} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}

/** Open receivables per customer or payables per vendor against the source aging. */
export function PartyTable({
  rows,
  label,
  partyLabel,
}: {
  rows: TImportReport['receivables'];
  label: string;
  partyLabel: string;
}) {
  if (rows.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-4 text-muted-foreground text-sm">
        None open at the cut-over.
      </p>
    );
  }
  const sum = (key: 'source_cents' | 'imported_cents' | 'difference_cents') =>
    rows.reduce((total, row) => total + row[key], 0);
  return (
    <div className="rounded-md border">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead>{partyLabel}</TableHead>
            <TableHead className="text-right">Source aging</TableHead>
            <TableHead className="text-right max-sm:hidden">Imported</TableHead>
            <TableHead className="text-right">Difference</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name} className={offRow(row.difference_cents)}>
              <TableCell className="whitespace-normal">{row.name}</TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatCents(row.source_cents)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums max-sm:hidden">
                {formatCents(row.imported_cents)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                <Difference cents={row.difference_cents} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Total</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(sum('source_cents'))}</TableCell>
            <TableCell className="text-right tabular-nums max-sm:hidden">
              {formatCents(sum('imported_cents'))}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              <Difference cents={sum('difference_cents')} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}

export function CountsTable({ report }: { report: TImportReport }) {
  return (
    <Table aria-label="Records per list">
      <TableHeader>
        <TableRow>
          <TableHead>List</TableHead>
          <TableHead className="text-right">In the files</TableHead>
          <TableHead className="text-right">In your books</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.counts.map((row) => (
          <TableRow key={row.list} className={cn(row.source !== row.imported && 'bg-destructive/10')}>
            <TableCell className="whitespace-normal">{row.list}</TableCell>
            <TableCell className="text-right tabular-nums">{row.source.toLocaleString()}</TableCell>
            <TableCell
              className={cn(
                'text-right tabular-nums',
                row.source !== row.imported && 'font-semibold text-destructive',
              )}
            >
              {row.imported.toLocaleString()}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function MonthEndsTable({ report }: { report: TImportReport }) {
  return (
    <Table aria-label="Month-end checks">
      <TableHeader>
        <TableRow>
          <TableHead>Month end</TableHead>
          <TableHead className="text-right">Debits</TableHead>
          <TableHead className="text-right">Credits</TableHead>
          <TableHead>Check</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {report.month_ends.map((row) => (
          <TableRow key={row.month_end} className={row.ok ? undefined : 'bg-destructive/10'}>
            <TableCell>{row.month_end}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(row.debit_cents)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(row.credit_cents)}</TableCell>
            <TableCell
              className={row.ok ? 'text-emerald-700 dark:text-emerald-400' : 'font-semibold text-destructive'}
            >
              {row.ok ? 'Balanced' : 'Off'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
