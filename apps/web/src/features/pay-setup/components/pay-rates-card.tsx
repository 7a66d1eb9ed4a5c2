import { type TPayRate, type TPayRateInput, ZPayRateInput } from '@groundwork/shared';
import type { z } from 'zod';
import { DialogFormFooter } from '@/components/form-dialog';
import { ListSection, runWithToasts } from '@/components/list-section';
import { Badge } from '@/components/ui/badge';
import { useDeletePayRate, useSavePayRate } from '../api/use-employee-pay';
import { CheckboxField, InputField, useZodForm } from './form-bits';

type TValues = z.input<typeof ZPayRateInput>;

function RateDialog({
  employeeId,
  rate,
  onClose,
}: {
  employeeId: string;
  rate: TPayRate | null;
  onClose: () => void;
}) {
  const save = useSavePayRate(employeeId);
  const form = useZodForm<TValues, TPayRateInput>(ZPayRateInput, {
    classification: rate?.classification ?? '',
    hourly_rate: rate ? String(Number(rate.hourly_rate)) : '',
    is_default: rate?.is_default ?? false,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await runWithToasts(() => save.mutateAsync({ id: rate?.id ?? null, input }), {
      done: rate ? 'Rate saved' : 'Rate added',
      failed: 'Could not save the rate',
      onDone: onClose,
    });
  });
  return (
    <form aria-label={rate ? 'Edit rate' : 'Add rate'} onSubmit={submit} noValidate className="grid gap-4">
      <InputField
        id="rate-classification"
        label="Classification"
        error={errors.classification?.message}
        autoComplete="off"
        placeholder="e.g. Carpenter"
        {...form.register('classification')}
      />
      <InputField
        id="rate-hourly"
        label="Hourly rate"
        error={errors.hourly_rate?.message}
        inputMode="decimal"
        autoComplete="off"
        placeholder="38.50"
        {...form.register('hourly_rate')}
      />
      <CheckboxField
        id="rate-default"
        label="Default rate"
        hint="Used when a time line names no classification"
        {...form.register('is_default')}
      />
      <DialogFormFooter
        submitLabel={rate ? 'Save rate' : 'Add rate'}
        isSaving={save.isPending}
        onCancel={onClose}
      />
    </form>
  );
}

/** Hourly rates by classification, one the default. */
export function PayRatesCard({
  employeeId,
  rates,
  canEdit,
}: {
  employeeId: string;
  rates: TPayRate[];
  canEdit: boolean;
}) {
  const remove = useDeletePayRate(employeeId);
  return (
    <ListSection
      id="rates"
      headingLevel={3}
      title="Hourly rates by classification"
      tableLabel="Hourly rates"
      rows={rates}
      emptyText="No hourly rates yet."
      columns={[
        { header: 'Classification', cell: (r) => r.classification, className: 'font-medium' },
        { header: 'Hourly rate', cell: (r) => `$${Number(r.hourly_rate).toFixed(2)}`, isNumeric: true },
        {
          header: 'Default',
          cell: (r) => (r.is_default ? <Badge variant="secondary">Default</Badge> : null),
        },
      ]}
      canEdit={canEdit}
      add={{ label: 'Add rate' }}
      form={{
        title: (r) => (r ? 'Edit rate' : 'Add rate'),
        description: 'An hourly rate for one classification of work.',
        render: (r, close) => <RateDialog employeeId={employeeId} rate={r} onClose={close} />,
      }}
      editLabel={(r) => `Edit rate ${r.classification}`}
      remove={{
        mutation: remove,
        label: (r) => `Delete rate ${r.classification}`,
        title: (r) => `Delete the ${r?.classification ?? ''} rate?`,
        description:
          'Time already paid keeps its rate; new time of this classification will need another rate.',
        doneText: () => 'Rate deleted',
        failedText: () => 'Could not delete the rate',
      }}
    />
  );
}
