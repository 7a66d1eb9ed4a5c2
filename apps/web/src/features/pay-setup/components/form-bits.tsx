import { PAYROLL_STATES } from '@groundwork/shared';
import type * as React from 'react';
import type { FieldError } from 'react-hook-form';
import { Field, invalidProps } from '@/components/field';
import { NativeSelect } from '@/components/ui/native-select';

/** A checkbox with its label beside it (native: Space toggles it, the label clicks it). */
export function CheckboxField({
  id,
  label,
  hint,
  ...props
}: { id: string; label: string; hint?: string } & Omit<React.ComponentProps<'input'>, 'type' | 'id'>) {
  return (
    <div className="flex items-start gap-2 pt-1">
      <input id={id} type="checkbox" className="mt-0.5 size-4 accent-primary" {...props} />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="font-medium text-sm leading-none">
          {label}
        </label>
        {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
      </div>
    </div>
  );
}

/** A select of options (value → label) in a labelled field with its error. */
export function SelectField({
  id,
  label,
  error,
  options,
  placeholder,
  className,
  ...props
}: {
  id: string;
  label: string;
  error?: FieldError | string;
  options: readonly (readonly [string, string])[];
  placeholder?: string;
  className?: string;
} & React.ComponentProps<'select'>) {
  const message = typeof error === 'string' ? error : error?.message;
  return (
    <Field id={id} label={label} error={message} className={className}>
      <NativeSelect id={id} {...invalidProps(id, message)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

export const STATE_OPTIONS = PAYROLL_STATES.map((s) => [s, s] as const);

export const PAY_FREQUENCY_OPTIONS = [
  ['weekly', 'Weekly'],
  ['biweekly', 'Every two weeks'],
  ['semimonthly', 'Twice a month'],
  ['monthly', 'Monthly'],
] as const;

export const FILING_STATUS_OPTIONS = [
  ['single', 'Single or married filing separately'],
  ['married_jointly', 'Married filing jointly'],
  ['head_of_household', 'Head of household'],
  ['married_separately', 'Married filing separately'],
] as const;

/** '' from an empty input → null (the schemas' "none"). */
export const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
/** '' → null, digits → a number. */
export const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** An empty state shown inside a card. */
export function EmptyNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}
