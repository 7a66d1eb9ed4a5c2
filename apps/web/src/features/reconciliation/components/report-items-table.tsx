import { BOOK_ITEM_TYPE_LABELS, type TBookItemType } from '@groundwork/shared';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { TReportItem } from '../api/reconciliations-api';
import { formatAmount } from '../workspace-model';

/** A detail list of the report (deposits in transit, outstanding checks and payments): oldest first. */
export function ReportItemsTable({
  title,
  items,
  totalCents,
  emptyText,
}: {
  title: string;
  items: readonly TReportItem[];
  totalCents: number;
  emptyText: string;
}) {
  return (
    <section className="grid gap-2 break-inside-avoid-page">
      <h2 className="font-semibold text-lg print:text-base">
        {title} <span className="font-normal text-muted-foreground text-sm">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{emptyText}</p>
      ) : (
        <Table aria-label={title} className="print:text-xs">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Number</TableHead>
              <TableHead>Entry</TableHead>
              <TableHead>Payee / memo</TableHead>
              <TableHead>Type</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead className="text-right">Age (days)</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow
                key={`${item.entry_number}-${item.date}-${item.amount_cents}-${item.number ?? ''}-${item.payee}`}
              >
                <TableCell className="tabular-nums">{item.date}</TableCell>
                <TableCell className="tabular-nums">{item.number ?? '—'}</TableCell>
                <TableCell className="tabular-nums">{item.entry_number}</TableCell>
                <TableCell>{[item.payee, item.memo].filter(Boolean).join(' · ') || '—'}</TableCell>
                <TableCell>{BOOK_ITEM_TYPE_LABELS[item.type as TBookItemType] ?? item.type}</TableCell>
                <TableCell className="text-right tabular-nums">{formatAmount(item.amount_cents)}</TableCell>
                <TableCell
                  className={item.age_days > 90 ? 'text-right font-medium text-destructive' : 'text-right'}
                >
                  {item.age_days}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={5} className="font-semibold">
                Total
              </TableCell>
              <TableCell className="text-right font-semibold tabular-nums">
                {formatAmount(totalCents)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </section>
  );
}
