import {
  type TStateWithholding,
  type TStateWithholdingInput,
  ZStateWithholdingInput,
} from '@groundwork/shared';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/field';
import { DialogFormFooter } from '@/components/form-dialog';
import { ListSection, runWithToasts } from '@/components/list-section';
import { MoneyInput } from '@/components/money-input';
import { textFromCents } from '@/lib/money-text';
import { useDeleteStateWithholding, useSaveStateWithholding } from '../api/use-employee-pay';
import { CheckboxField, InputField, SelectField, STATE_OPTIONS, useZodForm } from './form-bits';

type TValues = z.input<typeof ZStateWithholdingInput>;

function CertificateForm({
  employeeId,
  certificate,
  onClose,
}: {
  employeeId: string;
  certificate: TStateWithholding | null;
  onClose: () => void;
}) {
  const save = useSaveStateWithholding(employeeId);
  const form = useZodForm<TValues, TStateWithholdingInput>(ZStateWithholdingInput, {
    state: certificate?.state ?? '',
    filing_status: certificate?.filing_status ?? 'single',
    allowances: certificate?.allowances ?? 0,
    additional_cents: certificate?.additional_cents ?? 0,
    exempt: certificate?.exempt ?? false,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await runWithToasts(() => save.mutateAsync({ id: certificate?.id ?? null, input }), {
      done: 'State certificate saved',
      failed: 'Could not save the certificate',
      onDone: onClose,
    });
  });
  return (
    <form aria-label="State certificate" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="sw-state"
        label="State"
        placeholder="Select a state"
        options={STATE_OPTIONS}
        error={errors.state}
        {...form.register('state')}
      />
      <InputField
        id="sw-status"
        label="Filing status (as on the certificate)"
        error={errors.filing_status?.message}
        autoComplete="off"
        {...form.register('filing_status')}
      />
      <InputField
        id="sw-allowances"
        label="Allowances or exemptions"
        error={errors.allowances?.message}
        type="number"
        min={0}
        max={99}
        {...form.register('allowances', { valueAsNumber: true })}
      />
      <Field id="sw-additional" label="Additional per period" error={errors.additional_cents?.message}>
        <Controller
          control={form.control}
          name="additional_cents"
          render={({ field }) => (
            <MoneyInput
              id="sw-additional"
              value={field.value || null}
              onChange={(c) => field.onChange(c ?? 0)}
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
      <div className="sm:col-span-2">
        <CheckboxField id="sw-exempt" label="Exempt from state withholding" {...form.register('exempt')} />
      </div>
      <div className="sm:col-span-2">
        <DialogFormFooter submitLabel="Save certificate" isSaving={save.isPending} onCancel={onClose} />
      </div>
    </form>
  );
}

/** State withholding certificates (the state's W-4), one per state. */
export function StateWithholdingsCard({
  employeeId,
  certificates,
  canEdit,
}: {
  employeeId: string;
  certificates: TStateWithholding[];
  canEdit: boolean;
}) {
  const remove = useDeleteStateWithholding(employeeId);
  return (
    <ListSection
      id="sw"
      headingLevel={3}
      title="State withholding certificates"
      description="Each work state with an income tax needs one; time is taxed by its work state."
      tableLabel="State certificates"
      rows={certificates}
      emptyText="No state certificates yet."
      columns={[
        { header: 'State', cell: (c) => c.state, className: 'font-medium' },
        { header: 'Filing status', cell: (c) => c.filing_status },
        { header: 'Allowances', cell: (c) => c.allowances, isNumeric: true },
        { header: 'Additional', cell: (c) => textFromCents(c.additional_cents, true), isNumeric: true },
        { header: 'Exempt', cell: (c) => (c.exempt ? 'Yes' : 'No') },
      ]}
      canEdit={canEdit}
      add={{ label: 'Add certificate' }}
      form={{
        title: (c) => (c ? `Edit ${c.state} certificate` : 'Add state certificate'),
        description: "The employee's state withholding certificate.",
        render: (c, close) => <CertificateForm employeeId={employeeId} certificate={c} onClose={close} />,
      }}
      editLabel={(c) => `Edit ${c.state} certificate`}
      remove={{
        mutation: remove,
        label: (c) => `Delete ${c.state} certificate`,
        title: (c) => `Delete the ${c?.state ?? ''} certificate?`,
        description:
          "Withholding for that state falls back to the state's defaults until a new certificate is on file.",
        doneText: () => 'Certificate deleted',
        failedText: () => 'Could not delete the certificate',
      }}
    />
  );
}
