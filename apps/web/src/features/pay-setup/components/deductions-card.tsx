import {
  DEDUCTION_KIND_LABELS,
  DEDUCTION_KINDS,
  type TCreateDeduction,
  type TDeduction,
  type TDeductionInputForm,
  ZDeductionInput,
} from '@groundwork/shared';
import { Controller } from 'react-hook-form';
import { ActiveBadge } from '@/components/active-badge';
import { Field } from '@/components/field';
import { DialogFormFooter } from '@/components/form-dialog';
import { ListSection, runWithToasts } from '@/components/list-section';
import { MoneyInput } from '@/components/money-input';
import { textFromCents } from '@/lib/money-text';
import { useDeleteDeduction, useSaveDeduction } from '../api/use-employee-pay';
import { CheckboxField, emptyToNull, InputField, SelectField, useZodForm } from './form-bits';

const KIND_OPTIONS = DEDUCTION_KINDS.map((k) => [k, DEDUCTION_KIND_LABELS[k]] as const);

/** What a deduction takes each period: "$25.00" or "5 %". */
export const deductionAmountText = (d: TDeduction) =>
  d.method === 'amount' ? textFromCents(d.amount_cents, true) : `${Number(d.percent)} % of gross`;

function DeductionForm({
  employeeId,
  deduction,
  onClose,
}: {
  employeeId: string;
  deduction: TDeduction | null;
  onClose: () => void;
}) {
  const save = useSaveDeduction(employeeId);
  const form = useZodForm<TDeductionInputForm, TCreateDeduction>(ZDeductionInput, {
    kind: deduction?.kind ?? 'retirement_pretax',
    description: deduction?.description ?? '',
    payee: deduction?.payee ?? '',
    method: deduction?.method ?? 'amount',
    amount_cents: deduction?.amount_cents ?? null,
    percent: deduction?.percent ? String(Number(deduction.percent)) : null,
    annual_limit_cents: deduction?.annual_limit_cents ?? null,
    max_percent_of_disposable: deduction?.max_percent_of_disposable
      ? String(Number(deduction.max_percent_of_disposable))
      : null,
    priority: deduction?.priority ?? 100,
    is_active: deduction?.is_active ?? true,
  });
  const { errors } = form.formState;
  const method = form.watch('method');
  const kind = form.watch('kind');
  const submit = form.handleSubmit(async (input) => {
    await runWithToasts(() => save.mutateAsync({ id: deduction?.id ?? null, input }), {
      done: 'Deduction saved',
      failed: 'Could not save the deduction',
      onDone: onClose,
    });
  });
  return (
    <form aria-label="Deduction" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="ded-kind"
        label="Kind"
        options={KIND_OPTIONS}
        error={errors.kind}
        {...form.register('kind', {
          onChange: (e) => {
            if (e.target.value !== 'garnishment') form.setValue('max_percent_of_disposable', null);
          },
        })}
      />
      <InputField
        id="ded-description"
        label="Description"
        error={errors.description?.message}
        autoComplete="off"
        placeholder="e.g. 401(k)"
        {...form.register('description')}
      />
      <InputField
        id="ded-payee"
        label="Payee"
        error={errors.payee?.message}
        autoComplete="off"
        placeholder="Who receives it"
        {...form.register('payee')}
      />
      <SelectField
        id="ded-method"
        label="Method"
        options={[
          ['amount', 'Fixed amount per period'],
          ['percent', 'Percent of gross'],
        ]}
        error={errors.method}
        {...form.register('method')}
      />
      {method === 'amount' ? (
        <Field id="ded-amount" label="Amount per period" error={errors.amount_cents?.message}>
          <Controller
            control={form.control}
            name="amount_cents"
            render={({ field }) => (
              <MoneyInput
                id="ded-amount"
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
      ) : (
        <InputField
          id="ded-percent"
          label="Percent of gross"
          error={errors.percent?.message}
          inputMode="decimal"
          autoComplete="off"
          placeholder="5"
          {...form.register('percent', { setValueAs: emptyToNull })}
        />
      )}
      <Field id="ded-limit" label="Annual limit (optional)" error={errors.annual_limit_cents?.message}>
        <Controller
          control={form.control}
          name="annual_limit_cents"
          render={({ field }) => (
            <MoneyInput
              id="ded-limit"
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </Field>
      {kind === 'garnishment' ? (
        <InputField
          id="ded-max"
          label="Max % of disposable earnings"
          error={errors.max_percent_of_disposable?.message}
          inputMode="decimal"
          autoComplete="off"
          placeholder="25"
          {...form.register('max_percent_of_disposable', { setValueAs: emptyToNull })}
        />
      ) : null}
      <InputField
        id="ded-priority"
        label="Priority (lower first)"
        error={errors.priority?.message}
        type="number"
        min={1}
        max={999}
        {...form.register('priority', { valueAsNumber: true })}
      />
      <div className="sm:col-span-2">
        <CheckboxField
          id="ded-active"
          label="Active"
          hint="Inactive deductions are kept but not taken"
          {...form.register('is_active')}
        />
      </div>
      <div className="sm:col-span-2">
        <DialogFormFooter submitLabel="Save deduction" isSaving={save.isPending} onCancel={onClose} />
      </div>
    </form>
  );
}

/** Pre-tax, post-tax and garnishment deductions in the order they are taken. */
export function DeductionsCard({
  employeeId,
  deductions,
  canEdit,
}: {
  employeeId: string;
  deductions: TDeduction[];
  canEdit: boolean;
}) {
  const remove = useDeleteDeduction(employeeId);
  return (
    <ListSection
      id="ded"
      headingLevel={3}
      title="Deductions"
      rows={deductions}
      emptyText="No deductions."
      columns={[
        { header: 'Description', cell: (d) => d.description, className: 'font-medium' },
        {
          header: 'Kind',
          cell: (d) =>
            `${DEDUCTION_KIND_LABELS[d.kind]}${d.max_percent_of_disposable ? ` (max ${Number(d.max_percent_of_disposable)} %)` : ''}`,
        },
        { header: 'Payee', cell: (d) => d.payee },
        { header: 'Each period', cell: deductionAmountText, isNumeric: true },
        {
          header: 'Annual limit',
          cell: (d) => textFromCents(d.annual_limit_cents, true) || '—',
          isNumeric: true,
        },
        { header: 'Priority', cell: (d) => d.priority, isNumeric: true },
        { header: 'Status', cell: (d) => <ActiveBadge isActive={d.is_active} /> },
      ]}
      canEdit={canEdit}
      add={{ label: 'Add deduction' }}
      form={{
        title: (d) => (d ? 'Edit deduction' : 'Add deduction'),
        description:
          'Pre-tax deductions lower taxable wages; garnishments are limited to a share of disposable earnings.',
        className: 'sm:max-w-2xl',
        render: (d, close) => <DeductionForm employeeId={employeeId} deduction={d} onClose={close} />,
      }}
      editLabel={(d) => `Edit deduction ${d.description}`}
      remove={{
        mutation: remove,
        label: (d) => `Delete deduction ${d.description}`,
        title: (d) => `Delete ${d?.description ?? 'this deduction'}?`,
        description: 'Checks already paid keep it; to stop it for now, make it inactive instead.',
        doneText: () => 'Deduction deleted',
        failedText: () => 'Could not delete the deduction',
      }}
    />
  );
}
