import {
  changeOrderLabel,
  formatCents,
  type TVendorChangeOrderDetail,
  VENDOR_CHANGE_ORDER_MESSAGES,
} from '@groundwork/shared';
import { CheckIcon, PencilIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCodeOptions } from '../api/use-code-options';
import { useGetCommitment } from '../api/use-commitments';
import {
  useDecideVendorChangeOrder,
  useGetVendorChangeOrder,
  useUpdateVendorChangeOrder,
} from '../api/use-vendor-change-orders';
import { ChangeOrderForm } from '../components/change-order-form';
import { CommitmentPermissionNotice } from '../components/commitment-permission-notice';
import { ChangeOrderStatusBadge } from '../components/status-badges';

function LinesTable({ order }: { order: TVendorChangeOrderDetail }) {
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Change order lines">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">#</TableHead>
            <TableHead>Schedule line</TableHead>
            <TableHead>Cost code</TableHead>
            <TableHead>Cat.</TableHead>
            <TableHead className="max-md:hidden">Description</TableHead>
            <TableHead className="text-right">Change</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell className="tabular-nums">{line.line_number}</TableCell>
              <TableCell>
                {line.is_new_line
                  ? line.commitment_line_number
                    ? `New — added as line ${line.commitment_line_number}`
                    : 'New line'
                  : `Line ${line.commitment_line_number}`}
              </TableCell>
              <TableCell className="font-mono" title={line.cost_code.description}>
                {line.cost_code.code}
              </TableCell>
              <TableCell title={line.cost_category.description}>{line.cost_category.code}</TableCell>
              <TableCell className="max-w-64 truncate max-md:hidden">{line.description}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(line.amount_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4} className="font-semibold">
              Net change
            </TableCell>
            <TableCell className="max-md:hidden" />
            <TableCell className="text-right font-semibold tabular-nums">
              {formatCents(order.amount_cents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}

function ChangeOrderView({ order }: { order: TVendorChangeOrderDetail }) {
  const canWrite = useCan('jobcost:write');
  const canApprove = useCan('jobcost:approve');
  const decide = useDecideVendorChangeOrder(order.id);
  const update = useUpdateVendorChangeOrder(order.id);
  const [isEditing, setIsEditing] = React.useState(false);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const commitment = useGetCommitment(isEditing ? order.commitment.id : '');
  const codes = useCodeOptions();
  const isPending = order.status === 'pending';
  const title = `${order.commitment.commitment_number} ${changeOrderLabel(order.change_order_number)}`;

  const run = (decision: 'approve' | 'reject') =>
    decide.mutate(decision, {
      onSuccess: () =>
        toast.success(
          decision === 'approve'
            ? VENDOR_CHANGE_ORDER_MESSAGES.approved
            : VENDOR_CHANGE_ORDER_MESSAGES.rejected,
        ),
      onError: (error) => toast.error(errorMessage(error, 'The change order could not be decided')),
    });

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={title}
        subtitle={order.description}
        actions={
          isPending && !isEditing ? (
            <div className="flex flex-wrap gap-2">
              {canWrite ? (
                <Button variant="outline" onClick={() => setIsEditing(true)}>
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Button>
              ) : null}
              {canApprove ? (
                <>
                  <Button
                    disabled={decide.isPending}
                    onClick={() =>
                      setConfirm({
                        title: `Approve ${changeOrderLabel(order.change_order_number)}?`,
                        description: `It changes ${order.commitment.commitment_number} by ${formatCents(order.amount_cents)}. Approval cannot be undone; a later change order can reverse it.`,
                        action: 'Approve',
                        run: () => run('approve'),
                      })
                    }
                  >
                    <CheckIcon aria-hidden="true" />
                    Approve
                  </Button>
                  <Button
                    variant="destructive"
                    disabled={decide.isPending}
                    onClick={() =>
                      setConfirm({
                        title: `Reject ${changeOrderLabel(order.change_order_number)}?`,
                        description: 'A rejected change order never changes the commitment.',
                        action: 'Reject',
                        destructive: true,
                        run: () => run('reject'),
                      })
                    }
                  >
                    <XIcon aria-hidden="true" />
                    Reject
                  </Button>
                </>
              ) : null}
            </div>
          ) : null
        }
      />
      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
            <div className="grid gap-1">
              <dt className="text-muted-foreground text-xs">Status</dt>
              <dd>
                <ChangeOrderStatusBadge status={order.status} />
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground text-xs">Commitment</dt>
              <dd className="text-sm">
                <Link
                  to={`/subcontracts/${order.commitment.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {order.commitment.commitment_number}
                </Link>{' '}
                — {order.vendor.name}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground text-xs">Date</dt>
              <dd className="text-sm">{order.change_order_date}</dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground text-xs">Decided</dt>
              <dd className="text-sm">
                {order.decided_at
                  ? `${order.decided_by?.name || 'Someone'} on ${new Date(order.decided_at).toLocaleString()}`
                  : '—'}
              </dd>
            </div>
            {order.reason ? (
              <div className="grid gap-1 sm:col-span-2 lg:col-span-4">
                <dt className="text-muted-foreground text-xs">Reason</dt>
                <dd className="whitespace-pre-wrap text-sm">{order.reason}</dd>
              </div>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{isEditing ? 'Edit lines' : 'Lines'}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {isEditing ? (
            commitment.data && !codes.isPending ? (
              <ChangeOrderForm
                commitment={commitment.data}
                order={order}
                options={codes.options}
                isSaving={update.isPending}
                onCancel={() => setIsEditing(false)}
                onSave={async (values) => {
                  await update.mutateAsync(values);
                  toast.success(VENDOR_CHANGE_ORDER_MESSAGES.updated);
                  setIsEditing(false);
                }}
              />
            ) : (
              <LoadingRows label="Loading the commitment" />
            )
          ) : (
            <LinesTable order={order} />
          )}
        </CardContent>
      </Card>
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

/** One vendor change order: its lines, and for a pending one edit, approve and reject. */
export function ChangeOrderPage() {
  const { id = '' } = useParams();
  const canRead = useCan('jobcost:read');
  const order = useGetVendorChangeOrder(id);
  useDocumentTitle(
    order.data
      ? `${order.data.commitment.commitment_number} ${changeOrderLabel(order.data.change_order_number)}`
      : 'Change order',
  );
  if (!canRead) return <CommitmentPermissionNotice />;
  if (order.isPending) return <LoadingRows label="Loading the change order" rows={5} />;
  if (order.isError) {
    const isMissing = isNotFoundError(order.error);
    return (
      <NotFoundState
        title={isMissing ? VENDOR_CHANGE_ORDER_MESSAGES.notFound : 'Could not load the change order'}
        message={isMissing ? 'It may belong to another company.' : order.error.message}
        backHref="/change-orders/vendor"
        backLabel="Back to Vendor Change Orders"
        onRetry={isMissing ? undefined : () => void order.refetch()}
      />
    );
  }
  return <ChangeOrderView order={order.data} />;
}
