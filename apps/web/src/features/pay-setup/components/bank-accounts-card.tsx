import {
  type TBankAccount,
  type TBankAccountFormValues,
  type TCreateBankAccount,
  ZBankAccountInput,
  ZUpdateBankAccount,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { EyeIcon, PencilIcon, PlusIcon, PowerIcon } from 'lucide-react';
import * as React from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { MoneyInput } from '@/components/money-input';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { textFromCents } from '@/lib/money-text';
import { revealAccountNumber, useDeactivateBankAccount, useSaveBankAccount } from '../api/use-employee-pay';
import { EmptyNote, emptyToNull, SelectField } from './form-bits';

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
  const form = useForm<TBankAccountFormValues, unknown, TCreateBankAccount>({
    resolver: zodResolver(schema) as Resolver<TBankAccountFormValues, unknown, TCreateBankAccount>,
    defaultValues: {
      routing_number: account?.routing_number ?? '',
      account_number: isEditing ? undefined : '',
      account_type: account?.account_type ?? 'checking',
      split_method: account?.split_method ?? 'remainder',
      amount_cents: account?.amount_cents ?? null,
      percent: account?.percent ? String(Number(account.percent)) : null,
      sort_order: account?.sort_order ?? 0,
      prenote_status: account?.prenote_status ?? 'pending',
      prenote_sent_on: account?.prenote_sent_on ?? null,
    },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const split = form.watch('split_method');
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: account?.id ?? null, input });
      toast.success(isEditing ? 'Account saved' : 'Account added');
      onClose();
    } catch (error) {
      toast.error('Could not save the account', { description: errorMessage(error, 'Please try again.') });
    }
  });
  return (
    <form aria-label="Bank account" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field id="ba-routing" label="Routing number" error={errors.routing_number?.message}>
        <Input
          id="ba-routing"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          className="font-mono"
          {...invalidProps('ba-routing', errors.routing_number?.message)}
          {...form.register('routing_number')}
        />
      </Field>
      <Field
        id="ba-account"
        label={isEditing ? `Account number (now ${account?.account_masked})` : 'Account number'}
        error={errors.account_number?.message}
      >
        <Input
          id="ba-account"
          inputMode="numeric"
          autoComplete="off"
          className="font-mono"
          placeholder={isEditing ? 'Leave blank to keep it' : ''}
          {...invalidProps('ba-account', errors.account_number?.message)}
          {...form.register('account_number', { setValueAs: (v) => (isEditing && v === '' ? undefined : v) })}
        />
      </Field>
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
        <Field id="ba-percent" label="Percent" error={errors.percent?.message}>
          <Input
            id="ba-percent"
            inputMode="decimal"
            autoComplete="off"
            {...form.register('percent', { setValueAs: emptyToNull })}
          />
        </Field>
      ) : null}
      <Field id="ba-order" label="Order (fixed amounts first)" error={errors.sort_order?.message}>
        <Input
          id="ba-order"
          type="number"
          min={0}
          max={99}
          {...form.register('sort_order', { valueAsNumber: true })}
        />
      </Field>
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
  const [editing, setEditing] = React.useState<{ account: TBankAccount | null } | null>(null);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const deactivate = useDeactivateBankAccount(employeeId);
  return (
    <section aria-labelledby="ba-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <div>
          <h3 id="ba-heading" className="font-semibold">
            Direct deposit accounts
          </h3>
          <p className="text-muted-foreground text-sm">
            At most one account takes the remainder; percents add up to 100 % at most.
          </p>
        </div>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setEditing({ account: null })}>
            <PlusIcon aria-hidden="true" />
            Add account
          </Button>
        ) : null}
      </div>
      {accounts.length === 0 ? (
        <EmptyNote>No direct deposit accounts: net pay is paid by check.</EmptyNote>
      ) : (
        <Table aria-label="Direct deposit accounts">
          <TableHeader>
            <TableRow>
              <TableHead>Routing</TableHead>
              <TableHead>Account</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Split</TableHead>
              <TableHead>Prenote</TableHead>
              <TableHead>Status</TableHead>
              {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {accounts.map((a) => (
              <TableRow key={a.id} className={a.is_active ? undefined : 'text-muted-foreground'}>
                <TableCell className="font-mono">{a.routing_number}</TableCell>
                <TableCell>
                  <AccountNumber account={a} canReveal={canReveal} />
                </TableCell>
                <TableCell className="capitalize">{a.account_type}</TableCell>
                <TableCell>{splitText(a)}</TableCell>
                <TableCell className="capitalize">{a.prenote_status}</TableCell>
                <TableCell>
                  <Badge variant={a.is_active ? 'secondary' : 'outline'}>
                    {a.is_active ? 'Active' : 'Inactive'}
                  </Badge>
                </TableCell>
                {canEdit ? (
                  <TableCell>
                    {a.is_active ? (
                      <div className="flex justify-end gap-1">
                        <IconAction
                          label={`Edit account ${a.account_masked}`}
                          onClick={() => setEditing({ account: a })}
                        >
                          <PencilIcon aria-hidden />
                        </IconAction>
                        <IconAction
                          label={`Deactivate account ${a.account_masked}`}
                          onClick={() =>
                            setConfirm({
                              title: `Stop paying into account ${a.account_masked}?`,
                              description:
                                'The account stays on file but receives nothing from the next payroll on.',
                              action: 'Deactivate',
                              destructive: true,
                              run: () =>
                                deactivate.mutate(a.id, {
                                  onSuccess: () => toast.success('Account deactivated'),
                                  onError: (error) =>
                                    toast.error('Could not deactivate', {
                                      description: errorMessage(error, 'Please try again.'),
                                    }),
                                }),
                            })
                          }
                        >
                          <PowerIcon aria-hidden className="text-destructive" />
                        </IconAction>
                      </div>
                    ) : null}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <FormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.account ? 'Edit bank account' : 'Add bank account'}
        description="The routing number's check digit is verified; the account number is stored encrypted."
        className="sm:max-w-2xl"
      >
        {editing ? (
          <AccountForm employeeId={employeeId} account={editing.account} onClose={() => setEditing(null)} />
        ) : null}
      </FormDialog>
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
