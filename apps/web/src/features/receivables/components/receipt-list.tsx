import { formatCents, RECEIPT_MESSAGES, RECEIPT_METHOD_LABELS, type TReceipt } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { useVoidReceipt } from '../api/use-receipts';
import { ApplyCreditDialog } from './apply-credit-dialog';

function ReceiptActions({ receipt, canApprove }: { receipt: TReceipt; canApprove: boolean }) {
  const voidReceipt = useVoidReceipt(receipt.id);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const [isApplying, setIsApplying] = React.useState(false);
  if (!canApprove || receipt.status === 'void') return null;
  const run = async () => {
    try {
      await voidReceipt.mutateAsync({});
      toast.success(RECEIPT_MESSAGES.voided);
    } catch (error) {
      console.error('Voiding the receipt failed', error);
      toast.error(errorMessage(error, 'Could not void the receipt'));
    }
  };
  return (
    <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end sm:gap-2">
      {receipt.unapplied_cents > 0 ? (
        <Button variant="outline" size="sm" onClick={() => setIsApplying(true)}>
          Apply credit
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        disabled={voidReceipt.isPending}
        onClick={() =>
          setConfirm({
            title: 'Void this payment?',
            description: `The payment of ${formatCents(receipt.amount_cents)} from ${receipt.customer_name} is reversed in the ledger today, and the applications it paid are open again.`,
            action: 'Void payment',
            destructive: true,
            run: () => void run(),
          })
        }
      >
        Void
      </Button>
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
      {isApplying ? <ApplyCreditDialog receipt={receipt} onClose={() => setIsApplying(false)} /> : null}
    </div>
  );
}

/** Receipts: date, customer, method and reference, amount, applied, credit, status. */
export function ReceiptList({
  receipts,
  canApprove,
}: {
  receipts: readonly TReceipt[];
  canApprove: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="hidden sm:table-cell">Date</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead className="hidden md:table-cell">Method</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Amount</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Applied</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Credit</TableHead>
            <TableHead className="hidden sm:table-cell">Entry</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {receipts.map((r) => (
            <TableRow key={r.id} className={r.status === 'void' ? 'text-muted-foreground' : undefined}>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">{r.receipt_date}</TableCell>
              <TableCell className="whitespace-normal">
                <div className="font-medium">{r.customer_name}</div>
                <div className="text-muted-foreground text-xs">
                  {r.customer_number}
                  <span className="sm:hidden"> · {r.receipt_date}</span>
                  <span className="md:hidden">
                    {' · '}
                    {RECEIPT_METHOD_LABELS[r.method]}
                    {r.reference ? ` ${r.reference}` : ''}
                  </span>
                </div>
                <div className="text-sm tabular-nums sm:hidden">
                  {formatCents(r.amount_cents)}
                  {r.unapplied_cents > 0 ? ` · credit ${formatCents(r.unapplied_cents)}` : ''}
                </div>
                {r.status === 'void' ? (
                  <Badge variant="outline" className="mt-1">
                    Void {r.void_date}
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell className="hidden md:table-cell">
                {RECEIPT_METHOD_LABELS[r.method]}
                {r.reference ? <div className="text-muted-foreground text-xs">{r.reference}</div> : null}
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {formatCents(r.amount_cents)}
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {formatCents(r.applied_cents)}
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {r.unapplied_cents > 0 ? formatCents(r.unapplied_cents) : '—'}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap sm:table-cell">
                {r.entry_number ?? '—'}
              </TableCell>
              <TableCell>
                <ReceiptActions receipt={r} canApprove={canApprove} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
