import { AP_PAYMENT_METHOD_LABELS, formatCents, type TApPaymentListItem } from '@groundwork/shared';
import * as React from 'react';
import { PagedListState } from '@/components/list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PaymentDetailDialog } from '@/features/ap-payments/components/payment-detail-dialog';
import { useVendorPayments } from '../api/use-payables-reports';

const PAGE_SIZE = 10;

/** 'Check 1042', 'ACH 88812'. */
function label(p: TApPaymentListItem): string {
  const ref = p.method === 'check' ? p.check_number : p.reference;
  return `${AP_PAYMENT_METHOD_LABELS[p.method]}${ref ? ` ${ref}` : ''}`;
}

/** The vendor's payments, newest first, 10 a page; a payment opens its detail (the bills it paid). */
export function VendorPaymentsList({ vendorId }: { vendorId: string }) {
  const [page, setPage] = React.useState(1);
  const [opened, setOpened] = React.useState<string | null>(null);
  const payments = useVendorPayments(vendorId, page, PAGE_SIZE);
  return (
    <section aria-labelledby="vendor-payments-heading" className="grid gap-2">
      <h3 id="vendor-payments-heading" className="font-semibold">
        Payments
      </h3>
      <PagedListState
        query={payments}
        emptyText="No payments to this vendor yet"
        errorText="Could not load the payments"
        pagerLabel="Vendor payment pages"
        onPageChange={setPage}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Payment</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead className="max-md:hidden">Paid</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell className="whitespace-nowrap">
                      <Button variant="link" className="h-auto p-0" onClick={() => setOpened(p.id)}>
                        {label(p)}
                      </Button>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{p.payment_date}</TableCell>
                    <TableCell className="max-w-72 truncate text-muted-foreground max-md:hidden">
                      {p.paid.join(', ')}
                    </TableCell>
                    <TableCell>
                      {p.status === 'void' ? (
                        <Badge variant="destructive">Void {p.void_date}</Badge>
                      ) : (
                        <Badge variant="secondary">Posted</Badge>
                      )}
                    </TableCell>
                    <TableCell
                      className={`text-right tabular-nums ${p.status === 'void' ? 'text-muted-foreground line-through' : ''}`}
                    >
                      {formatCents(p.amount_cents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </PagedListState>
      {opened ? <PaymentDetailDialog paymentId={opened} onClose={() => setOpened(null)} /> : null}
    </section>
  );
}
