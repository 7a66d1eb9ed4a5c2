import type { TRestitution } from '@groundwork/shared';
import { formatCents } from '@groundwork/shared/money/money';
import { Banknote, Pencil, Plus, Trash2 } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useDeleteRestitution, useRestitutions } from '../api/use-compliance-report';
import { RestitutionDialog } from './restitution-dialog';
import { RestitutionPaymentDialog } from './restitution-payment-dialog';

/** Every underpayment of the job (all weeks) with what was paid and what is outstanding; add and edit. */
export function RestitutionList({ jobId }: { jobId: string }) {
  const canPrepare = useCan('certified:prepare');
  const list = useRestitutions(jobId);
  const remove = useDeleteRestitution();
  const [editing, setEditing] = React.useState<TRestitution | null | 'new'>(null);
  const [paying, setPaying] = React.useState<TRestitution | null>(null);
  const [deleting, setDeleting] = React.useState<TRestitution | null>(null);

  return (
    <section aria-labelledby="restitution-list-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="restitution-list-title" className="font-semibold">
          Underpayments on this job
        </h3>
        {canPrepare ? (
          <Button type="button" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Record underpayment
          </Button>
        ) : null}
      </div>
      <QueryState
        query={list}
        errorText="Could not load the underpayments"
        loadingLabel="Loading underpayments"
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="rounded-md border p-4 text-muted-foreground text-sm">
              No underpayment recorded on this job.
            </p>
          ) : (
            <Table aria-label="Underpayments on this job">
              <TableHeader>
                <TableRow>
                  <TableHead>Week ending</TableHead>
                  <TableHead>Worker</TableHead>
                  <TableHead>Classification</TableHead>
                  <TableHead className="text-right">Underpaid</TableHead>
                  <TableHead className="text-right">Paid</TableHead>
                  <TableHead className="text-right">Outstanding</TableHead>
                  <TableHead>Paid in</TableHead>
                  <TableHead>Note</TableHead>
                  {canPrepare ? <TableHead className="sr-only">Actions</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.week_ending}</TableCell>
                    <TableCell>{r.employee_name}</TableCell>
                    <TableCell>{r.classification}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatCents(r.underpaid_cents)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatCents(r.paid_cents)}</TableCell>
                    <TableCell
                      className={`text-right tabular-nums ${r.outstanding_cents > 0 ? 'font-semibold text-destructive' : ''}`}
                    >
                      {formatCents(r.outstanding_cents)}
                    </TableCell>
                    <TableCell>
                      {r.paid_in_run_number
                        ? `Run ${r.paid_in_run_number}`
                        : r.paid_cents > 0
                          ? 'Outside payroll'
                          : ''}
                    </TableCell>
                    <TableCell className="max-w-64 truncate">{r.note}</TableCell>
                    {canPrepare ? (
                      <TableCell className="whitespace-nowrap text-right">
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Record payment for ${r.employee_name}, week ending ${r.week_ending}`}
                          onClick={() => setPaying(r)}
                        >
                          <Banknote aria-hidden="true" />
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit underpayment of ${r.employee_name}, week ending ${r.week_ending}`}
                          onClick={() => setEditing(r)}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete underpayment of ${r.employee_name}, week ending ${r.week_ending}`}
                          onClick={() => setDeleting(r)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
                <TableRow className="bg-muted/50 font-semibold">
                  <TableCell colSpan={3}>Total</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCents(data.totals.underpaid_cents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCents(data.totals.paid_cents)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCents(data.totals.outstanding_cents)}
                  </TableCell>
                  <TableCell colSpan={canPrepare ? 3 : 2} />
                </TableRow>
              </TableBody>
            </Table>
          )
        }
      </QueryState>
      <RestitutionDialog
        jobId={jobId}
        restitution={editing === 'new' ? null : editing}
        isOpen={editing !== null}
        onOpenChange={(isOpen) => !isOpen && setEditing(null)}
      />
      <RestitutionPaymentDialog
        jobId={jobId}
        restitution={paying}
        onOpenChange={(isOpen) => !isOpen && setPaying(null)}
      />
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title="Delete this underpayment?"
        description="Only for an underpayment recorded in error: the record and its payment go."
        isDeleting={remove.isPending}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Underpayment deleted');
            setDeleting(null);
          } catch (err) {
            toast.error('Could not delete the underpayment', {
              description: errorMessage(err, 'Please try again.'),
            });
          }
        }}
      />
    </section>
  );
}
