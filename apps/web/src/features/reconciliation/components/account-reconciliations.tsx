import { formatLongDateTime } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { type TReconciliationStatus, useAccountReconciliations } from '../api/bank-accounts-api';

export function ReconciliationStatusBadge({ status }: { status: TReconciliationStatus }) {
  return status === 'finished' ? <Badge>Finished</Badge> : <Badge variant="secondary">In progress</Badge>;
}

/** The account's reconciliations newest first: status, statement, who finished it, workspace and report. */
export function AccountReconciliations({ accountId }: { accountId: string }) {
  const reconciliations = useAccountReconciliations(accountId);
  return (
    <section aria-labelledby="reconciliations-heading" className="grid grid-cols-1 gap-3">
      <h2 id="reconciliations-heading" className="font-semibold text-lg">
        Reconciliations
      </h2>
      <QueryState
        query={reconciliations}
        loadingLabel="Loading reconciliations"
        errorText="Could not load the reconciliations"
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
              Not reconciled yet. Import the month's statement, then start a reconciliation with its date and
              ending balance.
            </p>
          ) : (
            <div className="overflow-x-auto">
              <Table aria-label="Reconciliations">
                <TableHeader>
                  <TableRow>
                    <TableHead>Statement date</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right max-md:hidden">Beginning</TableHead>
                    <TableHead className="text-right">Ending balance</TableHead>
                    <TableHead className="text-right max-sm:hidden">Difference</TableHead>
                    <TableHead className="max-lg:hidden">Finished</TableHead>
                    <TableHead className="text-right">
                      <span className="sr-only">Open</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell className="whitespace-nowrap font-medium">{r.statement_date}</TableCell>
                      <TableCell>
                        <ReconciliationStatusBadge status={r.status} />
                        {r.adjustment_entry_id ? (
                          <span className="ml-1 text-muted-foreground text-xs">with adjustment</span>
                        ) : null}
                      </TableCell>
                      <TableCell className="text-right tabular-nums max-md:hidden">
                        {formatCents(r.beginning_balance_cents)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatCents(r.ending_balance_cents)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums max-sm:hidden">
                        {formatCents(r.difference_cents)}
                      </TableCell>
                      <TableCell className="text-muted-foreground text-xs max-lg:hidden">
                        {r.finished_at
                          ? `${formatLongDateTime(r.finished_at)}${r.finished_by_name ? ` by ${r.finished_by_name}` : ''}`
                          : '—'}
                      </TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <Link
                            to={`/reconciliation/${r.id}`}
                            className={buttonVariants({
                              variant: r.status === 'finished' ? 'ghost' : 'default',
                              size: 'sm',
                            })}
                            aria-label={`${r.status === 'finished' ? 'Open' : 'Continue'} the reconciliation to ${r.statement_date}`}
                          >
                            {r.status === 'finished' ? 'Open' : 'Continue'}
                          </Link>
                          <Link
                            to={`/reconciliation/${r.id}/report`}
                            className={buttonVariants({ variant: 'outline', size: 'sm' })}
                            aria-label={`Report of the reconciliation to ${r.statement_date}`}
                          >
                            Report
                          </Link>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
