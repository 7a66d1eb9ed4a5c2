import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, invalidProps } from '@/components/field';
import { Input } from '@/components/ui/input';

type TPersonFieldNames<TValues extends FieldValues> = {
  firstName: Path<TValues>;
  lastName: Path<TValues>;
  email: Path<TValues>;
};

/** What these fields use of a form, whatever it turns its values into on submit. */
type TPersonForm<TValues extends FieldValues> = Pick<
  UseFormReturn<TValues>,
  'register' | 'getFieldState' | 'formState'
>;

/** The form names of most person forms; a form with other names passes its own. */
export const PERSON_FIELD_NAMES = { firstName: 'first_name', lastName: 'last_name', email: 'email' } as const;

/** The longest first or last name and e-mail the server stores. */
const NAME_MAX = 50;
const EMAIL_MAX = 255;

function PersonTextField<TValues extends FieldValues>({
  form,
  name,
  id,
  label,
  type = 'text',
  maxLength,
}: {
  form: TPersonForm<TValues>;
  name: Path<TValues>;
  id: string;
  label: string;
  type?: string;
  maxLength?: number;
}) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        type={type}
        maxLength={maxLength}
        {...form.register(name)}
        {...invalidProps(id, error)}
      />
    </Field>
  );
}

/**
 * First and last name side by side, then e-mail. Each input's id is `${idPrefix}-${field name}`;
 * `labelPrefix` turns "First name" into, say, "Admin first name".
 */
export function PersonNameFields<TValues extends FieldValues>({
  form,
  names,
  idPrefix,
  labelPrefix,
  isLengthCapped = true,
}: {
  form: TPersonForm<TValues>;
  names: TPersonFieldNames<TValues>;
  idPrefix: string;
  labelPrefix?: string;
  /** Stops typing at the stored lengths instead of only reporting them. */
  isLengthCapped?: boolean;
}) {
  const label = (text: string) => (labelPrefix ? `${labelPrefix} ${text.toLowerCase()}` : text);
  const field = (name: Path<TValues>, text: string, type: string, maxLength: number) => (
    <PersonTextField
      form={form}
      name={name}
      id={`${idPrefix}-${name}`}
      label={label(text)}
      type={type}
      maxLength={isLengthCapped ? maxLength : undefined}
    />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {field(names.firstName, 'First name', 'text', NAME_MAX)}
        {field(names.lastName, 'Last name', 'text', NAME_MAX)}
      </div>
      {field(names.email, 'Email', 'email', EMAIL_MAX)}
    </>
  );
}
