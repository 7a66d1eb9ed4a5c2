// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import * as React from 'react';
import { Link } from 'react-router';
import { PagedListState } from '@/components/list-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useFindApInvoices } from '@/features/payables/api/use-ap-invoices';
import { InvoiceStatusBadge } from '@/features/payables/components/invoice-status-badge';

const PAGE_SIZE = 10;

/** The vendor's invoices, newest first, 10 a page; the number opens the invoice. */
export function VendorInvoicesList({ vendorId }: { vendorId: string }) {
  const [page, setPage] = React.useState(1);
  const invoices = useFindApInvoices({ search: '', status: 'all', vendorId, page, pageSize: PAGE_SIZE });
  return (
    <section aria-labelledby="vendor-invoices-heading" className="grid gap-2">
      <h3 id="vendor-invoices-heading" className="font-semibold">
        Invoices
      </h3>
      <PagedListState
        query={invoices}
        emptyText="No invoices from this vendor yet"
        errorText="Could not load the invoices"
        pagerLabel="Vendor invoice pages"
        onPageChange={setPage}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Invoice</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead className="max-sm:hidden">Due</TableHead>
                  <TableHead className="max-md:hidden">Jobs</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right max-sm:hidden">Gross</TableHead>
                  <TableHead className="text-right max-md:hidden">Retainage</TableHead>
                  <TableHead className="text-right">Net due</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((i) => (
                  <TableRow key={i.id}>
                    <TableCell className="whitespace-nowrap">
                      <Link
                        to={`/invoices/${i.id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {i.invoice_number}
                      </Link>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{i.invoice_date}</TableCell>
                    <TableCell className="whitespace-nowrap max-sm:hidden">{i.due_date}</TableCell>
                    <TableCell className="max-w-40 truncate font-mono text-xs max-md:hidden">
                      {i.jobs.join(', ') || '—'}
                    </TableCell>
                    <TableCell>
                      <InvoiceStatusBadge status={i.status} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums max-sm:hidden">
                      {formatCents(i.gross_cents)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums max-md:hidden">
                      {formatCents(i.retainage_cents)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatCents(i.net_cents)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </PagedListState>
    </section>
  );
}
