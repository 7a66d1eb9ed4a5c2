import {
  AP_RETAINAGE_MESSAGES,
  formatCents,
  type TRetainageCommitment,
  type TRetainageCommitmentDetail,
  type TRetainageVendor,
  todayIso,
} from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { MoneyInput } from '@/components/money-input';
import { QueryState } from '@/components/query-state';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { useReleaseRetainage, useRetainageCommitment } from '../api/use-retainage';

/**
 * Releases a commitment's held retainage — all of it, or an amount spread over its invoices oldest
 * first — as a bill due on the due date, then paid on Pay Bills. The company's final-waiver setting
 * shows here as the reason it cannot be released yet.
 */
export function ReleaseRetainageDialog({
  commitment,
  onClose,
}: {
  commitment: TRetainageCommitment;
  onClose: () => void;
}) {
  const detail = useRetainageCommitment(commitment.id);
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Release retainage of ${commitment.number}`}
      description={`${commitment.vendor.name} · ${commitment.job.number} — ${formatCents(detail.data?.held_cents ?? commitment.held_cents)} held. Released retainage moves from retainage payable to accounts payable and is paid on Pay Bills.`}
      className="sm:max-w-2xl"
    >
      <QueryState query={detail} errorText="Could not load the commitment's retainage" loadingRows={3}>
        {(d) => (
          <ReleaseForm
            target={{ commitment_id: commitment.id }}
            label={commitment.number}
            held={d.held_cents}
            invoices={d.invoices}
            hold={d.hold}
            onClose={onClose}
          />
        )}
      </QueryState>
    </FormDialog>
  );
}

/**
 * Releases the retainage a vendor's bills hold outside any commitment (an import's opening bills):
 * the same form, the vendor's invoices listed from the row.
 */
export function ReleaseVendorRetainageDialog({
  retainage,
  onClose,
}: {
  retainage: TRetainageVendor;
  onClose: () => void;
}) {
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Release retainage of ${retainage.vendor.name}`}
      description={`Bills outside a commitment — ${formatCents(retainage.held_cents)} held. Released retainage moves from retainage payable to accounts payable and is paid on Pay Bills.`}
      className="sm:max-w-2xl"
    >
      <ReleaseForm
        target={{ vendor_id: retainage.vendor.id }}
        label={`${retainage.vendor.name}'s bills`}
        held={retainage.held_cents}
        invoices={retainage.invoices}
        hold={null}
        onClose={onClose}
      />
    </FormDialog>
  );
}

function ReleaseForm({
  target,
  label,
  held,
  invoices,
  hold,
  onClose,
}: {
  target: { commitment_id: string } | { vendor_id: string };
  label: string;
  held: number;
  invoices: TRetainageCommitmentDetail['invoices'];
  hold: string | null;
  onClose: () => void;
}) {
  const release = useReleaseRetainage();
  const [amount, setAmount] = React.useState<number | null>(held);
  const [releaseDate, setReleaseDate] = React.useState(() => todayIso());
  const [dueDate, setDueDate] = React.useState(() => todayIso());
  const [description, setDescription] = React.useState('');
  const problem =
    amount === null || Number.isNaN(amount) || amount <= 0
      ? 'Enter an amount above zero'
      : amount > held
        ? `More than the ${formatCents(held)} held`
        : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (problem || amount === null) return;
    try {
      const released = await release.mutateAsync({
        ...target,
        release_date: releaseDate,
        due_date: dueDate < releaseDate ? releaseDate : dueDate,
        description,
        amount_cents: amount,
      });
      toast.success(AP_RETAINAGE_MESSAGES.released, {
        description: `${formatCents(released.amount_cents)} of ${label} is now a bill on Pay Bills`,
      });
      onClose();
    } catch (error) {
      console.error('Releasing the retainage failed', error);
      toast.error(errorMessage(error, 'Could not release the retainage'));
    }
  };

  return (
    <form className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Invoice</TableHead>
            <TableHead>Date</TableHead>
            <TableHead className="text-right">Withheld</TableHead>
            <TableHead className="text-right">Released</TableHead>
            <TableHead className="text-right">Held</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.map((i) => (
            <TableRow key={i.id}>
              <TableCell>{i.invoice_number}</TableCell>
              <TableCell>{i.invoice_date}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(i.withheld_cents)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(i.released_cents)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(i.held_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {hold ? (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-destructive text-sm">
          {hold}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="release-amount" label="Amount to release" error={problem ?? undefined}>
          <MoneyInput
            id="release-amount"
            className="text-right tabular-nums"
            value={amount}
            aria-invalid={problem ? true : undefined}
            onChange={setAmount}
          />
        </Field>
        <Field id="release-date" label="Release date">
          <Input
            id="release-date"
            type="date"
            value={releaseDate}
            onChange={(e) => setReleaseDate(e.target.value)}
          />
        </Field>
        <Field id="release-due" label="Due date">
          <Input
            id="release-due"
            type="date"
            min={releaseDate}
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
          />
        </Field>
      </div>
      <Field id="release-description" label="Description (optional)">
        <Input
          id="release-description"
          maxLength={500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <DialogFormFooter
        submitLabel="Release retainage"
        isSaving={release.isPending}
        isSubmitDisabled={release.isPending || problem !== null || hold !== null}
        onCancel={onClose}
      />
    </form>
  );
}
