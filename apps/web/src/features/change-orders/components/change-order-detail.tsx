import type { TChangeOrderStatus } from '@groundwork/shared';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { CheckIcon, PencilIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChangeOrderStatusBadge } from './change-order-status-badge';

type TDecision = 'approve' | 'reject';

/**
 * A change order's page before it can show the order: the permission notice for those who may not
 * read, loading rows, and the not-found or failed state with the way back to the list.
 */
export function ChangeOrderPageGate<TOrder>({
  canRead,
  permissionNotice,
  query,
  title,
  notFoundTitle,
  backHref,
  backLabel,
  children,
}: {
  canRead: boolean;
  permissionNotice: React.ReactNode;
  query: UseQueryResult<TOrder>;
  /** The page's title once the order is loaded: 'J-26-001 CCO-01'. */
  title: (order: TOrder) => string;
  notFoundTitle: string;
  backHref: string;
  backLabel: string;
  children: (order: TOrder) => React.ReactNode;
}) {
  useDocumentTitle(query.data === undefined ? 'Change order' : title(query.data));
  if (!canRead) return permissionNotice;
  if (query.isPending) return <LoadingRows label="Loading the change order" rows={5} />;
  if (query.isError) {
    const isMissing = isNotFoundError(query.error);
    return (
      <NotFoundState
        title={isMissing ? notFoundTitle : 'Could not load the change order'}
        message={isMissing ? 'It may belong to another company.' : query.error.message}
        backHref={backHref}
        backLabel={backLabel}
        onRetry={isMissing ? undefined : () => void query.refetch()}
      />
    );
  }
  return children(query.data);
}

/** Edit, Approve and Reject of a pending change order, each decision confirmed first. */
function DecisionActions({
  label,
  canWrite,
  canApprove,
  decide,
  messages,
  onEdit,
  onConfirm,
}: {
  label: string;
  canWrite: boolean;
  canApprove: boolean;
  decide: UseMutationResult<unknown, Error, TDecision>;
  messages: { approved: string; rejected: string; approveEffect: string; rejectEffect: string };
  onEdit: () => void;
  onConfirm: (confirm: TConfirm) => void;
}) {
  const run = (decision: TDecision) =>
    decide.mutate(decision, {
      onSuccess: () => toast.success(decision === 'approve' ? messages.approved : messages.rejected),
      onError: (error) => toast.error(errorMessage(error, 'The change order could not be decided')),
    });
  return (
    <div className="flex flex-wrap gap-2">
      {canWrite ? (
        <Button variant="outline" onClick={onEdit}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      ) : null}
      {canApprove ? (
        <>
          <Button
            disabled={decide.isPending}
            onClick={() =>
              onConfirm({
                title: `Approve ${label}?`,
                description: `${messages.approveEffect} Approval cannot be undone; a later change order can reverse it.`,
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
              onConfirm({
                title: `Reject ${label}?`,
                description: messages.rejectEffect,
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
  );
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? 'grid gap-1 sm:col-span-2 lg:col-span-4' : 'grid gap-1'}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      {children}
    </div>
  );
}

/**
 * A change order's page: its title and description with Edit / Approve / Reject while it is pending,
 * the facts (status, what it changes, date, who decided and when, the reason), and its lines — or,
 * while editing, the form in their place.
 */
export function ChangeOrderDetailLayout({
  title,
  label,
  order,
  facts,
  canWrite,
  canApprove,
  approverNotice,
  decide,
  messages,
  editTitle,
  editor,
  children,
}: {
  title: string;
  /** The order's number as its confirmations name it: 'CO-01'. */
  label: string;
  order: {
    status: TChangeOrderStatus;
    description: string;
    decided_at: string | null;
    decided_by: { name: string } | null;
    reason?: string | null;
  };
  /** Between Status and Decided: what the order belongs to, its date. */
  facts: readonly { label: string; value: React.ReactNode }[];
  canWrite: boolean;
  canApprove: boolean;
  /** Said above the facts to someone who cannot decide a pending order. */
  approverNotice?: string;
  decide: UseMutationResult<unknown, Error, TDecision>;
  messages: React.ComponentProps<typeof DecisionActions>['messages'];
  editTitle: string;
  /** The form that takes the lines' place while editing; `close` ends the editing. */
  editor: (close: () => void) => React.ReactNode;
  /** The lines. */
  children: React.ReactNode;
}) {
  const [isEditing, setIsEditing] = React.useState(false);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const isPending = order.status === 'pending';
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={title}
        subtitle={order.description}
        actions={
          isPending && !isEditing ? (
            <DecisionActions
              label={label}
              canWrite={canWrite}
              canApprove={canApprove}
              decide={decide}
              messages={messages}
              onEdit={() => setIsEditing(true)}
              onConfirm={setConfirm}
            />
          ) : null
        }
      />
      {isPending && !canApprove && approverNotice ? (
        <p className="text-muted-foreground text-sm">{approverNotice}</p>
      ) : null}
      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
            <Fact label="Status">
              <dd>
                <ChangeOrderStatusBadge status={order.status} />
              </dd>
            </Fact>
            {facts.map((fact) => (
              <Fact key={fact.label} label={fact.label}>
                <dd className="text-sm">{fact.value}</dd>
              </Fact>
            ))}
            <Fact label="Decided">
              <dd className="text-sm">
                {order.decided_at
                  ? `${order.decided_by?.name || 'Someone'} on ${new Date(order.decided_at).toLocaleString()}`
                  : '—'}
              </dd>
            </Fact>
            {order.reason ? (
              <Fact label="Reason" wide>
                <dd className="whitespace-pre-wrap text-sm">{order.reason}</dd>
              </Fact>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{isEditing ? editTitle : 'Lines'}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>{isEditing ? editor(() => setIsEditing(false)) : children}</CardContent>
      </Card>
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
