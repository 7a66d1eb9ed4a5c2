import type { TReportTable } from '@groundwork/shared/payroll-reports/payroll-report-tables';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A cell as the PDF prints it: amounts "1,234.56" (negative "-12.00"), hours "44.00". */
function cellText(value: string | number | null, kind: 'text' | 'money' | 'hours'): string {
  if (value === null) return '';
  if (kind === 'money' && typeof value === 'number') return money.format(value / 100);
  return String(value);
}

/** The report's table, as its CSV and PDF have it: headings across, subtotals and totals in bold. */
export function ReportTableView({ table, caption }: { table: TReportTable; caption: string }) {
  return (
    <section
      aria-label={`${table.title}, scrollable`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring print:overflow-visible"
    >
      <table className="w-full caption-bottom text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          <TableRow>
            {table.columns.map((column) => (
              <TableHead
                key={column.header}
                scope="col"
                className={cn('whitespace-nowrap', column.kind !== 'text' && 'text-right')}
              >
                {column.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {table.rows.map((row, index) => {
            const kind = row.kind ?? 'detail';
            // Rows have no id of their own: position and first cells identify them in this table.
            const key = `${index}-${row.cells.slice(0, 3).join('|')}`;
            if (kind === 'heading')
              return (
                <TableRow key={key} className="bg-muted/40 hover:bg-muted/40">
                  <TableCell colSpan={table.columns.length} className="font-semibold">
                    {row.cells[0]}
                  </TableCell>
                </TableRow>
              );
            return (
              <TableRow
                key={key}
                className={cn(kind !== 'detail' && 'font-semibold', kind === 'total' && 'bg-muted/60')}
              >
                {table.columns.map((column, i) => (
                  <TableCell
                    key={column.header}
                    className={cn('whitespace-nowrap', column.kind !== 'text' && 'text-right tabular-nums')}
                  >
                    {cellText(row.cells[i] ?? null, column.kind)}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </table>
    </section>
  );
}
