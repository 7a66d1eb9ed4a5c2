import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-fetch';
import { type TSubReportTarget, useMarkSubReportNoWork, useUploadSubReport } from '../api/use-sub-reports';

export type TSubReportSlot = TSubReportTarget & { vendor_name: string; is_replacing: boolean };

/** Uploads a subcontractor's weekly certified payroll (PDF, PNG or JPEG) for one week, or marks it "no work". */
export function SubReportUploadDialog({
  slot,
  onOpenChange,
}: {
  slot: TSubReportSlot | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const upload = useUploadSubReport();
  const noWork = useMarkSubReportNoWork();
  const [file, setFile] = React.useState<File | null>(null);
  const [payrollNumber, setPayrollNumber] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!slot) return;
    setFile(null);
    setPayrollNumber('');
    setError(null);
  }, [slot]);
  const isBusy = upload.isPending || noWork.isPending;

  const target = (): TSubReportTarget | null =>
    slot
      ? {
          job_id: slot.job_id,
          vendor_id: slot.vendor_id,
          week_ending: slot.week_ending,
          ...(payrollNumber.trim() ? { payroll_number: payrollNumber.trim() } : {}),
        }
      : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const t = target();
    if (!t) return;
    if (!file) return setError('Choose the report file (PDF, PNG or JPEG)');
    try {
      await upload.mutateAsync({ target: t, file });
      toast.success('Subcontractor report uploaded');
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, 'Could not upload the report'));
    }
  };

  const markNoWork = async () => {
    const t = target();
    if (!t) return;
    try {
      await noWork.mutateAsync(t);
      toast.success('Week marked “no work”');
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, 'Could not mark the week'));
    }
  };

  return (
    <FormDialog
      isOpen={slot !== null}
      onOpenChange={onOpenChange}
      title="Subcontractor's certified payroll"
      description={
        slot
          ? `${slot.vendor_name}, week ending ${slot.week_ending}${slot.is_replacing ? ' — replaces what was received' : ''}.`
          : ''
      }
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <Field id="sub-report-file" label="Report file">
          <Input
            id="sub-report-file"
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        <Field id="sub-report-number" label="Payroll number (optional)">
          <Input
            id="sub-report-number"
            value={payrollNumber}
            className="w-40"
            onChange={(event) => setPayrollNumber(event.target.value)}
          />
        </Field>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFooter className="gap-2 sm:justify-between">
          <Button type="button" variant="outline" disabled={isBusy} onClick={() => void markNoWork()}>
            {noWork.isPending ? <ButtonSpinner /> : null}
            Mark no work
          </Button>
          <div className="flex gap-2">
            <Button type="button" variant="outline" disabled={isBusy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isBusy}>
              {upload.isPending ? <ButtonSpinner /> : null}
              Upload
            </Button>
          </div>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
