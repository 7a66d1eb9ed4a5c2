import type { TApprovalQueue } from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useApprovalQueue } from '../api/use-crews';
import { useApproveTime, useRejectTime } from '../api/use-time-week';

function RejectDialog({
  ids,
  onOpenChange,
  onDone,
}: {
  ids: string[] | null;
  onOpenChange: (isOpen: boolean) => void;
  onDone: () => void;
}) {
  const reject = useRejectTime();
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (ids) {
      setReason('');
      setError(null);
    }
  }, [ids]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ids) return;
    try {
      const answer = await reject.mutateAsync({ ids, reason });
      toast.success('Time rejected', { description: `${answer.updated} lines sent back` });
      onDone();
    } catch (caught) {
      setError(errorMessage(caught, 'Please try again.'));
    }
  };
  return (
    <FormDialog
      isOpen={ids !== null}
      onOpenChange={onOpenChange}
      title="Reject time"
      description={`${ids?.length ?? 0} lines go back to the person who entered them, with your reason.`}
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <div className="grid gap-2">
          <label htmlFor="reject-reason" className="font-medium text-sm">
            Reason
          </label>
          <Textarea
            id="reject-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={500}
          />
        </div>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter
          submitLabel="Reject"
          isSaving={reject.isPending}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}

function Queue({ queue }: { queue: TApprovalQueue }) {
  const [selected, setSelected] = React.useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = React.useState<string[] | null>(null);
  const approve = useApproveTime();
  const allIds = queue.jobs.flatMap((j) => j.employees.flatMap((e) => e.lines.map((l) => l.id)));
  const toggleMany = (ids: readonly string[], isOn: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isOn) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const chosen = allIds.filter((id) => selected.has(id));

  const approveSelected = async () => {
    try {
      const answer = await approve.mutateAsync({ ids: chosen });
      toast.success('Time approved', { description: `${answer.updated} lines approved` });
      setSelected(new Set());
    } catch (error) {
      toast.error('Could not approve the time', { description: errorMessage(error, 'Please try again.') });
    }
  };

  if (queue.jobs.length === 0)
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
        No submitted time is waiting for your approval.
      </p>
    );
  return (
    <div className="grid gap-4">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-md border bg-background p-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={chosen.length === allIds.length}
            onChange={(e) => toggleMany(allIds, e.target.checked)}
          />
          Select all ({queue.total_lines} lines)
        </label>
        <span className="mr-auto text-muted-foreground text-sm">{chosen.length} selected</span>
        <Button
          type="button"
          variant="outline"
          disabled={chosen.length === 0}
          onClick={() => setRejecting(chosen)}
        >
          Reject selected…
        </Button>
        <Button
          type="button"
          disabled={chosen.length === 0 || approve.isPending}
          onClick={() => void approveSelected()}
        >
          {approve.isPending ? <ButtonSpinner /> : null}
          Approve selected
        </Button>
      </div>
      {queue.jobs.map((job) => {
        const jobIds = job.employees.flatMap((e) => e.lines.map((l) => l.id));
        const title = job.job_number ? `${job.job_number} ${job.job_name}` : 'Shop and office time';
        return (
          <Card key={job.job_id ?? 'shop'}>
            <CardHeader className="flex flex-row flex-wrap items-center gap-2">
              <label className="mr-auto flex items-center gap-2">
                <input
                  type="checkbox"
                  aria-label={`Select all of ${title}`}
                  checked={jobIds.every((id) => selected.has(id))}
                  onChange={(e) => toggleMany(jobIds, e.target.checked)}
                />
                <CardTitle className="text-base">{title}</CardTitle>
              </label>
              <span className="text-muted-foreground text-sm tabular-nums">{job.hours} h</span>
            </CardHeader>
            <CardContent className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-10">
                      <span className="sr-only">Select</span>
                    </TableHead>
                    <TableHead>Employee</TableHead>
                    <TableHead>Date</TableHead>
                    <TableHead>Cost code</TableHead>
                    <TableHead>Pay</TableHead>
                    <TableHead className="text-right">Hours</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {job.employees.flatMap((person) =>
                    person.lines.map((line, index) => (
                      <TableRow key={line.id}>
                        <TableCell>
                          <input
                            type="checkbox"
                            aria-label={`Select ${person.employee_name} ${line.work_date} ${line.hours} h`}
                            checked={selected.has(line.id)}
                            onChange={(e) => toggleMany([line.id], e.target.checked)}
                          />
                        </TableCell>
                        <TableCell className="font-medium">
                          {index === 0 ? (
                            <label className="flex items-center gap-2">
                              <input
                                type="checkbox"
                                aria-label={`Select all of ${person.employee_name} on ${title}`}
                                checked={person.lines.every((l) => selected.has(l.id))}
                                onChange={(e) =>
                                  toggleMany(
                                    person.lines.map((l) => l.id),
                                    e.target.checked,
                                  )
                                }
                              />
                              {person.employee_name} ({person.hours} h)
                            </label>
                          ) : null}
                        </TableCell>
                        <TableCell className="tabular-nums">{line.work_date}</TableCell>
                        <TableCell>
                          {line.cost_code ? `${line.cost_code} ${line.cost_code_description ?? ''}` : '—'}
                        </TableCell>
                        <TableCell>{line.pay_type}</TableCell>
                        <TableCell className="text-right tabular-nums">{line.hours}</TableCell>
                      </TableRow>
                    )),
                  )}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        );
      })}
      <RejectDialog
        ids={rejecting}
        onOpenChange={(isOpen) => (isOpen ? null : setRejecting(null))}
        onDone={() => {
          setRejecting(null);
          setSelected(new Set());
        }}
      />
    </div>
  );
}

/** /time-entry/approvals: the submitted time of the caller's jobs, approve or reject with a reason. */
export function TimeApprovalsPage() {
  useDocumentTitle('Time Approvals');
  const canApprove = useCan('time:approve');
  const queue = useApprovalQueue();
  return (
    <div className="mx-auto grid max-w-6xl gap-2">
      <PageHeader
        title="Time Approvals"
        subtitle="Submitted time on your jobs, by job and employee"
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to="/time-entry">Time entry</Link>
          </Button>
        }
      />
      {canApprove ? (
        <QueryState query={queue} errorText="Could not load the time to approve">
          {(data) => <Queue queue={data} />}
        </QueryState>
      ) : (
        <p className="rounded-md border p-6 text-muted-foreground text-sm">
          Approving time is not available to your role.
        </p>
      )}
    </div>
  );
}
