import {
  AGING_BUCKET_FIGURE,
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  formatCents,
  type TPartyStatement,
} from '@groundwork/shared';
import { agingMoney } from '@/components/aging/aging-cells';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The documents still open on the statement date, then their aging by days past due. */
export function StatementOpenItems({ statement, label }: { statement: TPartyStatement; label: string }) {
  return (
    <div className="grid gap-3">
      {statement.open_items.length === 0 ? (
        <p className="text-muted-foreground text-sm">Nothing open on the statement date.</p>
      ) : (
        <Table aria-label={label} className="text-sm">
          <TableHeader>
            <TableRow>
              <TableHead>Reference</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>Due</TableHead>
              <TableHead className="text-right">Days past due</TableHead>
              <TableHead className="text-right">Open</TableHead>
              <TableHead className="text-right">Retainage held</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {statement.open_items.map((item) => (
              <TableRow key={item.source_id}>
                <TableCell>{item.reference}</TableCell>
                <TableCell>{item.description}</TableCell>
                <TableCell className="tabular-nums">{item.document_date}</TableCell>
                <TableCell className="tabular-nums">{item.due_date}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {item.days_past_due > 0 ? item.days_past_due : '—'}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(item.open_cents)}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {agingMoney(item.retainage_held_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <dl className="grid grid-cols-3 gap-2 rounded-md border p-3 text-sm sm:grid-cols-6">
        {AGING_BUCKETS.map((bucket) => (
          <div key={bucket} className="grid gap-0.5">
            <dt className="text-muted-foreground text-xs">{AGING_BUCKET_LABELS[bucket]}</dt>
            <dd className="tabular-nums">{agingMoney(statement.aging[AGING_BUCKET_FIGURE[bucket]])}</dd>
          </div>
        ))}
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">Total open</dt>
          <dd className="font-medium tabular-nums">{formatCents(statement.aging.total_cents)}</dd>
        </div>
      </dl>
      {statement.unapplied_cents !== 0 ? (
        <p className="text-sm">
          Payments received not yet applied to an invoice: {formatCents(statement.unapplied_cents)} (they
          lower the amount due).
        </p>
      ) : null}
    </div>
  );
}
