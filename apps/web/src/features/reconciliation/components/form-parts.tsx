import * as React from 'react';
import { FormAlert } from '@/components/field';
import { DialogFormFooter } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-fetch';

/** A form's field errors, by field. */
export type TFieldErrors<TValues> = Partial<Record<keyof TValues, string>>;

/**
 * The state of a dialog's form: its values, the errors of its fields and the server's error.
 * `submitWith(validate, save)` is the form's onSubmit: the fields are checked first, then `save` runs
 * and, when it fails, its error (or `failedText`) shows above the buttons.
 */
export function useDialogForm<TValues extends object>(initial: () => TValues, failedText: string) {
  const [values, setValues] = React.useState<TValues>(initial);
  const [errors, setErrors] = React.useState<TFieldErrors<TValues>>({});
  const [serverError, setServerError] = React.useState<string | null>(null);
  const set = <K extends keyof TValues>(key: K, value: TValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submitWith =
    (validate: (values: TValues) => TFieldErrors<TValues>, save: (values: TValues) => Promise<void>) =>
    (event: React.FormEvent) => {
      event.preventDefault();
      const found = validate(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      setServerError(null);
      void save(values).catch((error: unknown) => setServerError(errorMessage(error, failedText)));
    };

  return { values, setValues, set, errors, serverError, setServerError, submitWith };
}

/** The server's error, if any, then Cancel and the submit button (both off while saving). */
export function FormSaveFooter({
  serverError,
  submitLabel,
  isSaving,
  onCancel,
}: {
  serverError: string | null;
  submitLabel: string;
  isSaving: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <FormAlert message={serverError} />
      <DialogFormFooter
        submitLabel={submitLabel}
        isSaving={isSaving}
        isCancelDisabled={isSaving}
        onCancel={onCancel}
      />
    </>
  );
}

/** The Active switch of a form (an account, a rule). */
export function ActiveSwitch({
  id,
  isActive,
  onChange,
}: {
  id: string;
  isActive: boolean;
  onChange: (isActive: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={isActive} onCheckedChange={onChange} />
      <Label htmlFor={id}>Active</Label>
    </div>
  );
}
