import {
  AP_PAYMENT_METHOD_LABELS,
  AP_PAYMENT_METHODS,
  formatCents,
  type TApBankAccount,
} from '@groundwork/shared';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ButtonSpinner } from '@/components/ui/spinner';
import { runCheckNumbers, type TRunHeader, type TVendorPayment } from '../pay-run';

/**
 * How the run is paid — date, bank account, method, the first check number (the account's next,
 * editable) or each vendor's ACH/wire reference — and what it will post: one payment per vendor with
 * its check number and amount, and the total.
 */
export function PayRunPanel({
  header,
  accounts,
  payments,
  isReady,
  isPaying,
  onChange,
  onPay,
}: {
  header: TRunHeader;
  accounts: readonly TApBankAccount[];
  payments: readonly TVendorPayment[];
  isReady: boolean;
  isPaying: boolean;
  onChange: (header: TRunHeader) => void;
  onPay: () => void;
}) {
  const total = payments.reduce((s, p) => s + p.totalCents, 0);
  const billCount = payments.reduce((s, p) => s + p.bills.length, 0);
  const numbers = runCheckNumbers(header.firstCheckNumber, payments.length);
  const missingReference =
    header.method !== 'check' && payments.some((p) => !(header.references[p.vendor.id] ?? '').trim());
  return (
    <section aria-labelledby="pay-run-heading" className="grid content-start gap-4">
      <h2 id="pay-run-heading" className="font-semibold text-lg">
        Payment
      </h2>
      <Field id="payment-date" label="Payment date">
        <Input
          id="payment-date"
          type="date"
          value={header.paymentDate}
          onChange={(e) => onChange({ ...header, paymentDate: e.target.value })}
        />
      </Field>
      <Field id="payment-bank" label="Bank account">
        <NativeSelect
          id="payment-bank"
          value={header.bankAccountId}
          onChange={(e) => {
            const account = accounts.find((a) => a.id === e.target.value);
            onChange({
              ...header,
              bankAccountId: e.target.value,
              firstCheckNumber: account?.next_check_number ?? '',
            });
          }}
        >
          {accounts.length === 0 ? <option value="">No cash account</option> : null}
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.account_number} {a.account_name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="payment-method" label="Method">
        <NativeSelect
          id="payment-method"
          value={header.method}
          onChange={(e) =>
            onChange({ ...header, method: AP_PAYMENT_METHODS.find((m) => m === e.target.value) ?? 'check' })
          }
        >
          {AP_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {AP_PAYMENT_METHOD_LABELS[m]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {header.method === 'check' ? (
        <Field id="payment-first-check" label="First check number">
          <Input
            id="payment-first-check"
            value={header.firstCheckNumber}
            maxLength={20}
            autoComplete="off"
            onChange={(e) => onChange({ ...header, firstCheckNumber: e.target.value })}
          />
        </Field>
      ) : null}
      <div className="grid gap-2 rounded-md border p-3">
        <p className="font-medium text-sm">
          {payments.length === 0
            ? 'Select the bills to pay'
            : `${payments.length === 1 ? '1 payment' : `${payments.length} payments`}, ${billCount === 1 ? '1 bill' : `${billCount} bills`}`}
        </p>
        <ul className="grid gap-2">
          {payments.map((p, i) => (
            <li key={p.vendor.id} className="grid gap-1 text-sm">
              <div className="flex items-baseline justify-between gap-2">
                <span className="truncate">{p.vendor.name}</span>
                <span className="shrink-0 tabular-nums">{formatCents(p.totalCents)}</span>
              </div>
              {header.method === 'check' ? (
                <span className="text-muted-foreground text-xs">
                  {numbers[i] ? `Check ${numbers[i]}` : 'Check: next number of the account'}
                </span>
              ) : (
                <Input
                  aria-label={`${AP_PAYMENT_METHOD_LABELS[header.method]} reference for ${p.vendor.name}`}
                  placeholder={`${AP_PAYMENT_METHOD_LABELS[header.method]} reference`}
                  className="h-8"
                  maxLength={100}
                  value={header.references[p.vendor.id] ?? ''}
                  onChange={(e) =>
                    onChange({
                      ...header,
                      references: { ...header.references, [p.vendor.id]: e.target.value },
                    })
                  }
                />
              )}
            </li>
          ))}
        </ul>
        <div className="flex items-baseline justify-between border-t pt-2 font-semibold">
          <span>Total</span>
          <span className="tabular-nums" data-testid="pay-run-total">
            {formatCents(total)}
          </span>
        </div>
      </div>
      <Button
        onClick={onPay}
        disabled={!isReady || isPaying || missingReference || !header.bankAccountId || !header.paymentDate}
      >
        {isPaying ? <ButtonSpinner /> : null}
        {payments.length > 1 ? `Pay ${payments.length} vendors` : 'Pay'}
      </Button>
      {missingReference ? (
        <p className="text-muted-foreground text-xs">
          Enter each vendor’s {AP_PAYMENT_METHOD_LABELS[header.method]} reference.
        </p>
      ) : null}
    </section>
  );
}
