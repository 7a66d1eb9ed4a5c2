import type { TBudgetPreviewRow } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** Rows rendered at once; a 5,000-row file shows its first rows and says how many more it holds. */
const SHOWN_ROWS = 1_000;

/** The budget import preview: NEW/UPDATE, code, category, description, amount and every reason a row is refused. */
export function BudgetImportPreviewTable({ rows }: { rows: readonly TBudgetPreviewRow[] }) {
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <div className="max-h-[400px] overflow-auto rounded-md border" data-testid="import-preview">
      <Table aria-label="Import preview">
        <TableHeader className="sticky top-0 z-10 bg-background">
          <TableRow>
            <TableHead className="w-12 text-right">Row</TableHead>
            <TableHead className="w-20">Action</TableHead>
            <TableHead className="w-24">Cost code</TableHead>
            <TableHead className="w-20">Category</TableHead>
            <TableHead>Description</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.row} data-status={row.status}>
              <TableCell className="text-right text-muted-foreground tabular-nums">{row.row}</TableCell>
              <TableCell>
                <Badge variant={row.action === 'new' ? 'default' : 'outline'}>
                  {row.action === 'new' ? 'NEW' : 'UPDATE'}
                </Badge>
              </TableCell>
              <TableCell className="font-mono">{row.cost_code}</TableCell>
              <TableCell className="font-mono">{row.cost_category}</TableCell>
              <TableCell className="max-w-56 truncate" title={row.description}>
                {row.description}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {row.amount_cents === null ? '' : formatCents(row.amount_cents)}
              </TableCell>
              <TableCell className="min-w-48 whitespace-normal">
                {row.status === 'valid' ? (
                  <span className="inline-flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                    <CheckCircle2 className="size-4" aria-hidden="true" />
                    Valid
                  </span>
                ) : (
                  <ul className="grid gap-1 text-destructive">
                    {row.reasons.map((reason) => (
                      <li key={reason} className="flex items-start gap-1">
                        <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                        {reason}
                      </li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > shown.length ? (
        <p className="border-t p-3 text-center text-muted-foreground text-sm">
          Showing the first {shown.length.toLocaleString()} of {rows.length.toLocaleString()} rows.
        </p>
      ) : null}
    </div>
  );
}
