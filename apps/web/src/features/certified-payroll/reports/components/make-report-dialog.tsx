import type { TCertifiedJob } from '@groundwork/shared';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { errorMessage } from '@/lib/api-fetch';
import { useMakeCertifiedReport } from '../api/use-certified-reports';

/** Make the WH-347 of a week ending (the next payroll number), optionally marked Final. */
export function MakeReportDialog({
  job,
  weekEnding,
  isOpen,
  onOpenChange,
}: {
  job: TCertifiedJob;
  weekEnding: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const make = useMakeCertifiedReport();
  const navigate = useNavigate();
  const [week, setWeek] = React.useState(weekEnding);
  const [isFinal, setIsFinal] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (isOpen) {
      setWeek(weekEnding);
      setIsFinal(false);
      setError(null);
    }
  }, [isOpen, weekEnding]);
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`Make a WH-347 for ${job.job_number}`}
      description="Made from posted payroll of the week: a row per worker and classification. A draft can be made again until it is signed."
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          make
            .mutateAsync({ job_id: job.job_id, week_ending: week, is_final: isFinal })
            .then((report) => {
              toast.success(`Payroll ${report.payroll_number} made`);
              onOpenChange(false);
              void navigate(`/certified-payroll/reports/${report.id}`);
            })
            .catch((caught: unknown) => setError(errorMessage(caught, 'The report could not be made')));
        }}
      >
        <DateField id="make-week-ending" label="Week ending" value={week} onChange={setWeek} />
        <div className="flex items-center gap-2">
          <Switch id="make-final" checked={isFinal} onCheckedChange={setIsFinal} />
          <Label htmlFor="make-final">Final certified payroll of the job</Label>
        </div>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter
          submitLabel="Make report"
          isSaving={make.isPending}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
