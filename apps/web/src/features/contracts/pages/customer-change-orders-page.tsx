import {
  CHANGE_ORDER_STATUS_LABELS,
  CUSTOMER_CHANGE_ORDER_STATUSES,
  customerChangeOrderLabel,
  formatCents,
  type TCustomerChangeOrderStatus,
} from '@groundwork/shared';
import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { ChangeOrderStatusBadge } from '@/features/commitments/components/status-badges';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFindCustomerChangeOrders } from '../api/use-customer-change-orders';
import { BillingPermissionNotice } from '../components/billing-permission-notice';

const PAGE_SIZE = 20;
export const ALL_JOBS = { search: '', status: 'all', customerId: '', page: 1, pageSize: 100 } as const;

/** Customer Change Orders: every order with status and job filters (issue 15, item 2). */
export function CustomerChangeOrdersPage() {
  useDocumentTitle('Customer Change Orders');
  const canRead = useCan('billing:read');
  const canWrite = useCan('billing:write');
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('job') ?? '';
  const status = (CUSTOMER_CHANGE_ORDER_STATUSES.find((s) => s === search.get('status')) ?? 'all') as
    | TCustomerChangeOrderStatus
    | 'all';
  const [page, setPage] = React.useState(1);
  const jobs = useFindJobs(ALL_JOBS);
  const orders = useFindCustomerChangeOrders({ status, jobId, page, pageSize: PAGE_SIZE });
  const setFilter = (key: 'job' | 'status', value: string) => {
    const next = new URLSearchParams(search);
    if (value && value !== 'all') next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
    setPage(1);
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Customer Change Orders"
        subtitle="Track change orders requested by your customers"
        actions={
          canWrite ? (
            <Button asChild>
              <Link to={`/change-orders/customer/new${jobId ? `?job=${jobId}` : ''}`}>
                <PlusIcon aria-hidden="true" />
                New change order
              </Link>
            </Button>
          ) : null
        }
      />
      {canRead ? (
        <Card>
          <CardContent className="grid grid-cols-1 gap-4">
            <div className="flex flex-wrap items-end gap-3">
              <FilterSelect
                id="cco-status"
                label="Status"
                value={status}
                className="w-full sm:w-36"
                onChange={(value) => setFilter('status', value)}
              >
                <option value="all">All</option>
                {CUSTOMER_CHANGE_ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {CHANGE_ORDER_STATUS_LABELS[s]}
                  </option>
                ))}
              </FilterSelect>
              <FilterSelect
                id="cco-job"
                label="Job"
                value={jobId}
                className="w-full sm:w-64"
                onChange={(value) => setFilter('job', value)}
              >
                <option value="">All jobs</option>
                {(jobs.data?.items ?? []).map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.project_number} — {job.project_name}
                  </option>
                ))}
              </FilterSelect>
            </div>
            <PagedListState
              query={orders}
              emptyText="No customer change orders found"
              errorText="Could not load the change orders"
              pagerLabel="Change order pages"
              onPageChange={setPage}
            >
              {(data) => (
                <div className="overflow-x-auto">
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Change order</TableHead>
                        <TableHead className="max-md:hidden">Job</TableHead>
                        <TableHead className="max-lg:hidden">Customer ref.</TableHead>
                        <TableHead className="max-sm:hidden">Date</TableHead>
                        <TableHead>Status</TableHead>
                        <TableHead className="text-right max-sm:hidden">Contract</TableHead>
                        <TableHead className="text-right max-md:hidden">Budget</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {data.items.map((o) => (
                        <TableRow key={o.id}>
                          <TableCell className="max-w-64 whitespace-normal">
                            <Link
                              to={`/change-orders/customer/${o.id}`}
                              className="text-primary underline-offset-4 hover:underline"
                            >
                              <span className="font-mono">
                                {customerChangeOrderLabel(o.change_order_number)}
                              </span>{' '}
                              {o.description}
                            </Link>
                            <span className="block text-muted-foreground text-xs md:hidden">
                              {o.job.number}
                              <span className="sm:hidden"> · {formatCents(o.contract_amount_cents)}</span>
                            </span>
                          </TableCell>
                          <TableCell className="max-w-48 truncate max-md:hidden">
                            <span className="font-mono">{o.job.number}</span> {o.job.name}
                          </TableCell>
                          <TableCell className="max-lg:hidden">{o.customer_reference ?? '—'}</TableCell>
                          <TableCell className="whitespace-nowrap max-sm:hidden">
                            {o.change_order_date}
                          </TableCell>
                          <TableCell>
                            <ChangeOrderStatusBadge status={o.status} />
                          </TableCell>
                          <TableCell className="text-right tabular-nums max-sm:hidden">
                            {formatCents(o.contract_amount_cents)}
                          </TableCell>
                          <TableCell className="text-right tabular-nums max-md:hidden">
                            {formatCents(o.budget_amount_cents)}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
            </PagedListState>
          </CardContent>
        </Card>
      ) : (
        <BillingPermissionNotice />
      )}
    </div>
  );
}
