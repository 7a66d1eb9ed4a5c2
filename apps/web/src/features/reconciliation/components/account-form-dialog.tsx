import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import {
  type TBankAccount,
  useCashAccounts,
  useCreateBankAccount,
  useUpdateBankAccount,
} from '../api/bank-accounts-api';
import {
  accountFormErrors,
  accountValuesOf,
  createInputOf,
  canChangeOpening as opensForChange,
  updateInputOf,
} from './account-form-values';
import { SignedMoneyInput } from './account-signed-money-input';
import { ActiveSwitch, FormSaveFooter, useDialogForm } from './form-parts';

function AccountForm({ account, onDone }: { account: TBankAccount | null; onDone: () => void }) {
  const isNew = account === null;
  const { values, setValues, set, errors, serverError, submitWith } = useDialogForm(
    () => accountValuesOf(account),
    'Could not save the bank account',
  );
  const cashAccounts = useCashAccounts({ isEnabled: isNew });
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount();
  const isSaving = create.isPending || update.isPending;
  // The opening balance is where reconciling starts: it cannot move once a reconciliation is finished.
  const canChangeOpening = opensForChange(account);

  const chooseCashAccount = (id: string) => {
    const previous = cashAccounts.data?.find((c) => c.id === values.gl_account_id);
    const chosen = cashAccounts.data?.find((c) => c.id === id);
    setValues((current) => ({
      ...current,
      gl_account_id: id,
      // The GL account's name is a good first name, unless the person has typed their own.
      name: chosen && (current.name === '' || current.name === previous?.name) ? chosen.name : current.name,
    }));
  };

  const submit = submitWith(
    (current) => accountFormErrors(current, account),
    async (current) => {
      if (isNew) {
        const saved = await create.mutateAsync(createInputOf(current));
        toast.success(`${saved.name} linked`);
      } else {
        const saved = await update.mutateAsync({ id: account.id, input: updateInputOf(current, account) });
        toast.success(`${saved.name} saved`);
      }
      onDone();
    },
  );

  const unlinked = (cashAccounts.data ?? []).filter((c) => c.bank_account_id === null);
  const linked = (cashAccounts.data ?? []).filter((c) => c.bank_account_id !== null);

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {isNew ? (
        <Field id="bank-account-gl" label="Cash account" error={errors.gl_account_id}>
          <NativeSelect
            id="bank-account-gl"
            value={values.gl_account_id}
            disabled={cashAccounts.isPending}
            aria-required="true"
            {...invalidProps('bank-account-gl', errors.gl_account_id)}
            onChange={(event) => chooseCashAccount(event.target.value)}
          >
            <option value="">
              {cashAccounts.isPending ? 'Loading cash accounts…' : 'Choose a cash account'}
            </option>
            {unlinked.map((c) => (
              <option key={c.id} value={c.id}>
                {c.number} — {c.name}
              </option>
            ))}
            {linked.map((c) => (
              <option key={c.id} value={c.id} disabled>
                {c.number} — {c.name} (linked already)
              </option>
            ))}
          </NativeSelect>
          {cashAccounts.isError ? (
            <p className="text-destructive text-sm">
              Could not load cash accounts: {cashAccounts.error.message}
            </p>
          ) : cashAccounts.isSuccess && unlinked.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              Every cash account is linked. Mark another account as a cash or bank account in the Chart of
              Accounts to link it here.
            </p>
          ) : null}
        </Field>
      ) : (
        <p className="text-sm">
          Cash account:{' '}
          <span className="font-medium">
            {account.gl_account.number} — {account.gl_account.name}
          </span>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="bank-account-name" label="Name" error={errors.name}>
          <Input
            id="bank-account-name"
            maxLength={100}
            autoComplete="off"
            aria-required="true"
            {...invalidProps('bank-account-name', errors.name)}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </Field>
        <Field id="bank-account-bank" label="Bank name" error={errors.bank_name}>
          <Input
            id="bank-account-bank"
            maxLength={100}
            autoComplete="off"
            placeholder="e.g. First National Bank"
            value={values.bank_name}
            onChange={(event) => set('bank_name', event.target.value)}
          />
        </Field>
        <Field id="bank-account-last-four" label="Last four digits" error={errors.last_four}>
          <Input
            id="bank-account-last-four"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            className="w-28 font-mono"
            {...invalidProps('bank-account-last-four', errors.last_four)}
            value={values.last_four}
            onChange={(event) => set('last_four', event.target.value.replace(/\D/g, ''))}
          />
        </Field>
        <Field id="bank-account-routing" label="Routing number" error={errors.routing_number}>
          <Input
            id="bank-account-routing"
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
            className="w-36 font-mono"
            {...invalidProps('bank-account-routing', errors.routing_number)}
            value={values.routing_number}
            onChange={(event) => set('routing_number', event.target.value.replace(/\D/g, ''))}
          />
        </Field>
      </div>
      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 font-medium text-sm">Where reconciling starts</legend>
        <p className="text-muted-foreground text-sm">
          The bank's balance on a day you have already reconciled (say, last year's final statement). Book
          items dated on or before it are history and are never asked to clear.
        </p>
        <div className="flex flex-wrap gap-4">
          <Field id="bank-account-opening" label="Opening bank balance" error={errors.opening_balance_cents}>
            <SignedMoneyInput
              id="bank-account-opening"
              className="w-44 text-right tabular-nums"
              disabled={!canChangeOpening}
              {...invalidProps('bank-account-opening', errors.opening_balance_cents)}
              value={values.opening_balance_cents}
              onChange={(cents) => set('opening_balance_cents', cents)}
            />
          </Field>
          <Field id="bank-account-opening-date" label="As of" error={errors.opening_balance_date}>
            <Input
              id="bank-account-opening-date"
              type="date"
              className="w-44"
              disabled={!canChangeOpening}
              {...invalidProps('bank-account-opening-date', errors.opening_balance_date)}
              value={values.opening_balance_date}
              onChange={(event) => set('opening_balance_date', event.target.value)}
            />
          </Field>
        </div>
        {canChangeOpening ? null : (
          <p className="text-muted-foreground text-xs">
            Fixed once a reconciliation is finished: undo the reconciliations to change it.
          </p>
        )}
      </fieldset>
      {isNew ? null : (
        <div className="grid gap-1">
          <ActiveSwitch
            id="bank-account-active"
            isActive={values.is_active}
            onChange={(checked) => set('is_active', checked)}
          />
          <p className="text-muted-foreground text-xs">
            An inactive account keeps its statements and reconciliations but takes no new ones.
          </p>
        </div>
      )}
      <FormSaveFooter
        serverError={serverError}
        submitLabel={isNew ? 'Link account' : 'Save changes'}
        isSaving={isSaving}
        onCancel={onDone}
      />
    </form>
  );
}

/** Link a cash account to its bank account (`account` null) or edit a linked one. */
export function AccountFormDialog({
  isOpen,
  account,
  onOpenChange,
}: {
  isOpen: boolean;
  account: TBankAccount | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={account ? `Edit ${account.name}` : 'Link a bank account'}
      description={
        account
          ? 'The bank details of this account.'
          : 'Each cash account in the chart of accounts is reconciled against one bank account.'
      }
      className="sm:max-w-xl"
    >
      {isOpen ? <AccountForm account={account} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}
