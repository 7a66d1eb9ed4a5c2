import {
  type TBankAccount,
  type TBankAccountFormValues,
  type TCreateBankAccount,
  ZBankAccountInput,
  ZUpdateBankAccount,
} from '@groundwork/shared';
import { EyeIcon, PowerIcon } from 'lucide-react';
import * as React from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { ActiveBadge } from '@/components/active-badge';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { Field } from '@/components/field';
import { DialogFormFooter } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { ListSection, runWithToasts } from '@/components/list-section';
import { MoneyInput } from '@/components/money-input';
import { errorMessage } from '@/lib/api-fetch';
import { textFromCents } from '@/lib/money-text';
import { revealAccountNumber, useDeactivateBankAccount, useSaveBankAccount } from '../api/use-employee-pay';
import { emptyToNull, InputField, SelectField, useZodForm } from './form-bits';

const splitText = (a: TBankAccount) =>
  a.split_method === 'remainder'
    ? 'Remainder'
    : a.split_method === 'percent'
      ? `${Number(a.percent)} %`
      : textFromCents(a.amount_cents, true);

function AccountForm({
  employeeId,
  account,
  onClose,
}: {
  employeeId: string;
  account: TBankAccount | null;
  onClose: () => void;
}) {
  const save = useSaveBankAccount(employeeId);
  const isEditing = account !== null;
  // Editing: a blank account number keeps the one on file (the server re-checks the whole split).
  const schema = isEditing ? ZUpdateBankAccount : ZBankAccountInput;
  const form = useZodForm<TBankAccountFormValues, TCreateBankAccount>(schema, {
    routing_number: account?.routing_number ?? '',
    account_number: isEditing ? undefined : '',
    account_type: account?.account_type ?? 'checking',
    split_method: account?.split_method ?? 'remainder',
    amount_cents: account?.amount_cents ?? null,
    percent: account?.percent ? String(Number(account.percent)) : null,
    sort_order: account?.sort_order ?? 0,
    prenote_status: account?.prenote_status ?? 'pending',
    prenote_sent_on: account?.prenote_sent_on ?? null,
  });
  const { errors } = form.formState;
  const split = form.watch('split_method');
  const submit = form.handleSubmit(async (input) => {
    await runWithToasts(() => save.mutateAsync({ id: account?.id ?? null, input }), {
      done: isEditing ? 'Account saved' : 'Account added',
      failed: 'Could not save the account',
      onDone: onClose,
    });
  });
  return (
    <form aria-label="Bank account" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <InputField
        id="ba-routing"
        label="Routing number"
        error={errors.routing_number?.message}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        inputClassName="font-mono"
        {...form.register('routing_number')}
      />
      <InputField
        id="ba-account"
        label={isEditing ? `Account number (now ${account?.account_masked})` : 'Account number'}
        error={errors.account_number?.message}
        inputMode="numeric"
        autoComplete="off"
        inputClassName="font-mono"
        placeholder={isEditing ? 'Leave blank to keep it' : ''}
        {...form.register('account_number', { setValueAs: (v) => (isEditing && v === '' ? undefined : v) })}
      />
      <SelectField
        id="ba-type"
        label="Account type"
        options={[
          ['checking', 'Checking'],
          ['savings', 'Savings'],
        ]}
        error={errors.account_type}
        {...form.register('account_type')}
      />
      <SelectField
        id="ba-split"
        label="Split"
        options={[
          ['remainder', 'The remainder of net pay'],
          ['amount', 'A fixed amount'],
          ['percent', 'A percent of net pay'],
        ]}
        error={errors.split_method}
        {...form.register('split_method')}
      />
      {split === 'amount' ? (
        <Field id="ba-amount" label="Amount" error={errors.amount_cents?.message}>
          <Controller
            control={form.control}
            name="amount_cents"
            render={({ field }) => (
              <MoneyInput
                id="ba-amount"
                value={field.value ?? null}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
      ) : null}
      {split === 'percent' ? (
        <InputField
          id="ba-percent"
          label="Percent"
          error={errors.percent?.message}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('percent', { setValueAs: emptyToNull })}
        />
      ) : null}
      <InputField
        id="ba-order"
        label="Order (fixed amounts first)"
        error={errors.sort_order?.message}
        type="number"
        min={0}
        max={99}
        {...form.register('sort_order', { valueAsNumber: true })}
      />
      <SelectField
        id="ba-prenote"
        label="Prenote"
        options={[
          ['pending', 'Pending (not sent)'],
          ['sent', 'Sent'],
          ['verified', 'Verified'],
        ]}
        error={errors.prenote_status}
        {...form.register('prenote_status')}
      />
      <div className="sm:col-span-2">
        <DialogFormFooter
          submitLabel={isEditing ? 'Save account' : 'Add account'}
          isSaving={save.isPending}
          onCancel={onClose}
        />
      </div>
    </form>
  );
}

function AccountNumber({ account, canReveal }: { account: TBankAccount; canReveal: boolean }) {
  const [revealed, setRevealed] = React.useState<string | null>(null);
  return (
    <span className="inline-flex items-center gap-1">
      <span className="font-mono">{revealed ?? account.account_masked}</span>
      {canReveal && !revealed ? (
        <IconAction
          label={`Reveal account ${account.account_masked}`}
          onClick={() =>
            void revealAccountNumber(account.id)
              .then((r) => setRevealed(r.account_number))
              .catch((error) =>
                toast.error('Could not reveal', { description: errorMessage(error, 'Please try again.') }),
              )
          }
        >
          <EyeIcon aria-hidden />
        </IconAction>
      ) : null}
    </span>
  );
}

/** Direct deposit accounts: fixed amounts and percents first, the remainder last; prenote status. */
export function BankAccountsCard({
  employeeId,
  accounts,
  canEdit,
  canReveal,
}: {
  employeeId: string;
  accounts: TBankAccount[];
  canEdit: boolean;
  canReveal: boolean;
}) {
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const deactivate = useDeactivateBankAccount(employeeId);
  const askToDeactivate = (a: TBankAccount) =>
    setConfirm({
      title: `Stop paying into account ${a.account_masked}?`,
      description: 'The account stays on file but receives nothing from the next payroll on.',
      action: 'Deactivate',
      destructive: true,
      run: () =>
        deactivate.mutate(a.id, {
          onSuccess: () => toast.success('Account deactivated'),
          onError: (error) =>
            toast.error('Could not deactivate', { description: errorMessage(error, 'Please try again.') }),
        }),
    });
  return (
    <ListSection
      id="ba"
      headingLevel={3}
      title="Direct deposit accounts"
      description="At most one account takes the remainder; percents add up to 100 % at most."
      rows={accounts}
      emptyText="No direct deposit accounts: net pay is paid by check."
      rowClassName={(a) => (a.is_active ? undefined : 'text-muted-foreground')}
      columns={[
        { header: 'Routing', cell: (a) => a.routing_number, className: 'font-mono' },
        { header: 'Account', cell: (a) => <AccountNumber account={a} canReveal={canReveal} /> },
        { header: 'Type', cell: (a) => a.account_type, className: 'capitalize' },
        { header: 'Split', cell: splitText },
        { header: 'Prenote', cell: (a) => a.prenote_status, className: 'capitalize' },
        { header: 'Status', cell: (a) => <ActiveBadge isActive={a.is_active} /> },
      ]}
      canEdit={canEdit}
      add={{ label: 'Add account' }}
      form={{
        title: (a) => (a ? 'Edit bank account' : 'Add bank account'),
        description: "The routing number's check digit is verified; the account number is stored encrypted.",
        className: 'sm:max-w-2xl',
        render: (a, close) => <AccountForm employeeId={employeeId} account={a} onClose={close} />,
      }}
      editLabel={(a) => `Edit account ${a.account_masked}`}
      hasActions={(a) => a.is_active}
      rowActions={(a) => (
        <IconAction label={`Deactivate account ${a.account_masked}`} onClick={() => askToDeactivate(a)}>
          <PowerIcon aria-hidden className="text-destructive" />
        </IconAction>
      )}
    >
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </ListSection>
  );
}
