import {
  type TDetermination,
  type TDeterminationFormValues,
  type TDeterminationInput,
  type TWageClass,
  type TWageClassFormValues,
  type TWageClassInput,
  ZDeterminationInput,
  ZWageClassInput,
} from '@groundwork/shared';
import { DialogFormFooter } from '@/components/form-dialog';
import { runWithToasts } from '@/components/list-section';
import { CheckboxField, InputField, useZodForm } from '@/features/pay-setup/components/form-bits';
import { useAddDetermination, useSaveWageClass } from '../api/use-certified-job';

/** Adds a determination, or the next modification of the latest one (its classes copied by default). */
export function DeterminationForm({
  jobId,
  latest,
  onClose,
}: {
  jobId: string;
  latest: TDetermination | null;
  onClose: () => void;
}) {
  const add = useAddDetermination(jobId);
  const form = useZodForm<TDeterminationFormValues, TDeterminationInput>(ZDeterminationInput, {
    wd_number: latest?.wd_number ?? '',
    modification: latest ? latest.modification + 1 : 0,
    modification_date: '',
    effective_from: '',
    note: '',
    copy_previous_classes: latest !== null,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await runWithToasts(() => add.mutateAsync(input), {
      done: (det) => `WD ${det.wd_number} modification ${det.modification} added`,
      failed: 'Could not add the determination',
      onDone: onClose,
    });
  });
  return (
    <form aria-label="Add modification" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <InputField
        id="wd-number"
        label="WD number"
        error={errors.wd_number?.message}
        autoComplete="off"
        placeholder="CA20260012"
        {...form.register('wd_number')}
      />
      <InputField
        id="wd-mod"
        label="Modification"
        error={errors.modification?.message}
        inputMode="numeric"
        {...form.register('modification')}
      />
      <InputField
        id="wd-date"
        label="Modification date"
        error={errors.modification_date?.message}
        type="date"
        {...form.register('modification_date')}
      />
      <InputField
        id="wd-effective"
        label="Effective from"
        error={errors.effective_from?.message}
        type="date"
        {...form.register('effective_from')}
      />
      <InputField
        id="wd-note"
        label="Note"
        error={errors.note?.message}
        className="sm:col-span-2"
        autoComplete="off"
        {...form.register('note')}
      />
      <div className="sm:col-span-2">
        <CheckboxField
          id="wd-copy"
          label="Copy the previous modification's classifications"
          hint="Start from the classes of the highest lower modification of the same WD number"
          {...form.register('copy_previous_classes')}
        />
      </div>
      <div className="sm:col-span-2">
        <DialogFormFooter submitLabel="Add modification" isSaving={add.isPending} onCancel={onClose} />
      </div>
    </form>
  );
}

/** Adds or edits one classification: as written in the determination, basic rate and fringe per hour. */
export function WageClassForm({
  jobId,
  determinationId,
  wageClass,
  onClose,
}: {
  jobId: string;
  determinationId: string;
  wageClass: TWageClass | null;
  onClose: () => void;
}) {
  const save = useSaveWageClass(jobId);
  const form = useZodForm<TWageClassFormValues, TWageClassInput>(ZWageClassInput, {
    classification: wageClass?.classification ?? '',
    basic_rate: wageClass ? String(Number(wageClass.basic_rate)) : '',
    fringe_rate: wageClass ? String(Number(wageClass.fringe_rate)) : '0',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await runWithToasts(() => save.mutateAsync({ id: wageClass?.id ?? null, determinationId, input }), {
      done: wageClass ? 'Classification saved' : 'Classification added',
      failed: 'Could not save the classification',
      onDone: onClose,
    });
  });
  return (
    <form
      aria-label={wageClass ? 'Edit classification' : 'Add classification'}
      onSubmit={submit}
      noValidate
      className="grid gap-4"
    >
      <InputField
        id="class-name"
        label="Classification"
        error={errors.classification?.message}
        autoComplete="off"
        placeholder="e.g. Electrician"
        {...form.register('classification')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="class-basic"
          label="Basic hourly rate"
          error={errors.basic_rate?.message}
          inputMode="decimal"
          placeholder="38.50"
          {...form.register('basic_rate')}
        />
        <InputField
          id="class-fringe"
          label="Fringe per hour"
          error={errors.fringe_rate?.message}
          inputMode="decimal"
          placeholder="6.73"
          {...form.register('fringe_rate')}
        />
      </div>
      <DialogFormFooter
        submitLabel={wageClass ? 'Save classification' : 'Add classification'}
        isSaving={save.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
