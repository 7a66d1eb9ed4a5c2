// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { useStaleChecks } from '../api/bank-accounts-api';

/**
 * Checks and payments written more than 90 days ago that the bank has not paid: ask the payee, or void
 * and reissue; past 180 days most banks refuse the check anyway.
 */
export function StaleChecksCard({ accountId }: { accountId: string }) {
  const stale = useStaleChecks(accountId);
  return (
    <section aria-labelledby="stale-heading" className="grid grid-cols-1 gap-3">
      <div className="grid gap-1">
        <h2 id="stale-heading" className="font-semibold text-lg">
          Stale checks
        </h2>
        <p className="text-muted-foreground text-sm">Outstanding for more than 90 days, as of today.</p>
      </div>
      <QueryState
        query={stale}
        loadingLabel="Loading stale checks"
        loadingRows={2}
        errorText="Could not load the stale checks"
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
              No check or payment has been outstanding for more than 90 days.
            </p>
          ) : (
            <div className="grid gap-3">
              <dl className="flex flex-wrap gap-6 text-sm">
                <div>
                  <dt className="text-muted-foreground text-xs">Over 90 days</dt>
                  <dd className="font-medium tabular-nums">
                    {formatCents(Math.abs(data.over_90_total_cents))}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground text-xs">Over 180 days</dt>
                  <dd
                    className={cn(
                      'font-medium tabular-nums',
                      data.over_180_total_cents !== 0 && 'text-destructive',
                    )}
                  >
                    {formatCents(Math.abs(data.over_180_total_cents))}
                  </dd>
                </div>
              </dl>
              <div className="overflow-x-auto">
                <Table aria-label="Stale checks">
                  <TableHeader>
                    <TableRow>
                      <TableHead>Date</TableHead>
                      <TableHead>Number</TableHead>
                      <TableHead>Payee</TableHead>
                      <TableHead className="text-right">Amount</TableHead>
                      <TableHead className="text-right">Age</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.items.map((item) => (
                      <TableRow
                        key={`${item.entry_number}:${item.date}:${item.amount_cents}:${item.number ?? ''}`}
                      >
                        <TableCell className="whitespace-nowrap">{item.date}</TableCell>
                        <TableCell>{item.number ?? item.entry_number}</TableCell>
                        <TableCell className="max-w-72 truncate">{item.payee || item.memo}</TableCell>
                        <TableCell className="text-right tabular-nums">
                          {formatCents(Math.abs(item.amount_cents))}
                        </TableCell>
                        <TableCell className="whitespace-nowrap text-right tabular-nums">
                          {item.age_days} days
                          {item.age_days > 180 ? (
                            <Badge variant="destructive" className="ml-2">
                              180+
                            </Badge>
                          ) : null}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
