import { type TCertifiedReport, todayIso } from '@groundwork/shared';
import { CheckIcon, FilePenLineIcon, RefreshCwIcon, SendIcon, SignatureIcon } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { FormAlert } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { errorMessage } from '@/lib/api-fetch';
import {
  type TReportAction,
  useCertifiedReportAction,
  useMakeCertifiedReport,
} from '../api/use-certified-reports';

/** What can be done to the report now: make again, review, sign (officers), submit, amend. */
export function ReportActions({ report }: { report: TCertifiedReport }) {
  const action = useCertifiedReportAction(report.id);
  const make = useMakeCertifiedReport();
  const navigate = useNavigate();
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const [dialog, setDialog] = React.useState<'sign' | 'submit' | null>(null);
  const isChangeable = report.status === 'draft' || report.status === 'reviewed';
  const isLatest = report.revisions[report.revisions.length - 1]?.id === report.id;

  const run = async (request: TReportAction, done: string) => {
    try {
      const after = await action.mutateAsync(request);
      toast.success(done);
      if (after.id !== report.id) void navigate(`/certified-payroll/reports/${after.id}`);
      return true;
    } catch (caught) {
      toast.error(errorMessage(caught, 'The report could not be changed'));
      return false;
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      {report.can_prepare && isChangeable ? (
        <Button
          variant="outline"
          disabled={make.isPending}
          onClick={() =>
            make
              .mutateAsync({ job_id: report.job_id, week_ending: report.week_ending })
              .then(() => toast.success('Made again from posted payroll'))
              .catch((caught: unknown) =>
                toast.error(errorMessage(caught, 'The report could not be made again')),
              )
          }
        >
          <RefreshCwIcon aria-hidden="true" />
          Make again from payroll
        </Button>
      ) : null}
      {report.can_prepare && report.status === 'draft' ? (
        <Button disabled={action.isPending} onClick={() => void run({ action: 'review' }, 'Marked reviewed')}>
          <CheckIcon aria-hidden="true" />
          Mark reviewed
        </Button>
      ) : null}
      {report.can_sign ? (
        <Button onClick={() => setDialog('sign')}>
          <SignatureIcon aria-hidden="true" />
          Sign
        </Button>
      ) : null}
      {report.can_prepare && report.status === 'signed' ? (
        <Button onClick={() => setDialog('submit')}>
          <SendIcon aria-hidden="true" />
          Record submission
        </Button>
      ) : null}
      {report.can_prepare && isLatest && (report.status === 'signed' || report.status === 'submitted') ? (
        <Button
          variant="outline"
          onClick={() =>
            setConfirm({
              title: `Amend payroll ${report.payroll_number}?`,
              description: `Revision ${report.revision + 1} is made from posted payroll as it stands now, with what changed against this signed report. This report stays as signed.`,
              action: 'Amend',
              run: () => void run({ action: 'amend' }, `Revision ${report.revision + 1} made`),
            })
          }
        >
          <FilePenLineIcon aria-hidden="true" />
          Amend
        </Button>
      ) : null}
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
      <SignDialog
        report={report}
        isOpen={dialog === 'sign'}
        isSaving={action.isPending}
        onOpenChange={(open) => setDialog(open ? 'sign' : null)}
        onSubmit={(typedName) => run({ action: 'sign', input: { typed_name: typedName } }, 'Report signed')}
      />
      <SubmitDialog
        isOpen={dialog === 'submit'}
        isSaving={action.isPending}
        onOpenChange={(open) => setDialog(open ? 'submit' : null)}
        onSubmit={(input) => run({ action: 'submit', input }, 'Submission recorded')}
      />
    </div>
  );
}

function SignDialog({
  report,
  isOpen,
  isSaving,
  onOpenChange,
  onSubmit,
}: {
  report: TCertifiedReport;
  isOpen: boolean;
  isSaving: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (typedName: string) => Promise<boolean>;
}) {
  const [name, setName] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        setError(null);
        onOpenChange(open);
      }}
      title={`Sign payroll ${report.payroll_number}`}
      description="By typing your name you sign the statement of compliance of this payroll. The willful falsification of any of its statements may subject the contractor to civil or criminal prosecution (18 U.S.C. 1001, 31 U.S.C. 3729). Once signed it cannot change."
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!name.trim()) {
            setError('Type your name to sign');
            return;
          }
          void onSubmit(name.trim()).then((ok) => (ok ? onOpenChange(false) : null));
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="sign-name">Your name, typed as your signature</Label>
          <Input
            id="sign-name"
            autoComplete="name"
            maxLength={200}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <FormAlert message={error} />
        <DialogFormFooter
          submitLabel="Sign report"
          isSaving={isSaving}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}

function SubmitDialog({
  isOpen,
  isSaving,
  onOpenChange,
  onSubmit,
}: {
  isOpen: boolean;
  isSaving: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (input: { submitted_on: string; submitted_to: string }) => Promise<boolean>;
}) {
  const [date, setDate] = React.useState(todayIso());
  const [to, setTo] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Record the submission"
      description="When and to whom the signed report went (the contracting agency, or the prime contractor)."
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!to.trim()) {
            setError('Say to whom the report was submitted');
            return;
          }
          void onSubmit({ submitted_on: date, submitted_to: to.trim() }).then((ok) =>
            ok ? onOpenChange(false) : null,
          );
        }}
      >
        <DateField id="submitted-on" label="Submitted on" value={date} onChange={setDate} />
        <div className="grid gap-2">
          <Label htmlFor="submitted-to">Submitted to</Label>
          <Input id="submitted-to" maxLength={200} value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <FormAlert message={error} />
        <DialogFormFooter
          submitLabel="Record submission"
          isSaving={isSaving}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
