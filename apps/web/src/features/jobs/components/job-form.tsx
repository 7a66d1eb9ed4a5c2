import {
  isCompletionBeforeStart,
  JOB_MESSAGES,
  JOB_NAME_MAX,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type TCustomerOption,
  type TJobFormValues,
  type TJobInput,
  ZCreateJob,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import * as React from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Field, invalidProps } from '@/components/field';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFindActiveCustomers } from '@/features/customers/api/use-find-active-customers';
import { useProjectManagers, useSuperintendents } from '../api/use-project-managers';
import { JobNumberField, type TJobNumberState } from './job-number-field';

const schemaResolver = zodResolver(ZCreateJob);

/**
 * The shared schema, plus its date rule reported at once: zod skips an object's refinements while a
 * field has a type error (an amount that is not a number), which would hide the date error until then.
 */
const jobResolver: Resolver<TJobFormValues, unknown, TJobInput> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  if (!isCompletionBeforeStart(values) || result.errors.estimated_completion_date) return result;
  return {
    values: {},
    errors: {
      ...result.errors,
      estimated_completion_date: { type: 'custom', message: JOB_MESSAGES.completionBeforeStart },
    },
  };
};

export function emptyJob(customerId = ''): TJobFormValues {
  return {
    customer_id: customerId,
    project_name: '',
    start_date: '',
    estimated_completion_date: '',
    budget_cents: null,
    status: 'active',
    project_manager_id: '',
    superintendent_id: '',
  };
}

export function customerOptionLabel(customer: TCustomerOption): string {
  return `${customer.customer_number} — ${customer.name}`;
}

/**
 * Create or edit a job with the shared schema. Creating: submit stays disabled until the job number
 * exists and while saving (spec §2). Editing: enabled once something changed.
 */
