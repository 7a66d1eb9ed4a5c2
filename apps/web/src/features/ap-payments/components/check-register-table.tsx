import { formatCents, type TApPaymentListItem } from '@groundwork/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paymentLabel } from './payment-label';

/** The check register: date, number or reference, vendor, bank account, bills paid, amount, status. */
export function CheckRegisterTable({
  payments,
  canVoid,
  onOpen,
  onVoid,
}: {
  payments: readonly TApPaymentListItem[];
  canVoid: boolean;
  onOpen: (payment: TApPaymentListItem) => void;
  onVoid: (payment: TApPaymentListItem) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Number / reference</TableHead>
            <TableHead>Vendor</TableHead>
            <TableHead className="max-md:hidden">Bank account</TableHead>
            <TableHead className="max-lg:hidden">Paid</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.id} className={p.status === 'void' ? 'text-muted-foreground' : undefined}>
              <TableCell className="whitespace-nowrap">{p.payment_date}</TableCell>
              <TableCell className="whitespace-nowrap">
                <Button
                  variant="link"
                  className="h-auto p-0"
                  aria-label={`${paymentLabel(p)} details`}
                  onClick={() => onOpen(p)}
                >
                  {paymentLabel(p)}
                </Button>
              </TableCell>
              <TableCell className="max-w-56 truncate">
                <span className="font-mono text-xs">{p.vendor.number}</span> {p.vendor.name}
              </TableCell>
              <TableCell className="whitespace-nowrap max-md:hidden">
                {p.bank_account.number} {p.bank_account.name}
              </TableCell>
              <TableCell className="max-w-64 truncate text-xs max-lg:hidden">{p.paid.join(', ')}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(p.amount_cents)}</TableCell>
              <TableCell className="whitespace-nowrap">
                {p.status === 'void' ? (
                  <Badge variant="outline">Void {p.void_date}</Badge>
                ) : (
                  <Badge variant="secondary">Posted</Badge>
                )}
              </TableCell>
              <TableCell className="text-right">
                {canVoid && p.status === 'posted' ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Void ${paymentLabel(p)}`}
                    onClick={() => onVoid(p)}
                  >
                    Void
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
