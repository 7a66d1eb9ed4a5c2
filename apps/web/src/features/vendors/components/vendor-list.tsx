import {
  type TVendor,
  type TVendorStatusFilter,
  type TVendorType,
  VENDOR_STATUS_FILTERS,
  VENDOR_TYPE_LABELS,
  VENDOR_TYPES,
} from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { ActiveBadge } from '@/components/active-badge';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { SearchBox } from '@/components/search-box';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindVendors } from '../api/use-find-vendors';
import { ComplianceBadge } from './compliance-badge';

const PAGE_SIZE = 20;

function ComplianceCell({ vendor }: { vendor: TVendor }) {
  return (
    <>
      <ComplianceBadge status={vendor.compliance.status} reasons={vendor.compliance.reasons} />
      {vendor.compliance.reasons.length > 0 ? (
        <ul className="mt-1 grid gap-0.5 text-muted-foreground text-xs">
          {vendor.compliance.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function VendorRows({ vendors }: { vendors: TVendor[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Vendor ID</TableHead>
          <TableHead>Name</TableHead>
          <TableHead className="max-sm:hidden">Type</TableHead>
          <TableHead className="max-md:hidden">Phone</TableHead>
          <TableHead className="max-md:hidden">City</TableHead>
          <TableHead className="max-sm:hidden">Compliance</TableHead>
          <TableHead className="max-sm:hidden">Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {vendors.map((vendor) => (
          <TableRow key={vendor.id}>
            <TableCell className="align-top">
              <Link
                to={`/vendors/${vendor.id}`}
                className="font-medium font-mono text-primary underline-offset-4 hover:underline"
              >
                {vendor.vendor_number}
              </Link>
            </TableCell>
            <TableCell className="max-w-64 truncate align-top max-sm:max-w-52 max-sm:whitespace-normal">
              {vendor.name}
              {vendor.contact_person ? (
                <span className="block truncate text-muted-foreground text-xs">{vendor.contact_person}</span>
              ) : null}
              {/* On a phone the compliance column folds in here. */}
              <div className="mt-1 sm:hidden">
                <ComplianceCell vendor={vendor} />
              </div>
            </TableCell>
            <TableCell className="align-top max-sm:hidden">
              {VENDOR_TYPE_LABELS[vendor.vendor_type]}
            </TableCell>
            <TableCell className="align-top max-md:hidden">{vendor.phone ?? ''}</TableCell>
            <TableCell className="align-top max-md:hidden">{vendor.city ?? ''}</TableCell>
            <TableCell className="max-w-72 whitespace-normal align-top max-sm:hidden">
              <ComplianceCell vendor={vendor} />
            </TableCell>
            <TableCell className="align-top max-sm:hidden">
              <ActiveBadge isActive={vendor.is_active} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The organization's vendors: search, type and status filters, paging, compliance on every row. */
export function VendorList() {
  const [search, setSearch] = React.useState('');
  const [type, setType] = React.useState<TVendorType | 'all'>('all');
  const [status, setStatus] = React.useState<TVendorStatusFilter>('all');
  const [page, setPage] = React.useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const vendors = useFindVendors({ search: debouncedSearch, type, status, page, pageSize: PAGE_SIZE });

  return (
    <section aria-labelledby="vendor-list-heading" className="grid grid-cols-1 gap-4">
      <h2 id="vendor-list-heading" className="font-semibold text-lg">
        Vendors
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="vendor-search"
          label="Search vendors"
          placeholder="Number, name, contact, email or city"
          className="max-w-none"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <FilterSelect
          id="vendor-type-filter"
          label="Type"
          className="w-44"
          value={type}
          onChange={(value) => {
            setType(VENDOR_TYPES.find((t) => t === value) ?? 'all');
            setPage(1);
          }}
        >
          <option value="all">All types</option>
          {VENDOR_TYPES.map((t) => (
            <option key={t} value={t}>
              {VENDOR_TYPE_LABELS[t]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="vendor-status-filter"
          label="Status"
          className="w-36"
          value={status}
          onChange={(value) => {
            const next = VENDOR_STATUS_FILTERS.find((filter) => filter === value);
            if (next) setStatus(next);
            setPage(1);
          }}
        >
          <option value="all">All</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </FilterSelect>
      </div>
      <PagedListState
        query={vendors}
        emptyText="No vendors found"
        errorText="Could not load vendors"
        pagerLabel="Vendor pages"
        onPageChange={setPage}
      >
        {(data) => <VendorRows vendors={data.items} />}
      </PagedListState>
    </section>
  );
}