export function JobForm({
  label,
  idPrefix,
  defaultValues,
  jobNumber,
  currentCustomer,
  submitLabel,
  isSaving,
  isEditing,
  isBudgetFromLines = false,
  onSave,
}: {
  /** The form's accessible name ('Add Customer', 'Edit Job'…). */
  label: string;
  idPrefix: string;
  defaultValues: TJobFormValues;
  jobNumber: TJobNumberState;
  /** The job's customer, listed even when no longer active. */
  currentCustomer?: TCustomerOption;
  submitLabel: string;
  isSaving: boolean;
  isEditing: boolean;
  /** The job has budget lines: the budget is their total, shown read-only (the Budget section changes it). */
  isBudgetFromLines?: boolean;
  /** Resolves true when saved; the form then starts over (creating) or takes the saved values (editing). */
  onSave: (values: TJobInput) => Promise<boolean>;
}) {
  const form = useForm<TJobFormValues, unknown, TJobInput>({
    resolver: jobResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const customers = useFindActiveCustomers();
  const options = customers.data ?? [];
  const isCurrentMissing = currentCustomer && !options.some((option) => option.id === currentCustomer.id);
  const customerOptions = currentCustomer && isCurrentMissing ? [currentCustomer, ...options] : options;
  const customerId = form.watch('customer_id');
  const managers = useProjectManagers();
  const superintendents = useSuperintendents();
  const isCustomerOffered = customerOptions.some((option) => option.id === customerId);

  // A customer from the URL that is not (or no longer) active cannot be chosen: start with none.
  React.useEffect(() => {
    if (customers.isSuccess && customerId && !isCustomerOffered) form.setValue('customer_id', '');
  }, [customers.isSuccess, customerId, isCustomerOffered, form]);

  const canSubmit = isEditing ? isDirty && !isSaving : Boolean(jobNumber.value) && !isSaving;

  const submit = form.handleSubmit(async (values) => {
    if (!canSubmit) return;
    const isSaved = await onSave(values);
    if (isSaved) form.reset(isEditing ? values : defaultValues);
  });

  const id = (name: string) => `${idPrefix}-${name}`;
  const error = (name: keyof TJobFormValues) => errors[name]?.message;

  return (
    <form aria-label={label} onSubmit={submit} noValidate aria-busy={isSaving} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('customer')} label="Customer" error={error('customer_id')}>
          <Controller
            control={form.control}
            name="customer_id"
            render={({ field }) => (
              <NativeSelect
                id={id('customer')}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-required="true"
                {...invalidProps(id('customer'), error('customer_id'))}
              >
                <option value="">{customers.isPending ? 'Loading customers…' : 'Select a customer'}</option>
                {customerOptions.map((customer) => (
                  <option key={customer.id} value={customer.id}>
                    {customerOptionLabel(customer)}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
          {customers.isSuccess && options.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              No active customers yet. Add one in Customer Setup.
            </p>
          ) : null}
        </Field>
        <JobNumberField id={id('number')} state={jobNumber} />
        <Field id={id('name')} label="Job Name" error={error('project_name')} className="sm:col-span-2">
          <Input
            id={id('name')}
            autoComplete="off"
            maxLength={JOB_NAME_MAX}
            aria-required="true"
            {...invalidProps(id('name'), error('project_name'))}
            {...form.register('project_name')}
          />
        </Field>
        <Field id={id('start')} label="Start Date" error={error('start_date')}>
          <Input
            id={id('start')}
            type="date"
            {...invalidProps(id('start'), error('start_date'))}
            {...form.register('start_date', {
              // The completion date's rule depends on this one.
              onChange: () => {
                if (form.getFieldState('estimated_completion_date').isTouched) {
                  void form.trigger('estimated_completion_date');
                }
              },
            })}
          />
        </Field>
        <Field
          id={id('completion')}
          label="Estimated Completion Date"
          error={error('estimated_completion_date')}
        >
          <Input
            id={id('completion')}
            type="date"
            {...invalidProps(id('completion'), error('estimated_completion_date'))}
            {...form.register('estimated_completion_date')}
          />
        </Field>
        <Field id={id('budget')} label="Budget" error={error('budget_cents')}>
          <Controller
            control={form.control}
            name="budget_cents"
            render={({ field }) => (
              <MoneyInput
                id={id('budget')}
                ref={field.ref}
                name={field.name}
                placeholder="0.00"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                readOnly={isBudgetFromLines}
                aria-describedby={isBudgetFromLines ? id('budget-from-lines') : undefined}
                {...invalidProps(id('budget'), error('budget_cents'))}
              />
            )}
          />
          {isBudgetFromLines ? (
            <p id={id('budget-from-lines')} className="text-muted-foreground text-sm">
              From budget lines: the total of the Budget section.
            </p>
          ) : null}
        </Field>
        <Field id={id('manager')} label="Project Manager" error={error('project_manager_id')}>
          <Controller
            control={form.control}
            name="project_manager_id"
            render={({ field }) => (
              <NativeSelect
                id={id('manager')}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...invalidProps(id('manager'), error('project_manager_id'))}
              >
                <option value="">{managers.isPending ? 'Loading project managers…' : 'None'}</option>
                {(managers.data ?? []).map((manager) => (
                  <option key={manager.id} value={manager.id}>
                    {manager.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </Field>
        <Field id={id('superintendent')} label="Superintendent" error={error('superintendent_id')}>
          <Controller
            control={form.control}
            name="superintendent_id"
            render={({ field }) => (
              <NativeSelect
                id={id('superintendent')}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                {...invalidProps(id('superintendent'), error('superintendent_id'))}
              >
                <option value="">{superintendents.isPending ? 'Loading superintendents…' : 'None'}</option>
                {(superintendents.data ?? []).map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </Field>
        <Field id={id('status')} label="Status" error={error('status')}>
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <NativeSelect
                id={id('status')}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              >
                {JOB_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {JOB_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        </Field>
      </div>
      <div className="flex justify-end gap-2">
        {isEditing ? (
          <Button variant="outline" disabled={!isDirty || isSaving} onClick={() => form.reset(defaultValues)}>
            Discard changes
          </Button>
        ) : null}
        <Button type="submit" disabled={!canSubmit}>
          {isSaving ? <ButtonSpinner /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
