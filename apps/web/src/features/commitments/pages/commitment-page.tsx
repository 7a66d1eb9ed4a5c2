import {
  acceptsChangeOrders,
  availableActions,
  COMMITMENT_KIND_LABELS,
  COMMITMENT_MESSAGES,
  canEditHeader,
  formatRetainage,
  type TCommitmentAction,
  type TCommitmentDetail,
} from '@groundwork/shared';
import { DownloadIcon, PencilIcon, PlusIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { apiDownload } from '@/lib/api-download';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCommitmentAction, useGetCommitment } from '../api/use-commitments';
import {
  CommitmentChangeOrders,
  CommitmentLinesTable,
  CommitmentTotals,
} from '../components/commitment-figures';
import { CommitmentPermissionNotice } from '../components/commitment-permission-notice';
import { CommitmentStatusBadge } from '../components/status-badges';

const ACTION_TEXT: Record<
  TCommitmentAction,
  { label: string; title: string; description: string; destructive?: boolean }
> = {
  issue: {
    label: 'Issue',
    title: 'Issue this commitment?',
    description: 'It is sent to the vendor; amounts can still change until it is executed.',
  },
  execute: {
    label: 'Execute',
    title: 'Execute this commitment?',
    description: 'Once executed, its amounts change only through approved change orders.',
  },
  close: {
    label: 'Close',
    title: 'Close this commitment?',
    description: 'A closed commitment takes no more change orders or edits.',
  },
  void: {
    label: 'Void',
    title: 'Void this commitment?',
    description: 'A void commitment no longer counts as committed cost. This cannot be undone.',
    destructive: true,
  },
};

function Facts({ commitment }: { commitment: TCommitmentDetail }) {
  const facts: [string, React.ReactNode][] = [
    ['Kind', COMMITMENT_KIND_LABELS[commitment.kind]],
    ['Status', <CommitmentStatusBadge key="s" status={commitment.status} />],
    [
      'Job',
      <Link
        key="j"
        to={`/jobs/${commitment.job.id}`}
        className="text-primary underline-offset-4 hover:underline"
      >
        {commitment.job.number} — {commitment.job.name}
      </Link>,
    ],
    [
      'Vendor',
      <Link
        key="v"
        to={`/vendors/${commitment.vendor.id}`}
        className="text-primary underline-offset-4 hover:underline"
      >
        {commitment.vendor.number} — {commitment.vendor.name}
      </Link>,
    ],
    [
      'Dates',
      commitment.start_date || commitment.end_date
        ? `${commitment.start_date ?? '…'} to ${commitment.end_date ?? '…'}`
        : 'Not set',
    ],
    ['Retainage', formatRetainage(commitment.retainage_bps)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="grid gap-1">
          <dt className="text-muted-foreground text-xs">{label}</dt>
          <dd className="text-sm">{value}</dd>
        </div>
      ))}
      {commitment.scope ? (
        <div className="grid gap-1 sm:col-span-2 lg:col-span-3">
          <dt className="text-muted-foreground text-xs">Scope and terms</dt>
          <dd className="whitespace-pre-wrap text-sm">{commitment.scope}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function CommitmentView({ commitment }: { commitment: TCommitmentDetail }) {
  const canWrite = useCan('jobcost:write');
  const canApprove = useCan('jobcost:approve');
  const act = useCommitmentAction(commitment.id);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const [isDownloading, setIsDownloading] = React.useState(false);
  // Issuing is everyday work; executing, closing and voiding need jobcost:approve.
  const actions = availableActions(commitment.status).filter((a) => (a === 'issue' ? canWrite : canApprove));

  const run = (action: TCommitmentAction) =>
    act.mutate(action, {
      onSuccess: (saved) => toast.success(`${saved.commitment_number} is ${saved.status}`),
      onError: (error) => toast.error(errorMessage(error, 'The status could not be changed')),
    });

  const download = async () => {
    setIsDownloading(true);
    try {
      await apiDownload(`/api/v1/commitments/${commitment.id}/pdf`, `${commitment.commitment_number}.pdf`);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not make the PDF'));
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={commitment.commitment_number}
        subtitle={commitment.description}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void download()} disabled={isDownloading}>
              <DownloadIcon aria-hidden="true" />
              Download PDF
            </Button>
            {canWrite && canEditHeader(commitment.status) ? (
              <Button variant="outline" asChild>
                <Link to={`/subcontracts/${commitment.id}/edit`}>
                  <PencilIcon aria-hidden="true" />
                  Edit
                </Link>
              </Button>
            ) : null}
            {actions.map((action) => (
              <Button
                key={action}
                variant={ACTION_TEXT[action].destructive ? 'destructive' : 'default'}
                disabled={act.isPending}
                onClick={() =>
                  setConfirm({
                    title: ACTION_TEXT[action].title,
                    description: ACTION_TEXT[action].description,
                    action: ACTION_TEXT[action].label,
                    destructive: ACTION_TEXT[action].destructive,
                    run: () => run(action),
                  })
                }
              >
                {ACTION_TEXT[action].label}
              </Button>
            ))}
          </div>
        }
      />
      <Card>
        <CardContent>
          <Facts commitment={commitment} />
        </CardContent>
      </Card>
      <CommitmentTotals totals={commitment.totals} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Schedule of values</h2>
          </CardTitle>
          <CardDescription>
            {commitment.status === 'executed'
              ? COMMITMENT_MESSAGES.amountsLocked
              : 'Pending changes are shown apart and never count in revised.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CommitmentLinesTable commitment={commitment} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h2>Change orders</h2>
          </CardTitle>
          {canWrite && acceptsChangeOrders(commitment.status) ? (
            <Button asChild size="sm">
              <Link to={`/change-orders/vendor/new?commitment=${commitment.id}`}>
                <PlusIcon aria-hidden="true" />
                New change order
              </Link>
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          <CommitmentChangeOrders commitment={commitment} />
        </CardContent>
      </Card>
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

/** A subcontract or purchase order: facts, totals, schedule, change orders, status actions, PDF. */
export function CommitmentPage() {
  const { id = '' } = useParams();
  const canRead = useCan('jobcost:read');
  const commitment = useGetCommitment(id);
  useDocumentTitle(commitment.data?.commitment_number ?? 'Commitment');
  if (!canRead) return <CommitmentPermissionNotice />;
  if (commitment.isPending) return <LoadingRows label="Loading the commitment" rows={6} />;
  if (commitment.isError) {
    const isMissing = isNotFoundError(commitment.error);
    return (
      <NotFoundState
        title={isMissing ? COMMITMENT_MESSAGES.notFound : 'Could not load the commitment'}
        message={isMissing ? 'It may belong to another company.' : commitment.error.message}
        backHref="/subcontracts/setup"
        backLabel="Back to Subcontract Setup"
        onRetry={isMissing ? undefined : () => void commitment.refetch()}
      />
    );
  }
  return <CommitmentView commitment={commitment.data} />;
}
