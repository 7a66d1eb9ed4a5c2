import {
  formatCents,
  PAY_APPLICATION_STATUS_LABELS,
  PAY_APPLICATION_STATUSES,
  payApplicationLabel,
} from '@groundwork/shared';
import * as React from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useFindActiveCustomers } from '@/features/customers/api/use-find-active-customers';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { type TPayApplicationListParams, useFindPayApplications } from '../api/use-pay-applications';
import { PayApplicationStatusBadge } from './pay-application-status-badge';

const PAGE_SIZE = 20;
const ALL_JOBS = { search: '', status: 'all', customerId: '', page: 1, pageSize: 100 } as const;
const STATUS_FILTERS = ['all', 'open', ...PAY_APPLICATION_STATUSES] as const;

/** Pay applications across jobs with job, customer and status filters and paging. */
export function PayApplicationList() {
  const [jobId, setJobId] = React.useState('');
  const [customerId, setCustomerId] = React.useState('');
  const [status, setStatus] = React.useState<TPayApplicationListParams['status']>('all');
  const [page, setPage] = React.useState(1);
  const applications = useFindPayApplications({ jobId, customerId, status, page, pageSize: PAGE_SIZE });
  const jobs = useFindJobs(ALL_JOBS);
  const customers = useFindActiveCustomers();
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <section aria-labelledby="pay-application-list-heading" className="grid grid-cols-1 gap-4">
      <h2 id="pay-application-list-heading" className="font-semibold text-lg">
        Pay applications
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect id="billing-job" label="Job" value={jobId} onChange={reset(setJobId)} className="w-56">
          <option value="">All jobs</option>
          {(jobs.data?.items ?? []).map((job) => (
            <option key={job.id} value={job.id}>
              {job.project_number} — {job.project_name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="billing-customer"
          label="Customer"
          value={customerId}
          onChange={reset(setCustomerId)}
          className="w-56"
        >
          <option value="">All customers</option>
          {(customers.data ?? []).map((customer) => (
            <option key={customer.id} value={customer.id}>
              {customer.customer_number} — {customer.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="billing-status"
          label="Status"
          value={status}
          className="w-36"
          onChange={(value) => reset(setStatus)(STATUS_FILTERS.find((s) => s === value) ?? 'all')}
        >
          <option value="all">All</option>
          <option value="open">Open</option>
          {PAY_APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PAY_APPLICATION_STATUS_LABELS[s]}
            </option>
          ))}
        </FilterSelect>
      </div>
      <PagedListState
        query={applications}
        emptyText="No pay applications found"
        errorText="Could not load the pay applications"
        pagerLabel="Pay application pages"
        onPageChange={setPage}
      >
        {(data) => (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Job</TableHead>
                  <TableHead>Application</TableHead>
                  <TableHead className="max-md:hidden">Customer</TableHead>
                  <TableHead className="max-sm:hidden">Period</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Current due</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell className="max-w-56 truncate">
                      <span className="font-mono">{a.job.number}</span> — {a.job.name}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">
                      <Link
                        to={`/billing/applications/${a.id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {payApplicationLabel(a)}
                      </Link>
                    </TableCell>
                    <TableCell className="max-w-48 truncate max-md:hidden">{a.customer.name}</TableCell>
                    <TableCell className="whitespace-nowrap max-sm:hidden">
                      {a.period_from ? `${a.period_from} – ${a.period_to}` : `to ${a.period_to}`}
                    </TableCell>
                    <TableCell>
                      <PayApplicationStatusBadge status={a.status} />
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatCents(a.current_due_cents)}
                    </TableCell>
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
