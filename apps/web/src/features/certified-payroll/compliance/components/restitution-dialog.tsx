import type { TRestitution } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-fetch';
import { useCreateRestitution, useEmployeeOptions, useUpdateRestitution } from '../api/use-compliance-report';

type TForm = {
  employee_id: string;
  week_ending: string;
  classification: string;
  underpaid_cents: number | null;
  note: string;
};

const empty: TForm = {
  employee_id: '',
  week_ending: '',
  classification: '',
  underpaid_cents: null,
  note: '',
};

/** Records an underpayment of a worker on the job, or changes one (worker, week, class, amount, note). */
export function RestitutionDialog({
  jobId,
  restitution,
  isOpen,
  onOpenChange,
}: {
  jobId: string;
  /** null: a new one. */
  restitution: TRestitution | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const employees = useEmployeeOptions(isOpen);
  const create = useCreateRestitution();
  const update = useUpdateRestitution();
  const [form, setForm] = React.useState<TForm>(empty);
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!isOpen) return;
    setError(null);
    setForm(
      restitution
        ? {
            employee_id: restitution.employee_id,
            week_ending: restitution.week_ending,
            classification: restitution.classification,
            underpaid_cents: restitution.underpaid_cents,
            note: restitution.note ?? '',
          }
        : empty,
    );
  }, [isOpen, restitution]);
  const isSaving = create.isPending || update.isPending;
  const set = <K extends keyof TForm>(key: K, value: TForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.employee_id) return setError('Choose the worker');
    if (!form.week_ending) return setError('Enter the week ending');
    setError(null);
    const input = {
      employee_id: form.employee_id,
      week_ending: form.week_ending,
      classification: form.classification,
      underpaid_cents: form.underpaid_cents ?? 0,
      note: form.note || null,
    };
    try {
      if (restitution) await update.mutateAsync({ id: restitution.id, input });
      else await create.mutateAsync({ job_id: jobId, ...input });
      toast.success(restitution ? 'Underpayment saved' : 'Underpayment recorded');
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, 'Could not save the underpayment'));
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={restitution ? 'Edit underpayment' : 'Record an underpayment'}
      description="What the worker was paid below the wage determination for a week, and why."
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <Field id="restitution-employee" label="Worker">
          <NativeSelect
            id="restitution-employee"
            value={form.employee_id}
            onChange={(event) => set('employee_id', event.target.value)}
          >
            <option value="">{employees.isPending ? 'Loading…' : 'Choose a worker'}</option>
            {(employees.data ?? []).map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field id="restitution-week" label="Week ending">
            <Input
              id="restitution-week"
              type="date"
              value={form.week_ending}
              onChange={(event) => set('week_ending', event.target.value)}
            />
          </Field>
          <Field id="restitution-amount" label="Underpaid">
            <MoneyInput
              id="restitution-amount"
              value={form.underpaid_cents}
              onChange={(cents) => set('underpaid_cents', cents)}
            />
          </Field>
        </div>
        <Field id="restitution-class" label="Classification">
          <Input
            id="restitution-class"
            value={form.classification}
            onChange={(event) => set('classification', event.target.value)}
          />
        </Field>
        <Field id="restitution-note" label="Note">
          <Textarea
            id="restitution-note"
            value={form.note}
            onChange={(event) => set('note', event.target.value)}
          />
        </Field>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter
          submitLabel={restitution ? 'Save' : 'Record'}
          isSaving={isSaving}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
