import type { TRestitution } from '@groundwork/shared';
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-fetch';
import { useCashInLieuEarnings, usePayRestitution } from '../api/use-compliance-report';

const OTHER = 'amount';

/** Marks restitution paid: by a payroll run's cash-in-lieu earning of the worker, or an amount paid. */
export function RestitutionPaymentDialog({
  jobId,
  restitution,
  onOpenChange,
}: {
  jobId: string;
  restitution: TRestitution | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const isOpen = restitution !== null;
  const earnings = useCashInLieuEarnings(jobId, restitution?.employee_id ?? '', isOpen);
  const pay = usePayRestitution();
  const [choice, setChoice] = React.useState(OTHER);
  const [amount, setAmount] = React.useState<number | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (!restitution) return;
    setChoice(OTHER);
    setAmount(null);
    setError(null);
  }, [restitution]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!restitution) return;
    if (choice === OTHER && (amount === null || Number.isNaN(amount)))
      return setError('Enter the amount paid (0.00 clears a payment)');
    try {
      await pay.mutateAsync({
        id: restitution.id,
        payment: choice === OTHER ? { amount_cents: amount ?? 0 } : { earning_id: choice },
      });
      toast.success('Restitution payment saved');
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err, 'Could not save the payment'));
    }
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Restitution paid"
      description={
        restitution
          ? `${restitution.employee_name}, week ending ${restitution.week_ending}: ${formatCents(restitution.underpaid_cents)} underpaid.`
          : ''
      }
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <Field id="restitution-paid-by" label="Paid by">
          <NativeSelect
            id="restitution-paid-by"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value={OTHER}>An amount paid outside payroll</option>
            {(earnings.data ?? []).map((e) => (
              <option key={e.id} value={e.id}>
                Run {e.run_number} ({e.check_date}): cash in lieu {formatCents(e.amount_cents)}
                {e.week_ending ? `, week ending ${e.week_ending}` : ''}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {choice === OTHER ? (
          <Field id="restitution-paid-amount" label="Amount paid">
            <MoneyInput id="restitution-paid-amount" value={amount} onChange={setAmount} />
          </Field>
        ) : null}
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter
          submitLabel="Save payment"
          isSaving={pay.isPending}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </FormDialog>
  );
}
