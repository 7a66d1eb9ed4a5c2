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
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { CheckboxField } from '@/features/pay-setup/components/form-bits';
import { errorMessage } from '@/lib/api-fetch';
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
  const form = useForm<TDeterminationFormValues, unknown, TDeterminationInput>({
    resolver: zodResolver(ZDeterminationInput) as Resolver<
      TDeterminationFormValues,
      unknown,
      TDeterminationInput
    >,
    defaultValues: {
      wd_number: latest?.wd_number ?? '',
      modification: latest ? latest.modification + 1 : 0,
      modification_date: '',
      effective_from: '',
      note: '',
      copy_previous_classes: latest !== null,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      const det = await add.mutateAsync(input);
      toast.success(`WD ${det.wd_number} modification ${det.modification} added`);
      onClose();
    } catch (error) {
      toast.error('Could not add the determination', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });
  return (
    <form aria-label="Add modification" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field id="wd-number" label="WD number" error={errors.wd_number?.message}>
        <Input
          id="wd-number"
          autoComplete="off"
          placeholder="CA20260012"
          {...invalidProps('wd-number', errors.wd_number?.message)}
          {...form.register('wd_number')}
        />
      </Field>
      <Field id="wd-mod" label="Modification" error={errors.modification?.message}>
        <Input
          id="wd-mod"
          inputMode="numeric"
          {...invalidProps('wd-mod', errors.modification?.message)}
          {...form.register('modification')}
        />
      </Field>
      <Field id="wd-date" label="Modification date" error={errors.modification_date?.message}>
        <Input
          id="wd-date"
          type="date"
          {...invalidProps('wd-date', errors.modification_date?.message)}
          {...form.register('modification_date')}
        />
      </Field>
      <Field id="wd-effective" label="Effective from" error={errors.effective_from?.message}>
        <Input
          id="wd-effective"
          type="date"
          {...invalidProps('wd-effective', errors.effective_from?.message)}
          {...form.register('effective_from')}
        />
      </Field>
      <Field id="wd-note" label="Note" error={errors.note?.message} className="sm:col-span-2">
        <Input id="wd-note" autoComplete="off" {...form.register('note')} />
      </Field>
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
  const form = useForm<TWageClassFormValues, unknown, TWageClassInput>({
    resolver: zodResolver(ZWageClassInput) as Resolver<TWageClassFormValues, unknown, TWageClassInput>,
    defaultValues: {
      classification: wageClass?.classification ?? '',
      basic_rate: wageClass ? String(Number(wageClass.basic_rate)) : '',
      fringe_rate: wageClass ? String(Number(wageClass.fringe_rate)) : '0',
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: wageClass?.id ?? null, determinationId, input });
      toast.success(wageClass ? 'Classification saved' : 'Classification added');
      onClose();
    } catch (error) {
      toast.error('Could not save the classification', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });
  return (
    <form
      aria-label={wageClass ? 'Edit classification' : 'Add classification'}
      onSubmit={submit}
      noValidate
      className="grid gap-4"
    >
      <Field id="class-name" label="Classification" error={errors.classification?.message}>
        <Input
          id="class-name"
          autoComplete="off"
          placeholder="e.g. Electrician"
          {...invalidProps('class-name', errors.classification?.message)}
          {...form.register('classification')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="class-basic" label="Basic hourly rate" error={errors.basic_rate?.message}>
          <Input
            id="class-basic"
            inputMode="decimal"
            placeholder="38.50"
            {...invalidProps('class-basic', errors.basic_rate?.message)}
            {...form.register('basic_rate')}
          />
        </Field>
        <Field id="class-fringe" label="Fringe per hour" error={errors.fringe_rate?.message}>
          <Input
            id="class-fringe"
            inputMode="decimal"
            placeholder="6.73"
            {...invalidProps('class-fringe', errors.fringe_rate?.message)}
            {...form.register('fringe_rate')}
          />
        </Field>
      </div>
      <DialogFormFooter
        submitLabel={wageClass ? 'Save classification' : 'Add classification'}
        isSaving={save.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
