import {
  FRINGE_FUNDS,
  type TFringeRate,
  type TFringeRateFormValues,
  type TFringeRateInputValues,
  type TWorkersCompClass,
  type TWorkersCompClassFormValues,
  type TWorkersCompClassInput,
  ZFringeRateInput,
  ZWorkersCompClassInput,
} from '@groundwork/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { DialogFormFooter } from '@/components/form-dialog';
import { runWithToasts } from '@/components/list-section';
import { CheckboxField, InputField, SelectField, STATE_OPTIONS, useZodForm } from './form-bits';

type TSave<TRow> = UseMutationResult<TRow, Error, { id: string | null; input: unknown }>;

async function saveWith<TRow>(
  save: TSave<TRow>,
  id: string | null,
  input: unknown,
  what: string,
  onClose: () => void,
) {
  await runWithToasts(() => save.mutateAsync({ id, input }), {
    done: `${what} saved`,
    failed: `Could not save the ${what.toLowerCase()}`,
    onDone: onClose,
  });
}

export function WorkersCompForm({
  row,
  save,
  onClose,
}: {
  row: TWorkersCompClass | null;
  save: TSave<TWorkersCompClass>;
  onClose: () => void;
}) {
  const form = useZodForm<TWorkersCompClassFormValues, TWorkersCompClassInput>(ZWorkersCompClassInput, {
    state: row?.state ?? '',
    class_code: row?.class_code ?? '',
    description: row?.description ?? '',
    rate_per_100: row ? String(Number(row.rate_per_100)) : '',
    excludes_overtime_premium: row?.excludes_overtime_premium ?? true,
    is_active: row?.is_active ?? true,
  });
  const { errors } = form.formState;
  return (
    <form
      aria-label="Workers' comp class"
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((input) =>
        saveWith(save, row?.id ?? null, input, "Workers' comp class", onClose),
      )}
    >
      <SelectField
        id="wc-state"
        label="State"
        placeholder="Select a state"
        options={STATE_OPTIONS}
        error={errors.state}
        {...form.register('state')}
      />
      <InputField
        id="wc-code"
        label="Class code"
        error={errors.class_code?.message}
        autoComplete="off"
        placeholder="5403"
        {...form.register('class_code')}
      />
      <InputField
        id="wc-description"
        label="Description"
        error={errors.description?.message}
        autoComplete="off"
        placeholder="Carpentry"
        {...form.register('description')}
      />
      <InputField
        id="wc-rate"
        label="Rate per $100 of payroll"
        error={errors.rate_per_100?.message}
        inputMode="decimal"
        autoComplete="off"
        placeholder="12.34"
        {...form.register('rate_per_100')}
      />
      <CheckboxField
        id="wc-ot"
        label="Excludes the overtime premium"
        hint="Most states rate straight-time pay only"
        {...form.register('excludes_overtime_premium')}
      />
      <CheckboxField id="wc-active" label="Active" {...form.register('is_active')} />
      <div className="sm:col-span-2">
        <DialogFormFooter submitLabel="Save class" isSaving={save.isPending} onCancel={onClose} />
      </div>
    </form>
  );
}

export const FUND_LABELS: Record<(typeof FRINGE_FUNDS)[number], string> = {
  health: 'Health',
  pension: 'Pension',
  training: 'Training',
  vacation: 'Vacation',
  other: 'Other',
};

export function FringeRateForm({
  row,
  save,
  onClose,
}: {
  row: TFringeRate | null;
  save: TSave<TFringeRate>;
  onClose: () => void;
}) {
  const form = useZodForm<TFringeRateFormValues, TFringeRateInputValues>(ZFringeRateInput, {
    union_local: row?.union_local ?? '',
    classification: row?.classification ?? '',
    fund: row?.fund ?? 'health',
    fund_name: row?.fund_name ?? '',
    rate_per_hour: row ? String(Number(row.rate_per_hour)) : '',
    taxable: row?.taxable ?? false,
    effective_from: row?.effective_from ?? '',
  });
  const { errors } = form.formState;
  return (
    <form
      aria-label="Fringe rate"
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((input) => saveWith(save, row?.id ?? null, input, 'Fringe rate', onClose))}
    >
      <InputField
        id="fr-local"
        label="Union local"
        error={errors.union_local?.message}
        autoComplete="off"
        placeholder="Local 22"
        {...form.register('union_local')}
      />
      <InputField
        id="fr-class"
        label="Classification"
        error={errors.classification?.message}
        autoComplete="off"
        placeholder="Carpenter"
        {...form.register('classification')}
      />
      <SelectField
        id="fr-fund"
        label="Fund"
        options={FRINGE_FUNDS.map((f) => [f, FUND_LABELS[f]] as const)}
        error={errors.fund}
        {...form.register('fund')}
      />
      <InputField
        id="fr-fund-name"
        label="Fund name"
        error={errors.fund_name?.message}
        autoComplete="off"
        placeholder="Carpenters Health Trust"
        {...form.register('fund_name')}
      />
      <InputField
        id="fr-rate"
        label="Rate per hour"
        error={errors.rate_per_hour?.message}
        inputMode="decimal"
        autoComplete="off"
        placeholder="8.25"
        {...form.register('rate_per_hour')}
      />
      <InputField
        id="fr-from"
        label="Effective from"
        error={errors.effective_from?.message}
        type="date"
        {...form.register('effective_from')}
      />
      <div className="sm:col-span-2">
        <CheckboxField
          id="fr-taxable"
          label="Taxable (paid through the check, e.g. vacation)"
          {...form.register('taxable')}
        />
      </div>
      <div className="sm:col-span-2">
        <DialogFormFooter submitLabel="Save rate" isSaving={save.isPending} onCancel={onClose} />
      </div>
    </form>
  );
}
