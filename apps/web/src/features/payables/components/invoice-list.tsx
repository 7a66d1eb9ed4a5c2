import { AP_INVOICE_STATUS_FILTERS, AP_INVOICE_STATUS_LABELS, AP_INVOICE_STATUSES } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { PaperclipIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { SearchBox } from '@/components/search-box';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useActiveVendors } from '@/features/commitments/api/use-commitments';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { TApInvoiceListParams } from '../api/payable-keys';
import { useFindApInvoices } from '../api/use-ap-invoices';
import { InvoiceStatusBadge } from './invoice-status-badge';

const PAGE_SIZE = 20;

/**
 * The company's vendor invoices: search (number, description, vendor), status (open = entered or
 * approved) and vendor filters, pages of 20. The number opens the invoice (to edit while entered).
 */
export function InvoiceList() {
  const [search, setSearch] = React.useState('');
  const [status, setStatus] = React.useState<TApInvoiceListParams['status']>('all');
  const [vendorId, setVendorId] = React.useState('');
  const [page, setPage] = React.useState(1);
  const debounced = useDebouncedValue(search.trim());
  const invoices = useFindApInvoices({ search: debounced, status, vendorId, page, pageSize: PAGE_SIZE });
  const vendors = useActiveVendors();

  return (
    <section aria-labelledby="invoice-list-heading" className="grid grid-cols-1 gap-4">
      <h2 id="invoice-list-heading" className="font-semibold text-lg">
        Invoices
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="invoice-search"
          label="Search"
          placeholder="Invoice number, description or vendor"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <FilterSelect
          id="invoice-status"
          label="Status"
          value={status}
          className="w-36"
          onChange={(value) => {
            setStatus(AP_INVOICE_STATUS_FILTERS.find((s) => s === value) ?? 'all');
            setPage(1);
          }}
        >
          <option value="all">All</option>
          <option value="open">Open</option>
          {AP_INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {AP_INVOICE_STATUS_LABELS[s]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="invoice-vendor-filter"
          label="Vendor"
          value={vendorId}
          className="w-56"
          onChange={(value) => {
            setVendorId(value);
            setPage(1);
          }}
        >
          <option value="">All vendors</option>
          {(vendors.data ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {v.vendor_number} — {v.name}
            </option>
          ))}
        </FilterSelect>
      </div>
      <PagedListState
        query={invoices}
        emptyText="No invoices found"
        errorText="Could not load the invoices"
        pagerLabel="Invoice pages"
        onPageChange={setPage}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Vendor</TableHead>
                  <TableHead>Invoice</TableHead>
                  <TableHead className="max-sm:hidden">Date</TableHead>
                  <TableHead className="max-md:hidden">Due</TableHead>
                  <TableHead className="max-lg:hidden">Jobs</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right max-md:hidden">Gross</TableHead>
                  <TableHead className="text-right max-lg:hidden">Retainage</TableHead>
                  <TableHead className="text-right">Net due</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((i) => (
                  <TableRow key={i.id}>
                    <TableCell className="max-w-56 truncate">
                      <span className="font-mono">{i.vendor.number}</span> — {i.vendor.name}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <Link
                        to={`/invoices/${i.id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {i.invoice_number}
                      </Link>
                      {i.has_document ? (
                        <PaperclipIcon
                          aria-label="Has its document"
                          className="ml-1 inline size-3.5 text-muted-foreground"
                        />
                      ) : null}
                    </TableCell>
                    <TableCell className="whitespace-nowrap max-sm:hidden">{i.invoice_date}</TableCell>
                    <TableCell className="whitespace-nowrap max-md:hidden">{i.due_date}</TableCell>
                    <TableCell className="max-w-40 truncate font-mono text-xs max-lg:hidden">
                      {i.jobs.join(', ') || '—'}
                    </TableCell>
                    <TableCell>
                      <InvoiceStatusBadge status={i.status} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums max-md:hidden">
                      {formatCents(i.gross_cents)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums max-lg:hidden">
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
