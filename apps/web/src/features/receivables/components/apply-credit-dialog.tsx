import { RECEIPT_MESSAGES, type TReceipt } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-fetch';
import { useApplyReceipt } from '../api/use-receipts';
import { useOpenApplications } from '../api/use-receivables';
import { ApplyTable, applicationsOf, applyError, type TApplyAmounts } from './apply-table';

/** Applies what is left of a payment (the customer's credit) to open applications. */
export function ApplyCreditDialog({ receipt, onClose }: { receipt: TReceipt; onClose: () => void }) {
  const open = useOpenApplications(receipt.customer_id);
  const apply = useApplyReceipt(receipt.id);
  const [amounts, setAmounts] = React.useState<TApplyAmounts>({});
  const [error, setError] = React.useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const rows = applicationsOf(amounts);
    const problem =
      applyError(open.data ?? [], amounts, receipt.unapplied_cents) ??
      (rows.length === 0 ? RECEIPT_MESSAGES.applyAtLeastOne : null);
    setError(problem);
    if (problem) return;
    try {
      await apply.mutateAsync({ applications: rows });
      toast.success(RECEIPT_MESSAGES.applied);
      onClose();
    } catch (err) {
      console.error('Applying the credit failed', err);
      setError(errorMessage(err, 'Could not apply the payment'));
    }
  };

  return (
    <FormDialog
      isOpen
      onOpenChange={(next) => (next ? null : onClose())}
      title="Apply credit"
      description={`${receipt.customer_name}: what is left of the payment of ${receipt.receipt_date}${receipt.reference ? ` (${receipt.reference})` : ''}.`}
      className="sm:max-w-3xl"
    >
      <form className="grid grid-cols-[minmax(0,1fr)] gap-4" noValidate onSubmit={onSubmit}>
        <ApplyTable
          rows={open.data}
          isPending={open.isPending}
          error={open.error}
          onRetry={() => void open.refetch()}
          amounts={amounts}
          availableCents={receipt.unapplied_cents}
          creditLabel="Credit left"
          onChange={setAmounts}
        />
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter submitLabel="Apply" isSaving={apply.isPending} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}
