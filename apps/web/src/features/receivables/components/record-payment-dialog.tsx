import {
  RECEIPT_MESSAGES,
  RECEIPT_METHOD_LABELS,
  RECEIPT_METHODS,
  type TReceiptMethod,
  todayIso,
} from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useFindActiveCustomers } from '@/features/customers/api/use-find-active-customers';
import { errorMessage } from '@/lib/api-fetch';
import { useCreateReceipt } from '../api/use-receipts';
import { useCashAccounts, useOpenApplications } from '../api/use-receivables';
import { ApplyTable, applicationsOf, applyError, type TApplyAmounts } from './apply-table';

type TErrors = Partial<Record<'customer' | 'date' | 'amount' | 'account' | 'apply', string>>;

/** Record payment: who paid, when, how, how much, where it was deposited, and what it pays. */
export function RecordPaymentDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const customers = useFindActiveCustomers();
  const accounts = useCashAccounts();
  const create = useCreateReceipt();
  const [customerId, setCustomerId] = React.useState('');
  const [date, setDate] = React.useState(todayIso());
  const [method, setMethod] = React.useState<TReceiptMethod>('check');
  const [reference, setReference] = React.useState('');
  const [amount, setAmount] = React.useState<number | null>(null);
  const [accountId, setAccountId] = React.useState('');
  const [amounts, setAmounts] = React.useState<TApplyAmounts>({});
  const [errors, setErrors] = React.useState<TErrors>({});
  const open = useOpenApplications(customerId);
  const depositId = accountId || accounts.data?.[0]?.id || '';
  const available = amount !== null && !Number.isNaN(amount) ? amount : 0;

  const reset = () => {
    setCustomerId('');
    setDate(todayIso());
    setMethod('check');
    setReference('');
    setAmount(null);
    setAccountId('');
    setAmounts({});
    setErrors({});
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: TErrors = {};
    if (!customerId) next.customer = RECEIPT_MESSAGES.customerRequired;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) next.date = RECEIPT_MESSAGES.dateRequired;
    if (amount === null || Number.isNaN(amount) || amount <= 0) next.amount = RECEIPT_MESSAGES.amountPositive;
    if (!depositId) next.account = RECEIPT_MESSAGES.depositAccountRequired;
    const applyProblem = applyError(open.data ?? [], amounts, available);
    if (applyProblem) next.apply = applyProblem;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const receipt = await create.mutateAsync({
        customer_id: customerId,
        receipt_date: date,
        method,
        reference: reference.trim() || null,
        memo: null,
        amount_cents: available,
        deposit_account_id: depositId,
        applications: applicationsOf(amounts),
      });
      toast.success(
        receipt.unapplied_cents > 0
          ? `${RECEIPT_MESSAGES.created}: ${receipt.customer_name} has a credit`
          : RECEIPT_MESSAGES.created,
      );
      reset();
      onOpenChange(false);
    } catch (error) {
      console.error('Recording the payment failed', error);
      setErrors({ apply: errorMessage(error, 'Could not record the payment') });
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Record payment"
      description="A customer's payment, deposited to a cash account and applied to approved applications. What is not applied stays as the customer's credit."
      className="sm:max-w-3xl"
    >
      <form className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate onSubmit={onSubmit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="receipt-customer" label="Customer" error={errors.customer}>
            <NativeSelect
              id="receipt-customer"
              value={customerId}
              {...invalidProps('receipt-customer', errors.customer)}
              onChange={(event) => {
                setCustomerId(event.target.value);
                setAmounts({});
              }}
            >
              <option value="">{customers.isPending ? 'Loading customers…' : 'Choose a customer'}</option>
              {(customers.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.customer_number} — {c.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="receipt-date" label="Date" error={errors.date}>
            <Input
              id="receipt-date"
              type="date"
              value={date}
              {...invalidProps('receipt-date', errors.date)}
              onChange={(event) => setDate(event.target.value)}
            />
          </Field>
          <Field id="receipt-method" label="Method">
            <NativeSelect
              id="receipt-method"
              value={method}
              onChange={(event) =>
                setMethod(RECEIPT_METHODS.find((m) => m === event.target.value) ?? 'check')
              }
            >
              {RECEIPT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {RECEIPT_METHOD_LABELS[m]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="receipt-reference" label="Reference">
            <Input
              id="receipt-reference"
              value={reference}
              maxLength={60}
              placeholder="Check number, transfer ID…"
              onChange={(event) => setReference(event.target.value)}
            />
          </Field>
          <Field id="receipt-amount" label="Amount" error={errors.amount}>
            <MoneyInput
              id="receipt-amount"
              value={amount}
              placeholder="$0.00"
              {...invalidProps('receipt-amount', errors.amount)}
              onChange={setAmount}
            />
          </Field>
          <Field id="receipt-account" label="Deposit to" error={errors.account}>
            <NativeSelect
              id="receipt-account"
              value={depositId}
              {...invalidProps('receipt-account', errors.account)}
              onChange={(event) => setAccountId(event.target.value)}
            >
              {accounts.isPending ? <option value="">Loading accounts…</option> : null}
              {accounts.data?.length === 0 ? <option value="">No cash account in the chart</option> : null}
              {(accounts.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.account_number} — {a.account_name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        {customerId ? (
          <ApplyTable
            rows={open.data}
            isPending={open.isPending}
            error={open.error}
            onRetry={() => void open.refetch()}
            amounts={amounts}
            availableCents={available}
            onChange={setAmounts}
          />
        ) : (
          <p className="text-muted-foreground text-sm">Choose the customer to see their open applications.</p>
        )}
        {errors.apply ? (
          <p role="alert" className="text-destructive text-sm">
            {errors.apply}
          </p>
        ) : null}
        <DialogFormFooter
          submitLabel="Record payment"
          isSaving={create.isPending}
          onCancel={() => {
            reset();
            onOpenChange(false);
          }}
        />
      </form>
    </FormDialog>
  );
}
