import {
  FRINGE_PLAN_KINDS,
  type TFringePlan,
  type TFringePlanFormValues,
  type TFringePlanInput,
  ZFringePlanInput,
} from '@groundwork/shared';
import { Controller } from 'react-hook-form';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter } from '@/components/form-dialog';
import { ListSection, runWithToasts } from '@/components/list-section';
import { Input } from '@/components/ui/input';
import { InputField, SelectField, useZodForm } from '@/features/pay-setup/components/form-bits';
import { centsFromText, textFromCents } from '@/lib/money-text';
import { useDeleteFringePlan, useSaveFringePlan } from '../api/use-certified-company';

const PLAN_OPTIONS = FRINGE_PLAN_KINDS.map((k) => [k, k.charAt(0).toUpperCase() + k.slice(1)] as const);
const METHOD_OPTIONS = [
  ['per_hour', 'Contribution per hour'],
  ['annual', 'Annual amount, credited per hour (29 CFR 5.25)'],
] as const;

function PlanForm({
  employeeId,
  plan,
  onClose,
}: {
  employeeId: string;
  plan: TFringePlan | null;
  onClose: () => void;
}) {
  const save = useSaveFringePlan(employeeId);
  const form = useZodForm<TFringePlanFormValues, TFringePlanInput>(ZFringePlanInput, {
    plan: plan?.plan ?? 'health',
    plan_name: plan?.plan_name ?? '',
    method: plan?.method ?? 'per_hour',
    rate_per_hour: plan?.rate_per_hour ? String(Number(plan.rate_per_hour)) : '',
    annual_amount_cents: plan?.annual_amount_cents ?? null,
    annual_hours: plan?.annual_hours ?? 2080,
    effective_from: plan?.effective_from ?? '',
    effective_to: plan?.effective_to ?? null,
  });
  const { errors } = form.formState;
  const method = form.watch('method');
  const submit = form.handleSubmit(async (input) => {
    await runWithToasts(() => save.mutateAsync({ id: plan?.id ?? null, input }), {
      done: plan ? 'Fringe plan saved' : 'Fringe plan added',
      failed: 'Could not save the fringe plan',
      onDone: onClose,
    });
  });
  return (
    <form
      aria-label={plan ? 'Edit fringe plan' : 'Add fringe plan'}
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        id="fp-plan"
        label="Plan"
        error={errors.plan}
        options={PLAN_OPTIONS}
        {...form.register('plan')}
      />
      <InputField
        id="fp-name"
        label="Plan name"
        error={errors.plan_name?.message}
        autoComplete="off"
        {...form.register('plan_name')}
      />
      <SelectField
        id="fp-method"
        label="Paid as"
        error={errors.method}
        options={METHOD_OPTIONS}
        className="sm:col-span-2"
        {...form.register('method')}
      />
      {method === 'per_hour' ? (
        <InputField
          id="fp-rate"
          label="Contribution per hour"
          error={errors.rate_per_hour?.message}
          inputMode="decimal"
          placeholder="5.00"
          {...form.register('rate_per_hour')}
        />
      ) : (
        <>
          <Field id="fp-annual" label="Annual amount" error={errors.annual_amount_cents?.message}>
            <Controller
              control={form.control}
              name="annual_amount_cents"
              render={({ field }) => (
                <Input
                  id="fp-annual"
                  inputMode="decimal"
                  placeholder="6,240.00"
                  defaultValue={textFromCents(field.value ?? null, false)}
                  onBlur={(e) => {
                    const cents = centsFromText(e.target.value);
                    field.onChange(cents);
                    field.onBlur();
                  }}
                  {...invalidProps('fp-annual', errors.annual_amount_cents?.message)}
                />
              )}
            />
          </Field>
          <InputField
            id="fp-hours"
            label="Annual hours"
            error={errors.annual_hours?.message}
            inputMode="numeric"
            {...form.register('annual_hours')}
          />
        </>
      )}
      <InputField
        id="fp-from"
        label="Effective from"
        error={errors.effective_from?.message}
        type="date"
        {...form.register('effective_from')}
      />
      <InputField
        id="fp-to"
        label="Effective to"
        error={errors.effective_to?.message}
        type="date"
        {...form.register('effective_to', { setValueAs: (v) => (v === '' ? null : v) })}
      />
      <div className="sm:col-span-2">
        <DialogFormFooter
          submitLabel={plan ? 'Save plan' : 'Add plan'}
          isSaving={save.isPending}
          onCancel={onClose}
        />
      </div>
    </form>
  );
}

const money = (cents: number | null) => textFromCents(cents, true);

/** An employee's bona fide fringe plans: per hour, or an annual amount spread over the year's hours. */
export function FringePlansCard({
  employeeId,
  plans,
  canEdit,
}: {
  employeeId: string;
  plans: TFringePlan[];
  canEdit: boolean;
}) {
  const remove = useDeleteFringePlan(employeeId);
  return (
    <ListSection
      id="fringe-plans"
      headingLevel={3}
      title="Fringe plans"
      description="The employer's contributions that count toward the prevailing wage's fringe on certified jobs."
      rows={plans}
      emptyText="No fringe plans: any fringe due on a certified job is paid in cash."
      columns={[
        {
          header: 'Plan',
          cell: (p) => (
            <>
              {p.plan_name}
              <span className="block text-muted-foreground text-xs capitalize">{p.plan}</span>
            </>
          ),
          className: 'font-medium',
        },
        {
          header: 'Paid as',
          cell: (p) =>
            p.method === 'per_hour'
              ? 'Per hour'
              : `${money(p.annual_amount_cents)} a year over ${p.annual_hours.toLocaleString('en-US')} hours`,
        },
        { header: 'Per hour', cell: (p) => Number(p.hourly_figure).toFixed(4), isNumeric: true },
        { header: 'Effective', cell: (p) => `${p.effective_from} – ${p.effective_to ?? 'open'}` },
      ]}
      canEdit={canEdit}
      add={{ label: 'Add plan' }}
      form={{
        title: (p) => (p ? 'Edit fringe plan' : 'Add fringe plan'),
        description:
          'A contribution per hour, or an annual amount credited per hour over all hours worked in the year.',
        className: 'sm:max-w-xl',
        render: (p, close) => <PlanForm employeeId={employeeId} plan={p} onClose={close} />,
      }}
      editLabel={(p) => `Edit ${p.plan_name}`}
      remove={{
        mutation: remove,
        label: (p) => `Delete ${p.plan_name}`,
        title: (p) => `Delete ${p?.plan_name ?? ''}?`,
        description: 'Payrolls already paid keep their credit; later weeks no longer count this plan.',
        doneText: () => 'Fringe plan deleted',
        failedText: () => 'Could not delete the plan',
      }}
    />
  );
}
