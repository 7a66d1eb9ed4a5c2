import { AP_PAYMENT_MESSAGES, formatCents, type TApPaymentListItem, todayIso } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-fetch';
import { useVoidApPayment } from '../api/use-ap-payments';
import { paymentLabel } from './payment-label';

/** Voids a payment by a reversing entry dated the void date; its bills are open again. */
export function VoidPaymentDialog({
  payment,
  onClose,
}: {
  payment: TApPaymentListItem;
  onClose: () => void;
}) {
  const voidPayment = useVoidApPayment(payment.id);
  const [voidDate, setVoidDate] = React.useState(() =>
    payment.payment_date > todayIso() ? payment.payment_date : todayIso(),
  );
  const [reason, setReason] = React.useState('');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await voidPayment.mutateAsync({ void_date: voidDate, reason: reason.trim() || null });
      toast.success(AP_PAYMENT_MESSAGES.voided);
      onClose();
    } catch (error) {
      console.error('Voiding the payment failed', error);
      toast.error(errorMessage(error, 'Could not void the payment'));
    }
  };
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Void ${paymentLabel(payment)}?`}
      description={`The payment of ${formatCents(payment.amount_cents)} to ${payment.vendor.name} is reversed in the ledger on the void date, and the bills it paid are open again. A check keeps its number.`}
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <Field id="void-date" label="Void date">
          <Input
            id="void-date"
            type="date"
            min={payment.payment_date}
            value={voidDate}
            onChange={(e) => setVoidDate(e.target.value)}
          />
        </Field>
        <Field id="void-reason" label="Reason (optional)">
          <Input
            id="void-reason"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
        <DialogFormFooter submitLabel="Void payment" isSaving={voidPayment.isPending} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}
