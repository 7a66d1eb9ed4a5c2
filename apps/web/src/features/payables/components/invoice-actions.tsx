import { type TApInvoice, todayIso } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { Field } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { type TApInvoiceAction, useApInvoiceAction, useDeleteApInvoice } from '../api/use-ap-invoices';

/**
 * What the invoice's status and the person allow, each confirmed: Approve (the approver the company's
 * setting names, while nothing holds it), Post (with its date), Void (a posted one by its reversal,
 * with a date and reason), Delete (an entered one).
 */
export function InvoiceActions({ invoice: i, isDirty }: { invoice: TApInvoice; isDirty: boolean }) {
  const canWrite = useCan('payables:write');
  const canPost = useCan('payables:post');
  const act = useApInvoiceAction(i.id);
  const remove = useDeleteApInvoice(i.id);
  const navigate = useNavigate();
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const [dialog, setDialog] = React.useState<'post' | 'void' | null>(null);
  const [date, setDate] = React.useState('');
  const [reason, setReason] = React.useState('');
  const label = `Invoice ${i.invoice_number}`;

  const run = (request: TApInvoiceAction, done: string) =>
    act.mutate(request, {
      onSuccess: () => {
        setDialog(null);
        toast.success(`${label} ${done}`);
      },
      onError: (error) => toast.error(errorMessage(error, `${label} could not be changed`)),
    });

  const isHeld = i.holds.length > 0;
  return (
    <>
      {i.status === 'entered' && i.approver.may_approve ? (
        <Button
          type="button"
          disabled={act.isPending || isDirty || isHeld}
          title={isDirty ? 'Save your changes first' : isHeld ? 'On hold: see why above' : undefined}
          onClick={() =>
            setConfirm({
              title: `Approve ${label}?`,
              description: `${i.vendor.name}, ${formatCents(i.gross_cents)}: it can then be posted to job cost and accounts payable. An approved invoice is no longer edited.`,
              action: 'Approve',
              run: () => run({ action: 'approve' }, 'approved'),
            })
          }
        >
          Approve
        </Button>
      ) : null}
      {i.status === 'approved' && canPost ? (
        <Button
          type="button"
          disabled={act.isPending}
          onClick={() => {
            setDate(i.invoice_date);
            setDialog('post');
          }}
        >
          Post
        </Button>
      ) : null}
      {i.status === 'entered' && canWrite ? (
        <Button
          type="button"
          variant="outline"
          disabled={remove.isPending}
          onClick={() =>
            setConfirm({
              title: `Delete ${label}?`,
              description: 'The invoice, its lines and its document are deleted; its number is free again.',
              action: 'Delete',
              destructive: true,
              run: () =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    toast.success(`${label} deleted`);
                    void navigate('/invoices/enter');
                  },
                  onError: (error) => toast.error(errorMessage(error, `${label} could not be deleted`)),
                }),
            })
          }
        >
          Delete
        </Button>
      ) : null}
      {i.status !== 'void' && i.status !== 'entered' && canPost ? (
        <Button
          type="button"
          variant="destructive"
          disabled={act.isPending}
          onClick={() => {
            setDate(todayIso());
            setReason('');
            setDialog('void');
          }}
        >
          Void
        </Button>
      ) : null}
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
      <FormDialog
        isOpen={dialog === 'post'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'post' : null)}
        title={`Post ${label}`}
        description={`One entry: job cost and expense ${formatCents(i.gross_cents)}, accounts payable ${formatCents(i.net_cents)}, retainage payable ${formatCents(i.retainage_cents)}.`}
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            run({ action: 'post', input: { posting_date: date } }, 'posted');
          }}
        >
          <Field id="invoice-posting-date" label="Posting date">
            <Input
              id="invoice-posting-date"
              type="date"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
          <DialogFormFooter
            submitLabel="Post"
            isSaving={act.isPending}
            isSubmitDisabled={!date || act.isPending}
            onCancel={() => setDialog(null)}
          />
        </form>
      </FormDialog>
      <FormDialog
        isOpen={dialog === 'void'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'void' : null)}
        title={`Void ${label}`}
        description={
          i.status === 'posted'
            ? 'Its entry is reversed by a new one on the void date; only while nothing is paid on it. This cannot be undone.'
            : 'Nothing was posted: it simply becomes void, and its number is free again.'
        }
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            run(
              {
                action: 'void',
                input: {
                  void_date: i.status === 'posted' ? date : undefined,
                  reason: reason.trim() || null,
                },
              },
              'voided',
            );
          }}
        >
          {i.status === 'posted' ? (
            <Field id="invoice-void-date" label="Void date">
              <Input
                id="invoice-void-date"
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
            </Field>
          ) : null}
          <Field id="invoice-void-reason" label="Reason">
            <Textarea
              id="invoice-void-reason"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <DialogFormFooter submitLabel="Void" isSaving={act.isPending} onCancel={() => setDialog(null)} />
        </form>
      </FormDialog>
    </>
  );
}
