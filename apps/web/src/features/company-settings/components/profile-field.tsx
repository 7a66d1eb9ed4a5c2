import type * as React from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, invalidProps } from '@/components/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

export type TProfileFieldSpec = {
  label: string;
  type?: string;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  /** A select with these options (after an empty 'Not set' one). */
  options?: readonly { value: string; label: string }[];
  isRequired?: boolean;
  isWide?: boolean;
};

/** A company profile field: an input or a select, read-only while its card is not being edited. */
export function ProfileField({
  id,
  spec,
  error,
  isEditing,
  registration,
}: {
  id: string;
  spec: TProfileFieldSpec;
  error?: string;
  isEditing: boolean;
  registration: UseFormRegisterReturn;
}) {
  const common: React.AriaAttributes = {
    'aria-required': spec.isRequired || undefined,
    ...invalidProps(id, error),
  };
  return (
    <Field id={id} label={spec.label} error={error} className={spec.isWide ? 'sm:col-span-2' : undefined}>
      {spec.options ? (
        // A select has no read-only state: disabled until the card is edited.
        <NativeSelect id={id} disabled={!isEditing} {...common} {...registration}>
          <option value="">{isEditing ? 'Select…' : 'Not set'}</option>
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <Input
          id={id}
          type={spec.type ?? 'text'}
          readOnly={!isEditing}
          maxLength={spec.maxLength}
          placeholder={isEditing ? spec.placeholder : undefined}
          autoComplete={spec.autoComplete ?? 'off'}
          className={cn(!isEditing && 'border-transparent bg-muted/50 shadow-none')}
          {...common}
          {...registration}
        />
      )}
    </Field>
  );
}
