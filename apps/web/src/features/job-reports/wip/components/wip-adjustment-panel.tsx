// Subpath import: money needs no zod.

import type { TWipAdjustment, TWipEntryRef, TWipSchedule } from '@groundwork/shared';
import { formatCents } from '@groundwork/shared/money/money';
import { firstDayOfNextMonth } from '@groundwork/shared/reports/wip.rules';
import { BookCheck, Undo2 } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-fetch';
import { usePostWipAdjustment, useWipAdjustments, useWithdrawWipAdjustment } from '../api/use-wip';

function EntryLink({ entry, what }: { entry: TWipEntryRef; what: string }) {
  return (
    <Link
      to={`/journal-entries/${entry.id}`}
      className="font-medium underline underline-offset-4"
      aria-label={`${what}: journal entry ${entry.entry_number} dated ${entry.entry_date}`}
    >
      {entry.entry_number}
    </Link>
  );
}

function AdjustmentLine({ adjustment }: { adjustment: TWipAdjustment }) {
  return (
    <li className="grid gap-1 rounded-md border p-3 text-sm" data-testid="wip-adjustment">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={adjustment.status === 'posted' ? 'default' : 'secondary'}>
          {adjustment.status === 'posted' ? 'Posted' : 'Withdrawn'}
        </Badge>
        <span>
          Entry <EntryLink entry={adjustment.entry} what="WIP adjustment" /> dated{' '}
          {adjustment.entry.entry_date}, reversed by{' '}
          <EntryLink entry={adjustment.reversal} what="Its reversal" /> dated {adjustment.reversal.entry_date}
        </span>
      </div>
      <div className="text-muted-foreground">
        Over-billings {formatCents(adjustment.over_billings_cents)} · under-billings{' '}
        {formatCents(adjustment.under_billings_cents)} · {adjustment.jobs.length}{' '}
        {adjustment.jobs.length === 1 ? 'job' : 'jobs'} · posted {adjustment.posted_at.slice(0, 10)}
        {adjustment.posted_by_name ? ` by ${adjustment.posted_by_name}` : ''}
        {adjustment.withdrawn_at
          ? ` · withdrawn ${adjustment.withdrawn_at.slice(0, 10)}${adjustment.withdrawn_by_name ? ` by ${adjustment.withdrawn_by_name}` : ''}`
          : ''}
      </div>
      {adjustment.withdrawal_entries.length > 0 ? (
        <div className="text-muted-foreground">
          Cancelled by{' '}
          {adjustment.withdrawal_entries.map((entry, i) => (
            <React.Fragment key={entry.id}>
              {i > 0 ? ' and ' : ''}
              <EntryLink entry={entry} what="Withdrawal" /> ({entry.entry_date})
            </React.Fragment>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The period's WIP adjustment: post it (one entry dated the period end, reversed on the next period's
 * first day), see it with links to both entries, withdraw it — each after a confirmation. Refused in a
 * closed period: the reason is shown, not a button that fails.
 */
export function WipAdjustmentPanel({ schedule, canPost }: { schedule: TWipSchedule; canPost: boolean }) {
  const periodEnd = schedule.period_end;
  const adjustments = useWipAdjustments(periodEnd, true);
  const post = usePostWipAdjustment();
  const withdraw = useWithdrawWipAdjustment();
  const [confirm, setConfirm] = React.useState<'post' | 'withdraw' | null>(null);
  const posted = schedule.posted_adjustment;
  const t = schedule.totals;
  const closed = schedule.books_closed_through;
  const isClosed = closed !== null && periodEnd <= closed;
  const hasNothing = t.over_billings_cents === 0 && t.under_billings_cents === 0;
  const reversalDate = firstDayOfNextMonth(periodEnd);

  const blocker = isClosed
    ? `The books are closed through ${closed}: the adjustment for ${periodEnd} can no longer be posted or withdrawn.`
    : !canPost
      ? 'Posting the WIP adjustment is for people who post to the ledger.'
      : null;

  const run = () => {
    if (confirm === 'post')
      post.mutate(periodEnd, {
        onSuccess: (adjustment) =>
          toast.success(`WIP adjustment posted: ${adjustment.entry.entry_number}`, {
            description: `Reversed by ${adjustment.reversal.entry_number} on ${adjustment.reversal.entry_date}`,
          }),
        onError: (error) => toast.error(errorMessage(error, 'Could not post the WIP adjustment')),
      });
    else if (confirm === 'withdraw' && posted)
      withdraw.mutate(posted.id, {
        onSuccess: () => toast.success(`WIP adjustment for ${periodEnd} withdrawn`),
        onError: (error) => toast.error(errorMessage(error, 'Could not withdraw the WIP adjustment')),
      });
    setConfirm(null);
  };

  const history = (adjustments.data?.items ?? []).filter((a) => a.status === 'withdrawn');
  return (
    <section
      className="grid gap-3 rounded-lg border p-4 print:border-0 print:p-0"
      aria-labelledby="wip-adjustment-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="wip-adjustment-title" className="font-medium">
          WIP adjustment for {periodEnd}
        </h3>
        <div className="print:hidden">
          {posted ? (
            <Button
              type="button"
              variant="outline"
              disabled={blocker !== null || withdraw.isPending}
              onClick={() => setConfirm('withdraw')}
            >
              {withdraw.isPending ? <ButtonSpinner /> : <Undo2 aria-hidden="true" />}
              Withdraw adjustment
            </Button>
          ) : (
            <Button
              type="button"
              disabled={blocker !== null || hasNothing || post.isPending}
              onClick={() => setConfirm('post')}
            >
              {post.isPending ? <ButtonSpinner /> : <BookCheck aria-hidden="true" />}
              Post WIP adjustment
            </Button>
          )}
        </div>
      </div>
      <p className="text-muted-foreground text-sm">
        Over-billings: Dr contract revenue, Cr billings in excess of costs and estimated earnings.
        Under-billings: Dr costs and estimated earnings in excess of billings, Cr contract revenue. Reversed
        on {reversalDate}.
      </p>
      {blocker ? <p className="text-muted-foreground text-sm print:hidden">{blocker}</p> : null}
      {!posted && hasNothing && !blocker ? (
        <p className="text-muted-foreground text-sm">
          Nothing to post: every job is billed exactly as earned.
        </p>
      ) : null}
      {posted || history.length > 0 ? (
        <ul className="grid gap-2" aria-label="WIP adjustments of the period">
          {posted ? <AdjustmentLine adjustment={posted} /> : null}
          {history.map((a) => (
            <AdjustmentLine key={a.id} adjustment={a} />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">No WIP adjustment posted for this period.</p>
      )}

      <AlertDialog open={confirm !== null} onOpenChange={(open) => (open ? null : setConfirm(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {confirm === 'post'
                ? `Post the WIP adjustment for ${periodEnd}?`
                : `Withdraw the WIP adjustment for ${periodEnd}?`}
            </AlertDialogTitle>
            <AlertDialogDescription asChild>
              {confirm === 'post' ? (
                <div className="grid gap-2">
                  <p>
                    One journal entry dated {periodEnd}, reversed by another dated {reversalDate}:
                  </p>
                  <ul className="list-disc pl-5">
                    <li>
                      Dr Contract revenue, Cr Billings in excess of costs and estimated earnings:{' '}
                      {formatCents(t.over_billings_cents)}
                    </li>
                    <li>
                      Dr Costs and estimated earnings in excess of billings, Cr Contract revenue:{' '}
                      {formatCents(t.under_billings_cents)}
                    </li>
                  </ul>
                  <p>Estimates of this period can no longer change while it stands.</p>
                </div>
              ) : (
                <p>
                  Two entries cancel {posted?.entry.entry_number} (dated {periodEnd}) and its reversal{' '}
                  {posted?.reversal.entry_number} (dated {reversalDate}). The period can then be posted again.
                </p>
              )}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={confirm === 'withdraw' ? buttonVariants({ variant: 'destructive' }) : undefined}
              onClick={run}
            >
              {confirm === 'post' ? 'Post adjustment' : 'Withdraw adjustment'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
