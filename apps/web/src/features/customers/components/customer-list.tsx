import { CUSTOMER_STATUS_FILTERS, type TCustomer, type TCustomerStatusFilter } from '@groundwork/shared';
import { SearchIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { ListPager } from '@/components/list-pager';
import { ListState } from '@/components/list-state';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindCustomers } from '../api/use-find-customers';

const PAGE_SIZE = 20;

export function CustomerStatusBadge({ isActive }: { isActive: boolean }) {
  return <Badge variant={isActive ? 'secondary' : 'outline'}>{isActive ? 'Active' : 'Inactive'}</Badge>;
}

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
              <CustomerStatusBadge isActive={customer.is_active} />
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
        <div className="grid min-w-56 flex-1 gap-2">
          <Label htmlFor="customer-search">Search customers</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="customer-search"
              type="search"
              placeholder="Number, name, email or city"
              className="pl-8"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <div className="grid w-40 gap-2">
          <Label htmlFor="customer-status-filter">Status</Label>
          <NativeSelect
            id="customer-status-filter"
            value={status}
            onChange={(event) => {
              const next = CUSTOMER_STATUS_FILTERS.find((filter) => filter === event.target.value);
              if (next) setStatus(next);
              setPage(1);
            }}
          >
            <option value="all">All</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </NativeSelect>
        </div>
      </div>
      <ListState query={customers} emptyText="No customers found" errorText="Could not load customers">
        {(data) => (
          <>
            <CustomerRows customers={data.items} />
            <ListPager
              label="Customer pages"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={setPage}
            />
          </>
        )}
      </ListState>
    </section>
  );
}
