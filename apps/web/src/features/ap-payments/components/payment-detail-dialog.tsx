import { formatCents, lienWaiverLabel } from '@groundwork/shared';
import { Link } from 'react-router';
import { FormDialog } from '@/components/form-dialog';
import { QueryState } from '@/components/query-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useGetApPayment } from '../api/use-ap-payments';
import { paymentLabel } from './payment-label';

/** A payment's detail: what it paid on which bill, its entries, the lien waivers that follow it. */
export function PaymentDetailDialog({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const payment = useGetApPayment(paymentId);
  return (
    <FormDialog
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      title={payment.data ? `${paymentLabel(payment.data)} — ${payment.data.vendor.name}` : 'Payment'}
      description={
        payment.data
          ? `${payment.data.payment_date} from ${payment.data.bank_account.number} ${payment.data.bank_account.name}: ${formatCents(payment.data.amount_cents)}`
          : 'Loading'
      }
      className="sm:max-w-xl"
    >
      <QueryState query={payment} errorText="Could not load the payment">
        {(p) => (
          <div className="grid gap-4 text-sm">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Paid on</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {p.applications.map((a) => (
                  <TableRow key={`${a.kind}:${a.invoice.id}:${a.release_id ?? ''}`}>
                    <TableCell>
                      <Link
                        to={`/invoices/${a.invoice.id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        Invoice {a.invoice.invoice_number}
                      </Link>
                      {a.kind === 'retainage' ? (
                        <span className="text-muted-foreground"> (retainage released)</span>
                      ) : null}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatCents(a.amount_cents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted-foreground">Entry</dt>
              <dd>
                {p.journal_entry ? (
                  <Link
                    to={`/journal-entries/${p.journal_entry.id}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {p.journal_entry.entry_number}
                  </Link>
                ) : (
                  '—'
                )}
              </dd>
              {p.void_entry ? (
                <>
                  <dt className="text-muted-foreground">Voided</dt>
                  <dd>
                    <Link
                      to={`/journal-entries/${p.void_entry.id}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {p.void_entry.entry_number}
                    </Link>{' '}
                    on {p.void_entry.entry_date}
                    {p.voided_by ? ` by ${p.voided_by.name}` : ''}
                    {p.void_reason ? ` — ${p.void_reason}` : ''}
                  </dd>
                </>
              ) : null}
              {p.memo ? (
                <>
                  <dt className="text-muted-foreground">Memo</dt>
                  <dd>{p.memo}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Lien waivers</dt>
              <dd>
                {p.waivers.length === 0
                  ? 'None'
                  : p.waivers
                      .map(
                        (w) =>
                          `${lienWaiverLabel(w.condition, w.scope)}${w.commitment_number ? ` (${w.commitment_number})` : ''}: ${w.status}`,
                      )
                      .join('; ')}
              </dd>
            </dl>
          </div>
        )}
      </QueryState>
    </FormDialog>
  );
}
