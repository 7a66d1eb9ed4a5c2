import { LIABILITY_PAYMENT_KIND_LABELS, type TPayrollLiabilities } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { toast } from 'sonner';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { useVoidLiabilityPayment } from '../api/use-payroll-liabilities';

const LINE_TYPE_LABELS: Record<string, string> = {
  employee_tax: 'Withheld',
  employer_tax: 'Employer tax',
  deduction: 'Deduction',
  fringe: 'Fringe fund',
  workers_comp: "Workers' comp",
};

/** Each payroll liability account's balance at the period end, from the ledger. */
export function LiabilityBalances({ data }: { data: TPayrollLiabilities }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Account</TableHead>
          <TableHead className="text-right">Owed</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.accounts.map((a) => (
          <TableRow key={a.account_id}>
            <TableCell className="whitespace-normal">
              <span className="font-mono">{a.account_number}</span> {a.account_name}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(a.balance_cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The period's withholdings, employer taxes, deductions, fringes and workers' comp by code. */
export function LiabilitiesByCode({ data }: { data: TPayrollLiabilities }) {
  if (data.by_code.length === 0)
    return <p className="py-4 text-center text-muted-foreground">No posted payroll in this period.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Kind</TableHead>
          <TableHead>Tax or payee</TableHead>
          <TableHead className="max-sm:hidden">Where</TableHead>
          <TableHead className="text-right max-md:hidden">Taxable wages</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.by_code.map((r) => (
          <TableRow key={`${r.line_type}-${r.code}-${r.jurisdiction}-${r.description}`}>
            <TableCell>{LINE_TYPE_LABELS[r.line_type] ?? r.line_type}</TableCell>
            <TableCell>
              {r.description} <span className="font-mono text-muted-foreground text-xs">{r.code}</span>
            </TableCell>
            <TableCell className="max-sm:hidden">{r.jurisdiction ?? ''}</TableCell>
            <TableCell className="text-right tabular-nums max-md:hidden">
              {r.taxable_wages_cents ? formatCents(r.taxable_wages_cents) : ''}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(r.amount_cents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function VoidPaymentButton({ id, payee }: { id: string; payee: string }) {
  const [isOpen, setIsOpen] = React.useState(false);
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const voiding = useVoidLiabilityPayment();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
        Void
      </Button>
      <FormDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={`Void the payment to ${payee}`}
        description="Posts a reversal of the payment's entry: the liabilities are owed again."
      >
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setError('Enter the reason for voiding the payment');
              return;
            }
            voiding
              .mutateAsync({ id, input: { reason: reason.trim() } })
              .then(() => {
                toast.success('Payment voided');
                setIsOpen(false);
              })
              .catch((caught: unknown) => setError(errorMessage(caught, 'Could not void the payment')));
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`void-payment-${id}`}>Reason</Label>
            <Input
              id={`void-payment-${id}`}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <DialogFormFooter
            submitLabel="Void payment"
            isSaving={voiding.isPending}
            onCancel={() => setIsOpen(false)}
          />
        </form>
      </FormDialog>
    </>
  );
}

/** The period's liability payments; a payment not yet voided can be. */
export function LiabilityPayments({ data, canWrite }: { data: TPayrollLiabilities; canWrite: boolean }) {
  if (data.payments.length === 0)
    return <p className="py-4 text-center text-muted-foreground">No payments in this period.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Kind</TableHead>
          <TableHead>Payee</TableHead>
          <TableHead className="max-md:hidden">Bank</TableHead>
          <TableHead className="max-sm:hidden">Entry</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.payments.map((p) => (
          <TableRow key={p.id} className={p.void_entry_id ? 'text-muted-foreground line-through' : undefined}>
            <TableCell className="whitespace-nowrap">{p.paid_on}</TableCell>
            <TableCell>{LIABILITY_PAYMENT_KIND_LABELS[p.kind]}</TableCell>
            <TableCell>
              {p.payee}
              {p.reference ? <span className="ml-1 text-xs">({p.reference})</span> : null}
            </TableCell>
            <TableCell className="max-md:hidden">{p.cash_account_name}</TableCell>
            <TableCell className="font-mono text-xs max-sm:hidden">{p.entry_number}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(p.amount_cents)}</TableCell>
            <TableCell className="text-right">
              {canWrite && !p.void_entry_id ? <VoidPaymentButton id={p.id} payee={p.payee} /> : null}
              {p.void_entry_id ? <span className="text-xs no-underline">void</span> : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
