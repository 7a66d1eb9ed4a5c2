import { PAYROLL_RUN_MESSAGES, type TPayrollRun, todayIso } from '@groundwork/shared';
import { CalculatorIcon, CheckIcon, SendIcon, Undo2Icon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { errorMessage } from '@/lib/api-fetch';
import { type TRunAction, usePayrollRunAction } from '../api/use-payroll-runs';
import { prevailingWageErrors } from './certified-compliance-panel';

/**
 * What can be done to a run now: calculate / recalculate and approve a draft; return an approved run
 * to draft or post it; void a posted run (with a reason) and record its net pay settlement.
 */
export function RunActions({ run }: { run: TPayrollRun }) {
  const action = usePayrollRunAction(run.id);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const [dialog, setDialog] = React.useState<'void' | 'settle' | null>(null);
  const hasNegative = run.checks.some((c) => c.net_cents < 0);
  const underpaid = prevailingWageErrors(run).length > 0;

  const run_ = async (request: TRunAction, done: string) => {
    try {
      await action.mutateAsync(request);
      toast.success(done);
      return true;
    } catch (caught) {
      toast.error(errorMessage(caught, 'The run could not be changed'));
      return false;
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {run.status === 'draft' ? (
        <>
          <Button
            variant={run.calculated_at ? 'outline' : 'default'}
            disabled={action.isPending}
            onClick={() => void run_({ action: 'calculate' }, PAYROLL_RUN_MESSAGES.calculated)}
          >
            <CalculatorIcon aria-hidden="true" />
            {run.calculated_at ? 'Recalculate' : 'Calculate'}
          </Button>
          <Button
            disabled={
              action.isPending || !run.calculated_at || run.check_count === 0 || hasNegative || underpaid
            }
            title={
              hasNegative
                ? 'A check has negative net pay'
                : underpaid
                  ? 'A worker is paid below the wage determination'
                  : undefined
            }
            onClick={() =>
              setConfirm({
                title: `Approve run ${run.run_number}?`,
                description:
                  'Approving freezes the figures of every check. Return the run to draft to change them.',
                action: 'Approve',
                run: () => void run_({ action: 'approve' }, PAYROLL_RUN_MESSAGES.approved),
              })
            }
          >
            <CheckIcon aria-hidden="true" />
            Approve
          </Button>
        </>
      ) : null}
      {run.status === 'approved' ? (
        <>
          <Button
            variant="outline"
            disabled={action.isPending}
            onClick={() => void run_({ action: 'return-to-draft' }, PAYROLL_RUN_MESSAGES.returned)}
          >
            <Undo2Icon aria-hidden="true" />
            Return to draft
          </Button>
          <Button
            disabled={action.isPending}
            onClick={() =>
              setConfirm({
                title: `Post run ${run.run_number}?`,
                description: `One journal entry dated ${run.check_date}: labor and burden to job cost by job and cost code, withholdings, employer taxes, deductions and net pay. Its time lines are locked.`,
                action: 'Post',
                run: () => void run_({ action: 'post' }, PAYROLL_RUN_MESSAGES.posted),
              })
            }
          >
            <SendIcon aria-hidden="true" />
            Post
          </Button>
        </>
      ) : null}
      {run.status === 'posted' ? (
        <>
          {run.is_settled ? null : (
            <Button variant="outline" onClick={() => setDialog('settle')}>
              Record settlement
            </Button>
          )}
          <Button variant="destructive" onClick={() => setDialog('void')}>
            Void run
          </Button>
        </>
      ) : null}
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
      <VoidRunDialog
        run={run}
        isOpen={dialog === 'void'}
        isSaving={action.isPending}
        onOpenChange={(open) => setDialog(open ? 'void' : null)}
        onSubmit={(reason, date) =>
          run_({ action: 'void', input: { reason, void_date: date } }, PAYROLL_RUN_MESSAGES.voided)
        }
      />
      <SettleRunDialog
        run={run}
        isOpen={dialog === 'settle'}
        isSaving={action.isPending}
        onOpenChange={(open) => setDialog(open ? 'settle' : null)}
        onSubmit={(date) =>
          run_({ action: 'settle', input: { settled_on: date } }, PAYROLL_RUN_MESSAGES.settled)
        }
      />
    </div>
  );
}

function VoidRunDialog({
  run,
  isOpen,
  isSaving,
  onOpenChange,
  onSubmit,
}: {
  run: TPayrollRun;
  isOpen: boolean;
  isSaving: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (reason: string, date: string) => Promise<boolean>;
}) {
  const today = todayIso();
  const [reason, setReason] = React.useState('');
  const [date, setDate] = React.useState(today > run.check_date ? today : run.check_date);
  const [error, setError] = React.useState<string | null>(null);
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        setError(null);
        onOpenChange(open);
      }}
      title={`Void run ${run.run_number}`}
      description="Voiding posts a reversal of the run's entry (and of its settlement), and frees its time lines for another run."
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setError(PAYROLL_RUN_MESSAGES.reasonRequired);
            return;
          }
          void onSubmit(reason.trim(), date).then((ok) => (ok ? onOpenChange(false) : null));
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="void-reason">Reason</Label>
          <Input
            id="void-reason"
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <DateField id="void-date" label="Void date" value={date} min={run.check_date} onChange={setDate} />
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter submitLabel="Void run" isSaving={isSaving} onCancel={() => onOpenChange(false)} />
      </form>
    </FormDialog>
  );
}

function SettleRunDialog({
  run,
  isOpen,
  isSaving,
  onOpenChange,
  onSubmit,
}: {
  run: TPayrollRun;
  isOpen: boolean;
  isSaving: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (date: string) => Promise<boolean>;
}) {
  const [date, setDate] = React.useState(run.check_date);
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Record the net pay settlement"
      description={`When the direct deposit file is sent or the checks are printed: Dr net pay clearing, Cr ${run.cash_account.account_number} ${run.cash_account.account_name}.`}
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(date).then((ok) => (ok ? onOpenChange(false) : null));
        }}
      >
        <DateField id="settle-date" label="Settlement date" value={date} onChange={setDate} />
        <DialogFormFooter
          submitLabel="Record settlement"
          isSaving={isSaving}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
