import { PAYROLL_STATES } from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { Field, invalidProps } from '@/components/field';
import { runWithToasts } from '@/components/list-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ButtonSpinner } from '@/components/ui/spinner';

/**
 * A form checked by a shared zod schema once a field is touched: `TValues` what the fields hold,
 * `TOutput` what the schema makes of them (what the submit handler gets).
 */
export function useZodForm<TValues extends FieldValues, TOutput = TValues>(
  schema: Parameters<typeof zodResolver>[0],
  defaultValues: DefaultValues<TValues>,
) {
  return useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>,
    defaultValues,
    mode: 'onTouched',
  });
}

/**
 * A form over what is on file (the pay profile, the company's settings): checked by `schema`, saved
 * whole, then reset to what the server kept; `discard` goes back to `current`.
 */
export function useOnFileForm<TRow, TValues extends FieldValues, TOutput>({
  schema,
  current,
  valuesOf,
  save,
  done,
  failed,
}: {
  schema: Parameters<typeof zodResolver>[0];
  current: TRow;
  valuesOf: (row: TRow) => TValues;
  save: { mutateAsync: (input: TOutput) => Promise<TRow> };
  done: string;
  failed: string;
}) {
  const form = useZodForm<TValues, TOutput>(schema, valuesOf(current) as DefaultValues<TValues>);
  const submit = form.handleSubmit((values) =>
    runWithToasts(() => save.mutateAsync(values), {
      done,
      failed,
      onDone: (saved) => form.reset(valuesOf(saved)),
    }),
  );
  return { form, submit, discard: () => form.reset(valuesOf(current)) };
}

/** A text input in a labelled field with its error; `className` is the field's, `inputClassName` the input's. */
export function InputField({
  id,
  label,
  error,
  className,
  inputClassName,
  ...props
}: {
  id: string;
  label: string;
  error?: FieldError | string;
  className?: string;
  inputClassName?: string;
} & Omit<React.ComponentProps<'input'>, 'id' | 'className'>) {
  const message = typeof error === 'string' ? error : error?.message;
  return (
    <Field id={id} label={label} error={message} className={className}>
      <Input id={id} className={inputClassName} {...invalidProps(id, message)} {...props} />
    </Field>
  );
}

/** Discard changes and Save under a form that edits what is on file (the pay profile, the settings). */
export function SaveOrDiscardFooter({
  submitLabel,
  isDirty,
  isSaving,
  onDiscard,
}: {
  submitLabel: string;
  isDirty: boolean;
  isSaving: boolean;
  onDiscard: () => void;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" disabled={!isDirty || isSaving} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? <ButtonSpinner /> : null}
        {submitLabel}
      </Button>
    </div>
  );
}

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

/** An empty state shown inside a card (kept here for the pages that import it from pay set-up). */
export { EmptyNote } from '@/components/list-section';
