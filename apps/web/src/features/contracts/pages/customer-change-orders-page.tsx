import {
  CUSTOMER_CHANGE_ORDER_STATUSES,
  customerChangeOrderLabel,
  formatCents,
  type TCustomerChangeOrder,
} from '@groundwork/shared';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { TableCell } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import {
  ChangeOrderLink,
  ChangeOrderListPage,
  ChangeOrderStatusFilter,
  type TChangeOrderColumn,
} from '@/features/change-orders/components/change-order-list-page';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { useFindCustomerChangeOrders } from '../api/use-customer-change-orders';
import { BillingPermissionNotice } from '../components/billing-permission-notice';

const PAGE_SIZE = 20;
export const ALL_JOBS = { search: '', status: 'all', customerId: '', page: 1, pageSize: 100 } as const;

const COLUMNS_BEFORE_DATE: readonly TChangeOrderColumn<TCustomerChangeOrder>[] = [
  {
    header: 'Job',
    className: 'max-md:hidden',
    cell: (o) => (
      <TableCell className="max-w-48 truncate max-md:hidden">
        <span className="font-mono">{o.job.number}</span> {o.job.name}
      </TableCell>
    ),
  },
  {
    header: 'Customer ref.',
    className: 'max-lg:hidden',
    cell: (o) => <TableCell className="max-lg:hidden">{o.customer_reference ?? '—'}</TableCell>,
  },
];

const COLUMNS_AFTER_STATUS: readonly TChangeOrderColumn<TCustomerChangeOrder>[] = [
  {
    header: 'Contract',
    className: 'text-right max-sm:hidden',
    cell: (o) => (
      <TableCell className="text-right tabular-nums max-sm:hidden">
        {formatCents(o.contract_amount_cents)}
      </TableCell>
    ),
  },
  {
    header: 'Budget',
    className: 'text-right max-md:hidden',
    cell: (o) => (
      <TableCell className="text-right tabular-nums max-md:hidden">
        {formatCents(o.budget_amount_cents)}
      </TableCell>
    ),
  },
];

/** Customer Change Orders: every order with status and job filters (issue 15, item 2). */
export function CustomerChangeOrdersPage() {
  const canRead = useCan('billing:read');
  const canWrite = useCan('billing:write');
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('job') ?? '';
  const status = CUSTOMER_CHANGE_ORDER_STATUSES.find((s) => s === search.get('status')) ?? 'all';
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
    <ChangeOrderListPage
      title="Customer Change Orders"
      subtitle="Track change orders requested by your customers"
      newHref={`/change-orders/customer/new${jobId ? `?job=${jobId}` : ''}`}
      canRead={canRead}
      canWrite={canWrite}
      permissionNotice={<BillingPermissionNotice />}
      filters={
        <>
          <ChangeOrderStatusFilter
            id="cco-status"
            statuses={CUSTOMER_CHANGE_ORDER_STATUSES}
            value={status}
            className="w-full sm:w-36"
            onChange={(value) => setFilter('status', value)}
          />
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
        </>
      }
      query={orders}
      emptyText="No customer change orders found"
      onPageChange={setPage}
      orderLink={(o) => (
        <TableCell className="max-w-64 whitespace-normal">
          <ChangeOrderLink
            href={`/change-orders/customer/${o.id}`}
            label={customerChangeOrderLabel(o.change_order_number)}
            description={o.description}
          />
          <span className="block text-muted-foreground text-xs md:hidden">
            {o.job.number}
            <span className="sm:hidden"> · {formatCents(o.contract_amount_cents)}</span>
          </span>
        </TableCell>
      )}
      columnsBeforeDate={COLUMNS_BEFORE_DATE}
      columnsAfterStatus={COLUMNS_AFTER_STATUS}
    />
  );
}
