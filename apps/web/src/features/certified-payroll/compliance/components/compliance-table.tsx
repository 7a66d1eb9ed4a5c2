import type { TReportTable } from '@groundwork/shared';
import { formatCents } from '@groundwork/shared/money/money';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** A section of the compliance report as the server exports it: amounts right-aligned, totals bold. */
export function ComplianceTable({
  table,
  emptyText,
  highlightRow,
}: {
  table: TReportTable;
  emptyText: string;
  /** Rows to set apart (an apprentice week over the ratio). */
  highlightRow?: (index: number) => boolean;
}) {
  const details = table.rows.filter((r) => (r.kind ?? 'detail') === 'detail');
  if (details.length === 0)
    return <p className="rounded-md border p-4 text-muted-foreground text-sm">{emptyText}</p>;
  return (
    <section
      aria-label={`${table.title}, scrollable`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring print:overflow-visible"
    >
      <table aria-label={table.title} className="w-full caption-bottom text-sm">
        <TableHeader>
          <TableRow>
            {table.columns.map((column) => (
              <TableHead key={column.header} className={column.kind === 'text' ? '' : 'text-right'}>
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {table.rows.map((row, index) => {
            const isTotal = row.kind === 'total' || row.kind === 'subtotal';
            return (
              <TableRow
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no identity beyond their place
                key={index}
                className={cn(
                  isTotal && 'bg-muted/50 font-semibold',
                  highlightRow?.(index) && 'bg-destructive/10 text-destructive',
                )}
              >
                {table.columns.map((column, i) => {
                  const cell = row.cells[i] ?? null;
                  const text =
                    cell === null
                      ? ''
                      : column.kind === 'money' && typeof cell === 'number'
                        ? formatCents(cell)
                        : String(cell);
                  return (
                    <TableCell
                      key={column.header}
                      className={
                        column.kind !== 'text'
                          ? 'text-right tabular-nums'
                          : i === 0
                            ? 'whitespace-nowrap'
                            : 'whitespace-normal'
                      }
                    >
                      {text}
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </table>
    </section>
  );
}
