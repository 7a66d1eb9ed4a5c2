import {
  ACCOUNT_MESSAGES,
  accountLabel,
  GL_ACCOUNT_TYPES,
  normalBalanceOf,
  type TAccountType,
  type TAccountWithBalance,
  type TSaveAccount,
  type TSaveAccountInput,
  ZSaveAccount,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { ACCOUNT_TYPE_LABELS, parentChoices } from '../account-tree';
import { useCreateAccount, useUpdateAccount } from '../api/use-change-account';

type TFormValues = {
  account_number: string;
  account_name: string;
  account_type: TAccountType;
  normal_balance: 'debit' | 'credit';
  parent_id: string | null;
  description: string;
  is_cash: boolean;
};

function formValues(account: TAccountWithBalance | null): TFormValues {
  return {
    account_number: account?.account_number ?? '',
    account_name: account?.account_name ?? '',
    account_type: account?.account_type ?? 'asset',
    normal_balance: account?.normal_balance ?? 'debit',
    parent_id: account?.parent_id ?? null,
    description: account?.description ?? '',
    is_cash: account?.is_cash ?? false,
  };
}

/**
 * Add or edit an account with the shared schema (the server validates with the same one). The normal
 * balance follows the type until changed by hand (a contra account); the parent is one of the same type.
 */
export function AccountForm({
  account,
  accounts,
  onDone,
}: {
  account: TAccountWithBalance | null;
  /** The whole chart, for the parent picker. */
  accounts: readonly TAccountWithBalance[];
  onDone: () => void;
}) {
  const isEditing = account !== null;
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const isSaving = create.isPending || update.isPending;
  const form = useForm<TSaveAccountInput, unknown, TSaveAccount>({
    resolver: zodResolver(ZSaveAccount),
    defaultValues: formValues(account),
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const type = form.watch('account_type') as TAccountType;
  const normal = form.watch('normal_balance');
  const parents = parentChoices(accounts, type, account?.id ?? null);
  const isContra = normal !== undefined && normal !== normalBalanceOf(type);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (account) await update.mutateAsync({ id: account.id, input: values });
      else await create.mutateAsync(values);
      toast.success(isEditing ? 'Account updated' : 'Account added');
      onDone();
    } catch (error) {
      console.error('Saving the account failed', error);
      if (error instanceof ApiError && error.status === 409 && error.code === 'account_number_taken') {
        form.setError('account_number', { message: error.message }, { shouldFocus: true });
      }
      toast.error(isEditing ? 'Could not update the account' : 'Could not add the account', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });

  const numberError = errors.account_number?.message;
  const nameError = errors.account_name?.message;
  const typeError = errors.account_type?.message;
  const parentError = errors.parent_id?.message;
  const descriptionError = errors.description?.message;
  const typeField = form.register('account_type');

  return (
    <form
      aria-label={isEditing ? 'Edit Account' : 'Add Account'}
      onSubmit={submit}
      noValidate
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field id="account-number" label="Number" error={numberError}>
          <Input
            id="account-number"
            autoComplete="off"
            inputMode="numeric"
            className="font-mono"
            placeholder="e.g. 1010"
            aria-required="true"
            {...invalidProps('account-number', numberError)}
            {...form.register('account_number')}
          />
        </Field>
        <Field id="account-name" label="Name" error={nameError}>
          <Input
            id="account-name"
            autoComplete="off"
            maxLength={99}
            placeholder="e.g. Cash - Payroll"
            aria-required="true"
            {...invalidProps('account-name', nameError)}
            {...form.register('account_name')}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="account-type" label="Type" error={typeError}>
          <NativeSelect
            id="account-type"
            disabled={Boolean(account?.system_key)}
            {...invalidProps('account-type', typeError)}
            {...typeField}
            onChange={(event) => {
              void typeField.onChange(event);
              const next = event.target.value as TAccountType;
              form.setValue('normal_balance', normalBalanceOf(next), { shouldDirty: true });
              const parentId = form.getValues('parent_id');
              const parent = accounts.find((candidate) => candidate.id === parentId);
              if (parent && parent.account_type !== next)
                form.setValue('parent_id', null, { shouldDirty: true });
            }}
          >
            {GL_ACCOUNT_TYPES.map((value) => (
              <option key={value} value={value}>
                {ACCOUNT_TYPE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
          {account?.system_key ? (
            <p className="text-muted-foreground text-xs">{ACCOUNT_MESSAGES.systemTypeChange}.</p>
          ) : null}
        </Field>
        <Field id="account-normal" label="Normal balance">
          <NativeSelect id="account-normal" {...form.register('normal_balance')}>
            <option value="debit">Debit</option>
            <option value="credit">Credit</option>
          </NativeSelect>
          <p className="text-muted-foreground text-xs">
            {isContra
              ? 'Contra account: its balance reduces the other accounts of its type.'
              : `${ACCOUNT_TYPE_LABELS[type]} accounts grow with ${normalBalanceOf(type)}s.`}
          </p>
        </Field>
      </div>
      <Field id="account-parent" label="Parent account (optional)" error={parentError}>
        <NativeSelect
          id="account-parent"
          {...invalidProps('account-parent', parentError)}
          {...form.register('parent_id', { setValueAs: (value: string | null) => value || null })}
        >
          <option value="">None (top level)</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {accountLabel(parent)}
              {parent.is_active ? '' : ' (inactive)'}
            </option>
          ))}
        </NativeSelect>
        <p className="text-muted-foreground text-xs">
          Groups this account under another {type} account in reports.
        </p>
      </Field>
      <Field id="account-description" label="Description (optional)" error={descriptionError}>
        <Textarea
          id="account-description"
          rows={2}
          maxLength={499}
          {...invalidProps('account-description', descriptionError)}
          {...form.register('description')}
        />
      </Field>
      <Controller
        control={form.control}
        name="is_cash"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch
              id="account-cash"
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
            <Label htmlFor="account-cash">Cash or bank account</Label>
          </div>
        )}
      />
      <DialogFormFooter
        submitLabel={isEditing ? 'Save Changes' : 'Add Account'}
        isSaving={isSaving}
        isSubmitDisabled={(isEditing && !isDirty) || isSaving}
        isCancelDisabled={isSaving}
        onCancel={onDone}
      />
    </form>
  );
}
