import {
  acceptsChangeOrders,
  CHANGE_ORDER_STATUS_LABELS,
  CHANGE_ORDER_STATUSES,
  changeOrderLabel,
  formatCents,
  type TChangeOrderStatus,
  VENDOR_CHANGE_ORDER_MESSAGES,
} from '@groundwork/shared';
import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCodeOptions } from '../api/use-code-options';
import { useFindCommitments, useGetCommitment } from '../api/use-commitments';
import { useCreateVendorChangeOrder, useFindVendorChangeOrders } from '../api/use-vendor-change-orders';
import { ChangeOrderForm } from '../components/change-order-form';
import { JobVendorFilters } from '../components/commitment-filters';
import { CommitmentPermissionNotice } from '../components/commitment-permission-notice';
import { ChangeOrderStatusBadge } from '../components/status-badges';

const PAGE_SIZE = 20;

/** Vendor Change Orders: every change order with status, job and vendor filters. */
export function VendorChangeOrdersPage() {
  useDocumentTitle('Vendor Change Orders');
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
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Vendor Change Orders"
        subtitle="Track change orders on vendor and subcontract commitments"
        actions={
          canWrite ? (
            <Button asChild>
              <Link to="/change-orders/vendor/new">
                <PlusIcon aria-hidden="true" />
                New change order
              </Link>
            </Button>
          ) : null
        }
      />
      {canRead ? (
        <Card>
          <CardContent className="grid gap-4">
            <div className="flex flex-wrap items-end gap-3">
              <SearchBox
                id="change-order-search"
                label="Search"
                placeholder="Description, commitment, job or vendor"
                value={search}
                onChange={reset(setSearch)}
              />
              <FilterSelect
                id="change-order-status"
                label="Status"
                value={status}
                className="w-36"
                onChange={(value) =>
                  reset(setStatus)(CHANGE_ORDER_STATUSES.find((s) => s === value) ?? 'all')
                }
              >
                <option value="all">All</option>
                {CHANGE_ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {CHANGE_ORDER_STATUS_LABELS[s]}
                  </option>
                ))}
              </FilterSelect>
              <JobVendorFilters
                idPrefix="change-order"
                jobId={jobId}
                vendorId={vendorId}
                onJobChange={reset(setJobId)}
                onVendorChange={reset(setVendorId)}
              />
            </div>
            <PagedListState
              query={orders}
              emptyText="No change orders found"
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
                        <TableHead>Commitment</TableHead>
                        <TableHead className="max-md:hidden">Vendor</TableHead>
                        <TableHead className="max-lg:hidden">Job</TableHead>
                        <TableHead className="max-sm:hidden">Date</TableHead>
                        <TableHead>Status</TableHead>
                        <TableHead className="text-right">Amount</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {data.items.map((o) => (
                        <TableRow key={o.id}>
                          <TableCell className="max-w-64">
                            <Link
                              to={`/change-orders/vendor/${o.id}`}
                              className="text-primary underline-offset-4 hover:underline"
                            >
                              <span className="font-mono">{changeOrderLabel(o.change_order_number)}</span>{' '}
                              {o.description}
                            </Link>
                          </TableCell>
                          <TableCell className="whitespace-nowrap font-mono">
                            <Link
                              to={`/subcontracts/${o.commitment.id}`}
                              className="underline-offset-4 hover:underline"
                            >
                              {o.commitment.commitment_number}
                            </Link>
                          </TableCell>
                          <TableCell className="max-w-40 truncate max-md:hidden">{o.vendor.name}</TableCell>
                          <TableCell className="max-w-40 truncate max-lg:hidden">{o.job.name}</TableCell>
                          <TableCell className="whitespace-nowrap max-sm:hidden">
                            {o.change_order_date}
                          </TableCell>
                          <TableCell>
                            <ChangeOrderStatusBadge status={o.status} />
                          </TableCell>
                          <TableCell className="text-right tabular-nums">
                            {formatCents(o.amount_cents)}
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
        <CommitmentPermissionNotice />
      )}
    </div>
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
