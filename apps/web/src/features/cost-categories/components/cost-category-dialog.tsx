import {
  accountLabel,
  COST_CATEGORY_DESCRIPTION_MAX,
  COST_CATEGORY_MESSAGES,
  normalizeCostCategoryCodeInput,
  type TCostCategory,
  type TCostCategoryFormValues,
  type TCreateCostCategory,
  ZCostCategoryInput,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { useCreateCostCategory, useUpdateCostCategory } from '../api/use-change-cost-category';
import { useFindActiveAccounts } from '../api/use-find-cost-categories';

function formValues(category: TCostCategory | null): TCostCategoryFormValues {
  return {
    code: category?.code ?? '',
    description: category?.description ?? '',
    gl_account_id: category?.gl_account_id ?? '',
    is_active: category?.is_active ?? true,
  };
}

function CostCategoryForm({ category, onDone }: { category: TCostCategory | null; onDone: () => void }) {
  const isEditing = category !== null;
  const accounts = useFindActiveAccounts();
  const create = useCreateCostCategory();
  const update = useUpdateCostCategory();
  const isSaving = create.isPending || update.isPending;
  const form = useForm<TCostCategoryFormValues, unknown, TCreateCostCategory>({
    resolver: zodResolver(ZCostCategoryInput),
    defaultValues: formValues(category),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const codeField = form.register('code');

  // The current account stays choosable even if it has been deactivated since.
  const options = accounts.data?.items ?? [];
  const keepsInactive =
    category && accounts.isSuccess && !options.some((account) => account.id === category.gl_account_id);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (category) {
        const { is_active: _unchanged, ...input } = values;
        await update.mutateAsync({ id: category.id, input });
        toast.success(COST_CATEGORY_MESSAGES.updated);
      } else {
        await create.mutateAsync(values);
        toast.success(COST_CATEGORY_MESSAGES.created);
      }
      onDone();
    } catch (error) {
      console.error('Saving the cost category failed', error);
      if (error instanceof ApiError && error.code === 'cost_category_code_taken') {
        form.setError('code', { message: error.message }, { shouldFocus: true });
      }
      toast.error(isEditing ? COST_CATEGORY_MESSAGES.updateFailed : COST_CATEGORY_MESSAGES.createFailed, {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });

  const codeError = errors.code?.message;
  const descriptionError = errors.description?.message;
  const accountError = errors.gl_account_id?.message;

  return (
    <form
      aria-label={isEditing ? 'Edit Cost Category' : 'Add Cost Category'}
      onSubmit={submit}
      noValidate
      className="grid gap-4"
    >
      <Field id="cost-category-code" label="Code" error={codeError}>
        <Input
          id="cost-category-code"
          autoComplete="off"
          className="w-24 font-mono uppercase placeholder:normal-case"
          placeholder="e.g. LB"
          aria-required="true"
          {...invalidProps('cost-category-code', codeError)}
          {...codeField}
          onChange={(event) => {
            event.target.value = normalizeCostCategoryCodeInput(event.target.value);
            void codeField.onChange(event);
          }}
        />
      </Field>
      <Field id="cost-category-description" label="Description" error={descriptionError}>
        <Input
          id="cost-category-description"
          autoComplete="off"
          maxLength={COST_CATEGORY_DESCRIPTION_MAX}
          placeholder="e.g. Labor Burden"
          aria-required="true"
          {...invalidProps('cost-category-description', descriptionError)}
          {...form.register('description')}
        />
      </Field>
      <Field id="cost-category-account" label="GL Account" error={accountError}>
        <NativeSelect
          id="cost-category-account"
          aria-required="true"
          disabled={accounts.isPending}
          {...invalidProps('cost-category-account', accountError)}
          {...form.register('gl_account_id')}
        >
          <option value="">{accounts.isPending ? 'Loading accounts…' : 'Select a GL account'}</option>
          {keepsInactive && category ? (
            <option value={category.gl_account_id}>
              {accountLabel({
                account_number: category.gl_account_number,
                account_name: category.gl_account_name,
              })}{' '}
              (inactive)
            </option>
          ) : null}
          {options.map((account) => (
            <option key={account.id} value={account.id}>
              {accountLabel(account)}
            </option>
          ))}
        </NativeSelect>
        {accounts.isError ? (
          <p className="text-destructive text-sm">Could not load accounts: {accounts.error.message}</p>
        ) : null}
      </Field>
      <DialogFormFooter
        submitLabel={isEditing ? 'Save Changes' : 'Add Category'}
        isSaving={isSaving}
        isSubmitDisabled={(isEditing && !isDirty) || isSaving}
        isCancelDisabled={isSaving}
        onCancel={onDone}
      />
    </form>
  );
}

/** Add a cost category (`category` null) or edit one; closes itself once saved. */
export function CostCategoryDialog({
  isOpen,
  category,
  onOpenChange,
}: {
  isOpen: boolean;
  category: TCostCategory | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={category ? `Edit Cost Category ${category.code}` : 'Add Cost Category'}
      description="A code of 1-2 letters, a description, and the general ledger account its costs post to."
    >
      {/* A new form each time the dialog opens, with that category's values. */}
      {isOpen ? <CostCategoryForm category={category} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}
