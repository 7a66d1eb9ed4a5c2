import {
  type TVendorFormValues,
  type TVendorInput,
  VENDOR_LIMITS,
  VENDOR_TYPE_LABELS,
  VENDOR_TYPES,
  ZCreateVendor,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Field, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useFindCostCategories } from '@/features/cost-categories/api/use-find-cost-categories';
import { useVendorNumberStatus } from '../hooks/use-vendor-number-status';
import { VendorNumberField } from './vendor-number-field';

export const EMPTY_VENDOR: TVendorFormValues = {
  vendor_number: '',
  name: '',
  vendor_type: 'subcontractor',
  contact_person: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  tax_id: '',
  is_1099: false,
  payment_terms_days: 30,
  default_cost_category_id: '',
  notes: '',
};

type TTextField = 'name' | 'contact_person' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zip';

const TEXT_FIELDS: {
  name: TTextField;
  label: string;
  type?: string;
  wide?: boolean;
  isRequired?: boolean;
}[] = [
  { name: 'name', label: 'Vendor Name', isRequired: true },
  { name: 'contact_person', label: 'Contact Person' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'address', label: 'Address', wide: true },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zip', label: 'ZIP' },
];

/**
 * Add or edit a vendor with the shared schema (the server validates with the same one). Save is enabled
 * only when the form is valid, the vendor ID is well formed and free, and nothing is saving; when
 * editing, also only when something changed. The tax ID is never shown: a typed one replaces it.
 */
export function VendorForm({
  label,
  idPrefix,
  vendorId,
  maskedTaxId,
  defaultValues,
  submitLabel,
  isSaving,
  onSave,
}: {
  label: string;
  idPrefix: string;
  /** The vendor being edited (excluded from the uniqueness check); null when adding. */
  vendorId: string | null;
  /** The stored tax ID as the server shows it ('•••••6789'), when there is one. */
  maskedTaxId: string | null;
  defaultValues: TVendorFormValues;
  submitLabel: string;
  isSaving: boolean;
  /** Resolves true when saved; the form then starts over (adding) or takes the saved values (editing). */
  onSave: (values: TVendorInput) => Promise<boolean>;
}) {
  const form = useForm<TVendorFormValues, unknown, TVendorInput>({
    resolver: zodResolver(ZCreateVendor),
    defaultValues,
    mode: 'onTouched',
  });
  const { errors, isValid, isDirty, touchedFields } = form.formState;
  const number = form.watch('vendor_number');
  const numberStatus = useVendorNumberStatus(number, vendorId);
  const categories = useFindCostCategories();
  const isEditing = vendorId !== null;
  const canSave = isValid && numberStatus === 'available' && !isSaving && (!isEditing || isDirty);

  const submit = form.handleSubmit(async (values) => {
    if (!canSave) return;
    const isSaved = await onSave(values);
    if (isSaved) form.reset(isEditing ? { ...values, tax_id: '' } : EMPTY_VENDOR);
  });

  const fieldId = (name: keyof TVendorFormValues) => `${idPrefix}-${name.replaceAll('_', '-')}`;
  const activeCategories = categories.data?.items.filter((c) => c.is_active) ?? [];

  return (
    <form aria-label={label} onSubmit={submit} noValidate aria-busy={isSaving} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Controller
          control={form.control}
          name="vendor_number"
          render={({ field }) => (
            <VendorNumberField
              id={fieldId('vendor_number')}
              value={field.value}
              status={numberStatus}
              requiredError={touchedFields.vendor_number ? errors.vendor_number?.message : undefined}
              inputRef={field.ref}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Field id={fieldId('vendor_type')} label="Type" error={errors.vendor_type?.message}>
          <NativeSelect id={fieldId('vendor_type')} {...form.register('vendor_type')}>
            {VENDOR_TYPES.map((type) => (
              <option key={type} value={type}>
                {VENDOR_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </Field>
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
                // The vendor's details, not the user's own: the browser should not fill them in.
                autoComplete="off"
                maxLength={VENDOR_LIMITS[spec.name]}
                aria-required={spec.isRequired || undefined}
                {...invalidProps(id, error)}
                {...form.register(spec.name)}
              />
            </Field>
          );
        })}
        <Field id={fieldId('tax_id')} label="Tax ID (EIN or SSN)" error={errors.tax_id?.message}>
          <Input
            id={fieldId('tax_id')}
            autoComplete="off"
            inputMode="numeric"
            maxLength={VENDOR_LIMITS.tax_id}
            placeholder={maskedTaxId ? `${maskedTaxId} on file` : '12-3456789'}
            aria-description={maskedTaxId ? 'Leave empty to keep the tax ID on file' : undefined}
            {...invalidProps(fieldId('tax_id'), errors.tax_id?.message)}
            {...form.register('tax_id')}
          />
        </Field>
        <Field
          id={fieldId('payment_terms_days')}
          label="Payment Terms (days)"
          error={errors.payment_terms_days?.message}
        >
          <Input
            id={fieldId('payment_terms_days')}
            type="number"
            min={0}
            max={365}
            step={1}
            {...invalidProps(fieldId('payment_terms_days'), errors.payment_terms_days?.message)}
            {...form.register('payment_terms_days')}
          />
        </Field>
        <Field id={fieldId('default_cost_category_id')} label="Default Cost Category">
          <NativeSelect
            id={fieldId('default_cost_category_id')}
            {...form.register('default_cost_category_id')}
          >
            <option value="">None</option>
            {activeCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.code} — {category.description}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="flex items-center gap-3 self-end pb-2">
          <Controller
            control={form.control}
            name="is_1099"
            render={({ field }) => (
              <Switch
                id={fieldId('is_1099')}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor={fieldId('is_1099')}>1099 vendor</Label>
        </div>
        <Field
          id={fieldId('notes')}
          label="Notes"
          error={errors.notes?.message}
          className="sm:col-span-2 lg:col-span-3"
        >
          <Textarea
            id={fieldId('notes')}
            rows={2}
            maxLength={VENDOR_LIMITS.notes}
            {...invalidProps(fieldId('notes'), errors.notes?.message)}
            {...form.register('notes')}
          />
        </Field>
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
