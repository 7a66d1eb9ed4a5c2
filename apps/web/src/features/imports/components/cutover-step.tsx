import { IMPORT_MESSAGES, type TImportRun } from '@groundwork/shared';
import { ArrowRight } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Field, FormAlert, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-fetch';
import { useUpdateImportRun } from '../api/use-import-runs';
import { isRunEditable } from '../run-steps';

function OptionSwitch({
  id,
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  description: React.ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3 rounded-md border p-3">
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {description}
        </p>
      </div>
    </div>
  );
}

/** Step 2: the cut-over date and the options, saved on the run. */
export function CutoverStep({ run, onContinue }: { run: TImportRun; onContinue: () => void }) {
  const update = useUpdateImportRun(run.id);
  const [date, setDate] = React.useState(run.cutover_date ?? '');
  const [fullHistory, setFullHistory] = React.useState(run.options.full_history);
  const [jobCost, setJobCost] = React.useState(run.options.job_to_date_cost);
  const [error, setError] = React.useState<string | undefined>(undefined);
  const [formError, setFormError] = React.useState<string | null>(null);
  const isEditable = isRunEditable(run.status);
  const hasJournal = run.files.some((file) => file.kind === 'journal' || file.kind === 'iif');
  const hasJobCost = run.files.some((file) => file.kind === 'csv_job_cost');
  const isChanged =
    date !== (run.cutover_date ?? '') ||
    fullHistory !== run.options.full_history ||
    jobCost !== run.options.job_to_date_cost;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!date) {
      setError(IMPORT_MESSAGES.cutoverRequired);
      return;
    }
    setError(undefined);
    if (!isChanged) {
      onContinue();
      return;
    }
    update.mutate(
      { cutover_date: date, options: { full_history: fullHistory, job_to_date_cost: jobCost } },
      {
        onSuccess: () => {
          toast.success('Cut-over saved');
          onContinue();
        },
        onError: (cause) =>
          setFormError(errorMessage(cause, 'The cut-over was not saved. Please try again.')),
      },
    );
  };

  return (
    <form aria-labelledby="cutover-heading" className="grid max-w-2xl gap-5" onSubmit={save} noValidate>
      <div className="grid gap-1">
        <h2 id="cutover-heading" className="font-semibold text-lg">
          Cut-over and options
        </h2>
        <p className="text-muted-foreground text-sm">
          The day your books move: best a fiscal year end. Balances come in as of that day; mid-year, the
          year-to-date income and expense come in too. Open invoices and bills, and checks and deposits not
          yet cleared, come in as open items.
        </p>
      </div>
      <Field id="cutover-date" label="Cut-over date" error={error} className="max-w-56">
        <Input
          id="cutover-date"
          type="date"
          required
          value={date}
          disabled={!isEditable}
          onChange={(event) => setDate(event.target.value)}
          {...invalidProps('cutover-date', error)}
        />
      </Field>
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium text-sm">Options</legend>
        <OptionSwitch
          id="option-full-history"
          label="Full history"
          checked={fullHistory}
          disabled={!isEditable}
          onChange={setFullHistory}
          description={
            <>
              Post every transaction of the Journal report instead of one opening entry, with the trial
              balance checked at every month end. Slower, and more to map.
              {fullHistory && !hasJournal ? (
                <span className="mt-1 block text-destructive">Upload the Journal report for this.</span>
              ) : null}
            </>
          }
        />
        <OptionSwitch
          id="option-job-cost"
          label="Job-to-date cost"
          checked={jobCost}
          disabled={!isEditable}
          onChange={setJobCost}
          description={
            <>
              Bring cost to date by job, cost code and category as history for the job reports (not posted to
              the ledger).
              {jobCost && !hasJobCost ? (
                <span className="mt-1 block text-muted-foreground">
                  Uses the job-to-date cost CSV template.
                </span>
              ) : null}
            </>
          }
        />
      </fieldset>
      <FormAlert message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={!isEditable || update.isPending}>
          {update.isPending ? <ButtonSpinner /> : null}
          {isChanged ? 'Save and continue' : 'Continue'}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </form>
  );
}
