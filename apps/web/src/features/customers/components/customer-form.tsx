import {
  CUSTOMER_LIMITS,
  type TCustomerFormValues,
  type TCustomerInput,
  ZCreateCustomer,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Field, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCustomerNumberStatus } from '../hooks/use-customer-number-status';
import { CustomerNumberField } from './customer-number-field';

export const EMPTY_CUSTOMER: TCustomerFormValues = {
  customer_number: '',
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
};

type TTextField = Exclude<keyof TCustomerFormValues, 'customer_number'>;

const TEXT_FIELDS: {
  name: TTextField;
  label: string;
  type?: string;
  wide?: boolean;
  isRequired?: boolean;
}[] = [
  { name: 'name', label: 'Customer Name', isRequired: true },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zip', label: 'ZIP' },
];

/**
 * Add or edit a customer with the shared schema (the server validates with the same one). Save is
 * enabled only when the form is valid, the customer ID is well formed and free, and nothing is saving
 * (spec §5); when editing, also only when something changed.
 */
export function CustomerForm({
  label,
  idPrefix,
  customerId,
  defaultValues,
  submitLabel,
  isSaving,
  onSave,
}: {
  /** The form's accessible name ('Add Customer', 'Edit Job'…). */
  label: string;
  idPrefix: string;
  /** The customer being edited: excluded from the uniqueness check. Null when adding. */
  customerId: string | null;
  defaultValues: TCustomerFormValues;
  submitLabel: string;
  isSaving: boolean;
  /** Resolves true when saved; the form then starts over (adding) or takes the saved values (editing). */
  onSave: (values: TCustomerInput) => Promise<boolean>;
}) {
  const form = useForm<TCustomerFormValues, unknown, TCustomerInput>({
    resolver: zodResolver(ZCreateCustomer),
    defaultValues,
    mode: 'onTouched',
  });
  const { errors, isValid, isDirty, touchedFields } = form.formState;
  const number = form.watch('customer_number');
  const numberStatus = useCustomerNumberStatus(number, customerId);
  const isEditing = customerId !== null;
  const canSave = isValid && numberStatus === 'available' && !isSaving && (!isEditing || isDirty);

  const submit = form.handleSubmit(async (values) => {
    if (!canSave) return;
    const isSaved = await onSave(values);
    if (isSaved) form.reset(isEditing ? values : EMPTY_CUSTOMER);
  });

  const fieldId = (name: keyof TCustomerFormValues) => `${idPrefix}-${name.replaceAll('_', '-')}`;

  return (
    <form aria-label={label} onSubmit={submit} noValidate aria-busy={isSaving} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="customer_number"
          render={({ field }) => (
            <CustomerNumberField
              id={fieldId('customer_number')}
              value={field.value}
              status={numberStatus}
              requiredError={touchedFields.customer_number ? errors.customer_number?.message : undefined}
              inputRef={field.ref}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        {TEXT_FIELDS.map((spec) => {
          const id = fieldId(spec.name);
          const error = errors[spec.name]?.message;
          return (
            <Field
              key={spec.name}
              id={id}
              label={spec.label}
              error={error}
              className={spec.wide ? 'sm:col-span-2' : undefined}
            >
              <Input
                id={id}
                type={spec.type ?? 'text'}
                // Customers' details, not the user's own: the browser should not fill them in.
                autoComplete="off"
                maxLength={CUSTOMER_LIMITS[spec.name]}
                aria-required={spec.isRequired || undefined}
                {...invalidProps(id, error)}
                {...form.register(spec.name)}
              />
            </Field>
          );
        })}
      </div>
      <div className="flex justify-end gap-2">
        {isEditing ? (
          <Button variant="outline" disabled={!isDirty || isSaving} onClick={() => form.reset(defaultValues)}>
            Discard changes
          </Button>
        ) : null}
        <Button type="submit" disabled={!canSave}>
          {isSaving ? <ButtonSpinner /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
