import {
  customerChangeOrderLabel,
  formatCents,
  CUSTOMER_CHANGE_ORDER_MESSAGES as M,
  type TCustomerChangeOrderDetail,
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
import { useCodeOptions } from '@/features/commitments/api/use-code-options';
import { ChangeOrderStatusBadge } from '@/features/commitments/components/status-badges';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useContract } from '../api/use-contract';
import {
  useDecideCustomerChangeOrder,
  useGetCustomerChangeOrder,
  useUpdateCustomerChangeOrder,
} from '../api/use-customer-change-orders';
import { BillingPermissionNotice } from '../components/billing-permission-notice';
import { CustomerChangeOrderForm } from '../components/customer-change-order-form';

function LinesTables({ order }: { order: TCustomerChangeOrderDetail }) {
  return (
    <div className="grid gap-6">
      <div className="overflow-x-auto">
        <Table aria-label="Contract lines">
          <TableHeader>
            <TableRow>
              <TableHead>Schedule line</TableHead>
              <TableHead className="max-sm:hidden">Description</TableHead>
              <TableHead className="max-md:hidden">Cost code</TableHead>
              <TableHead className="text-right">Change</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {order.contract_lines.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} className="text-center text-muted-foreground">
                  No contract lines: the contract sum does not change.
                </TableCell>
              </TableRow>
            ) : null}
            {order.contract_lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell className="whitespace-nowrap">
                  {line.is_new_line
                    ? line.contract_line_number
                      ? `New — added as line ${line.contract_line_number}`
                      : 'New line'
                    : `Line ${line.contract_line_number}`}
                  <span className="block text-muted-foreground text-xs sm:hidden">{line.description}</span>
                </TableCell>
                <TableCell className="max-w-64 truncate max-sm:hidden">{line.description}</TableCell>
                <TableCell className="font-mono max-md:hidden">{line.cost_code?.code ?? ''}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(line.amount_cents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell className="font-semibold">Change to the contract sum</TableCell>
              <TableCell className="max-sm:hidden" />
              <TableCell className="max-md:hidden" />
              <TableCell className="text-right font-semibold tabular-nums">
                {formatCents(order.contract_amount_cents)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </div>
      {order.budget_lines.length > 0 ? (
        <div className="overflow-x-auto">
          <Table aria-label="Budget lines">
            <TableHeader>
              <TableRow>
                <TableHead>Cost code</TableHead>
                <TableHead>Cat.</TableHead>
                <TableHead className="max-md:hidden">Description</TableHead>
                <TableHead className="text-right">Budget change</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {order.budget_lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell className="font-mono" title={line.cost_code.description}>
                    {line.cost_code.code}
                  </TableCell>
                  <TableCell title={line.cost_category.description}>{line.cost_category.code}</TableCell>
                  <TableCell className="max-w-64 truncate max-md:hidden">{line.description}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(line.amount_cents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </div>
  );
}

function ChangeOrderView({ order }: { order: TCustomerChangeOrderDetail }) {
  const canWrite = useCan('billing:write');
  const canApprove = useCan('billing:approve-co');
  const decide = useDecideCustomerChangeOrder(order.id);
  const update = useUpdateCustomerChangeOrder(order.id);
  const [isEditing, setIsEditing] = React.useState(false);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const contract = useContract(isEditing ? order.job.id : '');
  const codes = useCodeOptions();
  const isPending = order.status === 'pending';
  const label = customerChangeOrderLabel(order.change_order_number);

  const run = (decision: 'approve' | 'reject') =>
    decide.mutate(decision, {
      onSuccess: () => toast.success(decision === 'approve' ? M.approved : M.rejected),
      onError: (error) => toast.error(errorMessage(error, 'The change order could not be decided')),
    });

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={`${order.job.number} ${label}`}
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
                        title: `Approve ${label}?`,
                        description: `It changes the contract sum of ${order.job.number} by ${formatCents(order.contract_amount_cents)} and its budget by ${formatCents(order.budget_amount_cents)}. Approval cannot be undone; a later change order can reverse it.`,
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
                        title: `Reject ${label}?`,
                        description: 'A rejected change order never changes the contract or the budget.',
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
      {isPending && !canApprove ? (
        <p className="text-muted-foreground text-sm">
          Company admins, project managers and internal staff approve or reject customer change orders.
        </p>
      ) : null}
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
              <dt className="text-muted-foreground text-xs">Job</dt>
              <dd className="text-sm">
                <Link
                  to={`/jobs/${order.job.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {order.job.number}
                </Link>{' '}
                {order.job.name} — {order.customer.name}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground text-xs">Date / customer reference</dt>
              <dd className="text-sm">
                {order.change_order_date} {order.customer_reference ? `· ${order.customer_reference}` : ''}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-muted-foreground text-xs">Decided</dt>
              <dd className="text-sm">
                {order.decided_at
                  ? `${order.decided_by?.name || 'Someone'} on ${new Date(order.decided_at).toLocaleString()}`
                  : '—'}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{isEditing ? 'Edit change order' : 'Lines'}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {isEditing ? (
            contract.data && !codes.isPending ? (
              <CustomerChangeOrderForm
                contract={contract.data}
                order={order}
                options={codes.options}
                isSaving={update.isPending}
                onCancel={() => setIsEditing(false)}
                onSave={async (values) => {
                  await update.mutateAsync(values);
                  toast.success(M.updated);
                  setIsEditing(false);
                }}
              />
            ) : (
              <LoadingRows label="Loading the contract" />
            )
          ) : (
            <LinesTables order={order} />
          )}
        </CardContent>
      </Card>
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

/** One customer change order: its lines, and for a pending one edit, approve and reject. */
export function CustomerChangeOrderPage() {
  const { id = '' } = useParams();
  const canRead = useCan('billing:read');
  const order = useGetCustomerChangeOrder(id);
  useDocumentTitle(
    order.data
      ? `${order.data.job.number} ${customerChangeOrderLabel(order.data.change_order_number)}`
      : 'Change order',
  );
  if (!canRead) return <BillingPermissionNotice />;
  if (order.isPending) return <LoadingRows label="Loading the change order" rows={5} />;
  if (order.isError) {
    const isMissing = isNotFoundError(order.error);
    return (
      <NotFoundState
        title={isMissing ? M.notFound : 'Could not load the change order'}
        message={isMissing ? 'It may belong to another company.' : order.error.message}
        backHref="/change-orders/customer"
        backLabel="Back to Customer Change Orders"
        onRetry={isMissing ? undefined : () => void order.refetch()}
      />
    );
  }
  return <ChangeOrderView order={order.data} />;
}
