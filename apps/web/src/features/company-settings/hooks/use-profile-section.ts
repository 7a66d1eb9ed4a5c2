import type { TOrganization, TUpdateOrganizationProfile } from '@groundwork/shared';
import * as React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useSaveProfileSection } from './use-save-profile-section';

/**
 * The edit cycle of one company profile card: Edit focuses `firstField`, Cancel puts the card's values
 * back, Save sends them and starts the card again from what the server saved. Spread `cardProps` on the
 * `ProfileSectionCard`.
 */
export function useProfileSection<TValues extends FieldValues, TInput extends TUpdateOrganizationProfile>(
  form: UseFormReturn<TValues, unknown, TInput>,
  {
    defaults,
    toValues,
    firstField,
    onCompanyNumberTaken,
  }: {
    defaults: TValues;
    toValues: (organization: TOrganization) => TValues;
    firstField: Path<TValues>;
    onCompanyNumberTaken?: (message: string) => void;
  },
) {
  const [isEditing, setEditing] = React.useState(false);
  const { isDirty, isValid } = form.formState;
  const { save, isSaving } = useSaveProfileSection(onCompanyNumberTaken);

  // Pressing Edit puts the keyboard in the card's first field.
  React.useEffect(() => {
    if (isEditing) form.setFocus(firstField);
  }, [isEditing, form, firstField]);

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await save(values);
    if (!saved) return;
    form.reset(toValues(saved));
    setEditing(false);
  });

  return {
    isEditing,
    cardProps: {
      isEditing,
      canSave: isDirty && isValid && !isSaving,
      isSaving,
      onEdit: () => setEditing(true),
      onCancel: () => {
        form.reset(defaults);
        setEditing(false);
      },
      onSubmit,
    },
  };
}
