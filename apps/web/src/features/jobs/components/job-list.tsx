import {
  JOB_STATUS_FILTERS,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type TJobStatusFilter,
} from '@groundwork/shared';
import { SearchIcon } from 'lucide-react';
import * as React from 'react';
import { ListPager } from '@/components/list-pager';
import { ListState } from '@/components/list-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useFindActiveCustomers } from '@/features/customers/api/use-find-active-customers';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useFindJobs } from '../api/use-find-jobs';
import { customerOptionLabel } from './job-form';
import { JobTable } from './job-table';

const PAGE_SIZE = 20;

function CustomerFilter({ value, onChange }: { value: string; onChange: (customerId: string) => void }) {
  const customers = useFindActiveCustomers();
  return (
    <div className="grid w-64 gap-2">
      <Label htmlFor="job-customer-filter">Customer</Label>
      <NativeSelect id="job-customer-filter" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All customers</option>
        {(customers.data ?? []).map((customer) => (
          <option key={customer.id} value={customer.id}>
            {customerOptionLabel(customer)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * Jobs with search (number, name, client), status filter and paging; with `customerId` only that
 * customer's jobs, otherwise a customer filter too.
 */
export function JobList({
  customerId,
  heading = 'Jobs',
  actions,
}: {
  customerId?: string;
  heading?: string;
  /** Shown beside the heading (e.g. "New job" on a customer's page). */
  actions?: React.ReactNode;
}) {
  const [search, setSearch] = React.useState('');
  const [status, setStatus] = React.useState<TJobStatusFilter>('all');
  const [customerFilter, setCustomerFilter] = React.useState('');
  const [page, setPage] = React.useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const jobs = useFindJobs({
    search: debouncedSearch,
    status,
    customerId: customerId ?? customerFilter,
    page,
    pageSize: PAGE_SIZE,
  });
  const idPrefix = customerId ? 'customer-job' : 'job';

  return (
    <section aria-labelledby={`${idPrefix}-list-heading`} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${idPrefix}-list-heading`} className="font-semibold text-lg">
          {heading}
        </h2>
        {actions}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 flex-1 gap-2">
          <Label htmlFor={`${idPrefix}-search`}>Search jobs</Label>
          <div className="relative">
            <SearchIcon
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={`${idPrefix}-search`}
              type="search"
              placeholder="Number, name or client"
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
          <Label htmlFor={`${idPrefix}-status-filter`}>Status</Label>
          <NativeSelect
            id={`${idPrefix}-status-filter`}
            value={status}
            onChange={(event) => {
              const next = JOB_STATUS_FILTERS.find((filter) => filter === event.target.value);
              if (next) setStatus(next);
              setPage(1);
            }}
          >
            <option value="all">All</option>
            {JOB_STATUSES.map((filter) => (
              <option key={filter} value={filter}>
                {JOB_STATUS_LABELS[filter]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {customerId ? null : (
          <CustomerFilter
            value={customerFilter}
            onChange={(next) => {
              setCustomerFilter(next);
              setPage(1);
            }}
          />
        )}
      </div>
      <ListState query={jobs} emptyText="No jobs found" errorText="Could not load jobs">
        {(data) => (
          <>
            <JobTable jobs={data.items} showCustomer={!customerId} />
            <ListPager
              label={`${heading} pages`}
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
