import {
  acceptsChangeOrders,
  CHANGE_ORDER_STATUSES,
  changeOrderLabel,
  formatCents,
  type TChangeOrderStatus,
  type TVendorChangeOrder,
  VENDOR_CHANGE_ORDER_MESSAGES,
} from '@groundwork/shared';
import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { Card, CardContent } from '@/components/ui/card';
import { TableCell } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import {
  ChangeOrderLink,
  ChangeOrderListPage,
  ChangeOrderStatusFilter,
  type TChangeOrderColumn,
} from '@/features/change-orders/components/change-order-list-page';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCodeOptions } from '../api/use-code-options';
import { useFindCommitments, useGetCommitment } from '../api/use-commitments';
import { useCreateVendorChangeOrder, useFindVendorChangeOrders } from '../api/use-vendor-change-orders';
import { ChangeOrderForm } from '../components/change-order-form';
import { JobVendorFilters } from '../components/commitment-filters';
import { CommitmentPermissionNotice } from '../components/commitment-permission-notice';

const PAGE_SIZE = 20;

const COLUMNS_BEFORE_DATE: readonly TChangeOrderColumn<TVendorChangeOrder>[] = [
  {
    header: 'Commitment',
    cell: (o) => (
      <TableCell className="whitespace-nowrap font-mono">
        <Link to={`/subcontracts/${o.commitment.id}`} className="underline-offset-4 hover:underline">
          {o.commitment.commitment_number}
        </Link>
      </TableCell>
    ),
  },
  {
    header: 'Vendor',
    className: 'max-md:hidden',
    cell: (o) => <TableCell className="max-w-40 truncate max-md:hidden">{o.vendor.name}</TableCell>,
  },
  {
    header: 'Job',
    className: 'max-lg:hidden',
    cell: (o) => <TableCell className="max-w-40 truncate max-lg:hidden">{o.job.name}</TableCell>,
  },
];

const COLUMNS_AFTER_STATUS: readonly TChangeOrderColumn<TVendorChangeOrder>[] = [
  {
    header: 'Amount',
    className: 'text-right',
    cell: (o) => <TableCell className="text-right tabular-nums">{formatCents(o.amount_cents)}</TableCell>,
  },
];

/** Vendor Change Orders: every change order with status, job and vendor filters. */
export function VendorChangeOrdersPage() {
  const canRead = useCan('jobcost:read');
  const canWrite = useCan('jobcost:write');
  const [search, setSearch] = React.useState('');
  const [status, setStatus] = React.useState<TChangeOrderStatus | 'all'>('all');
  const [jobId, setJobId] = React.useState('');
  const [vendorId, setVendorId] = React.useState('');
  const [page, setPage] = React.useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const orders = useFindVendorChangeOrders({
    search: debounced,
    status,
    jobId,
    vendorId,
    commitmentId: '',
    page,
    pageSize: PAGE_SIZE,
  });
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <ChangeOrderListPage
      title="Vendor Change Orders"
      subtitle="Track change orders on vendor and subcontract commitments"
      newHref="/change-orders/vendor/new"
      canRead={canRead}
      canWrite={canWrite}
      permissionNotice={<CommitmentPermissionNotice />}
      filters={
        <>
          <SearchBox
            id="change-order-search"
            label="Search"
            placeholder="Description, commitment, job or vendor"
            value={search}
            onChange={reset(setSearch)}
          />
          <ChangeOrderStatusFilter
            id="change-order-status"
            statuses={CHANGE_ORDER_STATUSES}
            value={status}
            className="w-36"
            onChange={reset(setStatus)}
          />
          <JobVendorFilters
            idPrefix="change-order"
            jobId={jobId}
            vendorId={vendorId}
            onJobChange={reset(setJobId)}
            onVendorChange={reset(setVendorId)}
          />
        </>
      }
      query={orders}
      emptyText="No change orders found"
      onPageChange={setPage}
      orderLink={(o) => (
        <TableCell className="max-w-64">
          <ChangeOrderLink
            href={`/change-orders/vendor/${o.id}`}
            label={changeOrderLabel(o.change_order_number)}
            description={o.description}
          />
        </TableCell>
      )}
      columnsBeforeDate={COLUMNS_BEFORE_DATE}
      columnsAfterStatus={COLUMNS_AFTER_STATUS}
    />
  );
}

const OPEN_COMMITMENTS = {
  search: '',
  jobId: '',
  vendorId: '',
  kind: 'all',
  status: 'all',
  page: 1,
  pageSize: 100,
} as const;

/** A new change order: pick an issued or executed commitment, then its lines in the grid. */
export function ChangeOrderNewPage() {
  useDocumentTitle('New change order');
  const canWrite = useCan('jobcost:write');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const commitmentId = search.get('commitment') ?? '';
  const candidates = useFindCommitments(OPEN_COMMITMENTS);
  const commitment = useGetCommitment(commitmentId);
  const codes = useCodeOptions();
  const create = useCreateVendorChangeOrder();
  const open = (candidates.data?.items ?? []).filter((c) => acceptsChangeOrders(c.status));

  if (!canWrite) return <CommitmentPermissionNotice />;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title="New change order" subtitle="Numbered per commitment when you save" />
      <Card>
        <CardContent className="grid gap-6">
          <FilterSelect
            id="change-order-commitment"
            label="Commitment"
            value={commitmentId}
            className="max-w-xl"
            onChange={(value) => setSearch(value ? { commitment: value } : {})}
          >
            <option value="">Choose an issued or executed commitment</option>
            {commitment.data && !open.some((c) => c.id === commitment.data.id) ? (
              <option value={commitment.data.id}>{commitment.data.commitment_number}</option>
            ) : null}
            {open.map((c) => (
              <option key={c.id} value={c.id}>
                {c.commitment_number} — {c.vendor.name} — {c.description}
              </option>
            ))}
          </FilterSelect>
          {candidates.isSuccess && open.length === 0 && !commitmentId ? (
            <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
              No issued or executed commitments yet: issue one in Subcontract Setup first.
            </p>
          ) : null}
          {commitmentId && (commitment.isPending || codes.isPending) ? (
            <LoadingRows label="Loading the commitment" />
          ) : null}
          {commitment.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {commitment.error.message}
            </p>
          ) : null}
          {commitment.data && !codes.isPending ? (
            acceptsChangeOrders(commitment.data.status) ? (
              <ChangeOrderForm
                key={commitment.data.id}
                commitment={commitment.data}
                options={codes.options}
                isSaving={create.isPending}
                onCancel={() => navigate(-1)}
                onSave={async (values) => {
                  const saved = await create.mutateAsync({ ...values, commitment_id: commitmentId });
                  toast.success(
                    `${changeOrderLabel(saved.change_order_number)} of ${saved.commitment.commitment_number} created`,
                  );
                  navigate(`/change-orders/vendor/${saved.id}`);
                }}
              />
            ) : (
              <p role="alert" className="text-destructive text-sm">
                {VENDOR_CHANGE_ORDER_MESSAGES.commitmentNotOpen}
              </p>
            )
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
