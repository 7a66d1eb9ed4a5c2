import { CUSTOMER_STATUS_FILTERS, type TCustomer, type TCustomerStatusFilter } from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { ActiveBadge } from '@/components/active-badge';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { SearchBox } from '@/components/search-box';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindCustomers } from '../api/use-find-customers';

const PAGE_SIZE = 20;

function CustomerRows({ customers }: { customers: TCustomer[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Customer ID</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Phone</TableHead>
          <TableHead>City</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers.map((customer) => (
          <TableRow key={customer.id}>
            <TableCell>
              <Link
                to={`/customers/${customer.id}`}
                className="font-medium font-mono text-primary underline-offset-4 hover:underline"
              >
                {customer.customer_number}
              </Link>
            </TableCell>
            <TableCell className="max-w-64 truncate">{customer.name}</TableCell>
            <TableCell className="max-w-56 truncate">{customer.email ?? ''}</TableCell>
            <TableCell>{customer.phone ?? ''}</TableCell>
            <TableCell>{customer.city ?? ''}</TableCell>
            <TableCell>
              <ActiveBadge isActive={customer.is_active} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The organization's customers: search (number, name, e-mail, city), status filter, paging. */
export function CustomerList() {
  const [search, setSearch] = React.useState('');
  const [status, setStatus] = React.useState<TCustomerStatusFilter>('all');
  const [page, setPage] = React.useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const customers = useFindCustomers({ search: debouncedSearch, status, page, pageSize: PAGE_SIZE });

  return (
    <section aria-labelledby="customer-list-heading" className="grid grid-cols-1 gap-4">
      <h2 id="customer-list-heading" className="font-semibold text-lg">
        Customers
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="customer-search"
          label="Search customers"
          placeholder="Number, name, email or city"
          className="max-w-none"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <FilterSelect
          id="customer-status-filter"
          label="Status"
          className="w-40"
          value={status}
          onChange={(value) => {
            const next = CUSTOMER_STATUS_FILTERS.find((filter) => filter === value);
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
        query={customers}
        emptyText="No customers found"
        errorText="Could not load customers"
        pagerLabel="Customer pages"
        onPageChange={setPage}
      >
        {(data) => <CustomerRows customers={data.items} />}
      </PagedListState>
    </section>
  );
}
