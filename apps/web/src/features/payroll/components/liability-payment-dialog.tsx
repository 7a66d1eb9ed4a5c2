import {
  LIABILITY_MESSAGES,
  LIABILITY_PAYMENT_KIND_LABELS,
  LIABILITY_PAYMENT_KINDS,
  type TLiabilityPaymentKind,
  type TPayrollLiabilities,
  todayIso,
  ZRecordLiabilityPayment,
} from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { toast } from 'sonner';
import { FilterSelect } from '@/components/filter-select';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { errorMessage } from '@/lib/api-fetch';
import { useRecordLiabilityPayment } from '../api/use-payroll-liabilities';
import { usePayrollCashAccounts } from '../api/use-payroll-runs';

type TPick = { isPicked: boolean; cents: number | null };

/**
 * Record a payment of payroll liabilities: pick the liabilities it clears (each prefilled with what is
 * owed), who is paid, the date and the bank account. Posts Dr each liability, Cr the bank.
 */
export function LiabilityPaymentDialog({ liabilities }: { liabilities: TPayrollLiabilities }) {
  const owed = liabilities.accounts.filter((a) => a.system_key !== 'net_pay_clearing');
  const [isOpen, setIsOpen] = React.useState(false);
  const [kind, setKind] = React.useState<TLiabilityPaymentKind>('federal_deposit');
  const [payee, setPayee] = React.useState('EFTPS');
  const [paidOn, setPaidOn] = React.useState(todayIso());
  const [reference, setReference] = React.useState('');
  const [cashAccountId, setCashAccountId] = React.useState('');
  const [picks, setPicks] = React.useState<Record<string, TPick>>({});
  const [error, setError] = React.useState<string | null>(null);
  const accounts = usePayrollCashAccounts({ isEnabled: isOpen });
  const record = useRecordLiabilityPayment();
  const cashAccount = cashAccountId || accounts.data?.[0]?.id || '';

  const open = () => {
    setPicks(
      Object.fromEntries(
        owed.map((a) => [
          a.account_id,
          {
            isPicked:
              kind === 'federal_deposit' &&
              ['federal_withholding_payable', 'fica_payable'].includes(a.system_key),
            cents: Math.max(a.balance_cents, 0),
          },
        ]),
      ),
    );
    setError(null);
    setIsOpen(true);
  };
  const total = owed.reduce(
    (s, a) => s + (picks[a.account_id]?.isPicked ? (picks[a.account_id]?.cents ?? 0) : 0),
    0,
  );

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZRecordLiabilityPayment.safeParse({
      paid_on: paidOn,
      cash_account_id: cashAccount,
      kind,
      payee,
      reference,
      period_start: liabilities.from,
      period_end: liabilities.to,
      lines: owed
        .filter((a) => picks[a.account_id]?.isPicked)
        .map((a) => ({
          account_id: a.account_id,
          amount_cents: picks[a.account_id]?.cents ?? 0,
          code: a.account_name,
        })),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the payment');
      return;
    }
    try {
      await record.mutateAsync(parsed.data);
      toast.success(LIABILITY_MESSAGES.recorded);
      setIsOpen(false);
    } catch (caught) {
      setError(errorMessage(caught, 'Could not record the payment'));
    }
  };

  return (
    <>
      <Button onClick={open}>Record payment</Button>
      <FormDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title="Record a liability payment"
        description="A federal deposit, state withholding or a fund remittance: Dr each liability picked, Cr the bank account."
        className="sm:max-w-2xl"
      >
        <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="flex flex-wrap gap-4">
            <FilterSelect
              id="payment-kind"
              label="Kind"
              value={kind}
              className="w-44"
              onChange={(value) => setKind(LIABILITY_PAYMENT_KINDS.find((k) => k === value) ?? 'other')}
            >
              {LIABILITY_PAYMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {LIABILITY_PAYMENT_KIND_LABELS[k]}
                </option>
              ))}
            </FilterSelect>
            <div className="grid gap-2">
              <Label htmlFor="payment-payee">Payee</Label>
              <Input
                id="payment-payee"
                className="w-56"
                maxLength={200}
                value={payee}
                onChange={(e) => setPayee(e.target.value)}
              />
            </div>
            <DateField id="payment-date" label="Payment date" value={paidOn} onChange={setPaidOn} />
          </div>
          <div className="flex flex-wrap gap-4">
            <FilterSelect
              id="payment-bank"
              label="Bank account"
              value={cashAccount}
              className="w-72"
              onChange={setCashAccountId}
            >
              {(accounts.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.account_number} — {a.account_name}
                </option>
              ))}
            </FilterSelect>
            <div className="grid gap-2">
              <Label htmlFor="payment-reference">Reference</Label>
              <Input
                id="payment-reference"
                className="w-44"
                maxLength={100}
                value={reference}
                onChange={(e) => setReference(e.target.value)}
              />
            </div>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-sm">Liabilities paid</legend>
            {owed.map((a) => {
              const pick = picks[a.account_id] ?? { isPicked: false, cents: null };
              return (
                <div key={a.account_id} className="flex flex-wrap items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    id={`pick-${a.account_id}`}
                    checked={pick.isPicked}
                    onChange={(event) =>
                      setPicks((all) => ({
                        ...all,
                        [a.account_id]: { ...pick, isPicked: event.target.checked },
                      }))
                    }
                  />
                  <Label htmlFor={`pick-${a.account_id}`} className="w-64 font-normal">
                    {a.account_number} {a.account_name}
                    <span className="ml-2 text-muted-foreground text-xs">
                      owed {formatCents(a.balance_cents)}
                    </span>
                  </Label>
                  <MoneyInput
                    id={`amount-${a.account_id}`}
                    aria-label={`Amount for ${a.account_name}`}
                    className="w-36"
                    value={pick.cents}
                    onChange={(cents) => setPicks((all) => ({ ...all, [a.account_id]: { ...pick, cents } }))}
                  />
                </div>
              );
            })}
          </fieldset>
          <p className="text-sm">
            Total <span className="font-medium tabular-nums">{formatCents(total)}</span>
          </p>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <DialogFormFooter
            submitLabel="Record payment"
            isSaving={record.isPending}
            onCancel={() => setIsOpen(false)}
          />
        </form>
      </FormDialog>
    </>
  );
}
