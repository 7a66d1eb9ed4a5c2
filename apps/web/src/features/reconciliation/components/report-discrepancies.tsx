import { TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { TDiscrepancy } from '../api/reconciliations-api';
import { formatAmount } from '../workspace-model';

/**
 * Changes since the finish that touch items cleared in this reconciliation (a cleared check voided
 * later): the frozen report no longer tells the whole story, and the next one will show them.
 */
export function ReportDiscrepancies({ items }: { items: readonly TDiscrepancy[] }) {
  return (
    <section className="grid gap-2 break-inside-avoid-page">
      <h2 className="flex items-center gap-2 font-semibold text-lg print:text-base">
        {items.length > 0 ? <TriangleAlertIcon aria-hidden="true" className="size-5 text-amber-600" /> : null}
        Discrepancies since the finish
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No change touches an item cleared in this reconciliation since it was finished.
        </p>
      ) : (
        <Table aria-label="Discrepancies since the finish" className="print:text-xs">
          <TableHeader>
            <TableRow>
              <TableHead>Changed</TableHead>
              <TableHead>What</TableHead>
              <TableHead>Entry</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={`${item.kind}-${item.entry_id}-${item.changed_at}`}>
                <TableCell className="tabular-nums">{new Date(item.changed_at).toLocaleString()}</TableCell>
                <TableCell className="capitalize">{item.kind.replaceAll('_', ' ')}</TableCell>
                <TableCell>
                  <Link
                    to={`/journal-entries/${item.entry_id}`}
                    className="underline-offset-4 hover:underline print:no-underline"
                  >
                    {item.entry_number}
                  </Link>
                </TableCell>
                <TableCell className="tabular-nums">{item.date}</TableCell>
                <TableCell>{item.description}</TableCell>
                <TableCell className="text-right tabular-nums">{formatAmount(item.amount_cents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
