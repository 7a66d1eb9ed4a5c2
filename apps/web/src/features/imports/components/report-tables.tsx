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

type TAmounts = { source_cents: number; imported_cents: number; difference_cents: number };

/** Source, imported and difference cells (imported hidden on small screens; body rows do not wrap). */
function AmountCells({ amounts, nowrap = false }: { amounts: TAmounts; nowrap?: boolean }) {
  const amount = cn(nowrap && 'whitespace-nowrap', 'text-right tabular-nums');
  return (
    <>
      <TableCell className={amount}>{formatCents(amounts.source_cents)}</TableCell>
      <TableCell className={cn(amount, 'max-sm:hidden')}>{formatCents(amounts.imported_cents)}</TableCell>
      <TableCell className={amount}>
        <Difference cents={amounts.difference_cents} />
      </TableCell>
    </>
  );
}

/** The header row: each column's label and class. */
function HeaderRow({ columns }: { columns: [label: string, className?: string][] }) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map(([label, className]) => (
          <TableHead key={label} className={className}>
            {label}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

const offRow = (cents: number) => (cents !== 0 ? 'bg-destructive/10 hover:bg-destructive/15' : undefined);

/** Account by account at the cut-over: source, imported, difference (a non-zero one highlighted). */
export function TrialBalanceTable({ report }: { report: TImportReport }) {
  const totals = report.trial_balance_totals;
  return (
    <div className="rounded-md border">
      <Table aria-label="Trial balance at the cut-over">
        <HeaderRow
          columns={[
            ['Account'],
            ['Source account', 'max-lg:hidden'],
            ['Source', 'text-right'],
            ['Imported', 'text-right max-sm:hidden'],
            ['Difference', 'text-right'],
          ]}
        />
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
              <AmountCells amounts={row} nowrap />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {(
            [
              ['Debits', totals.source_debit_cents, totals.imported_debit_cents],
              ['Credits', totals.source_credit_cents, totals.imported_credit_cents],
            ] as const
          ).map(([side, source, imported]) => (
            <TableRow key={side}>
              <TableCell>{side}</TableCell>
              <TableCell className="max-lg:hidden" />
              <AmountCells
                amounts={{
                  source_cents: source,
                  imported_cents: imported,
                  difference_cents: imported - source,
                }}
              />
            </TableRow>
          ))}
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
  const sum = (key: keyof TAmounts) => rows.reduce((total, row) => total + row[key], 0);
  const total = {
    source_cents: sum('source_cents'),
    imported_cents: sum('imported_cents'),
    difference_cents: sum('difference_cents'),
  };
  return (
    <div className="rounded-md border">
      <Table aria-label={label}>
        <HeaderRow
          columns={[
            [partyLabel],
            ['Source aging', 'text-right'],
            ['Imported', 'text-right max-sm:hidden'],
            ['Difference', 'text-right'],
          ]}
        />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name} className={offRow(row.difference_cents)}>
              <TableCell className="whitespace-normal">{row.name}</TableCell>
              <AmountCells amounts={row} nowrap />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Total</TableCell>
            <AmountCells amounts={total} />
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}

export function CountsTable({ report }: { report: TImportReport }) {
  return (
    <Table aria-label="Records per list">
      <HeaderRow columns={[['List'], ['In the files', 'text-right'], ['In your books', 'text-right']]} />
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
      <HeaderRow columns={[['Month end'], ['Debits', 'text-right'], ['Credits', 'text-right'], ['Check']]} />
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
