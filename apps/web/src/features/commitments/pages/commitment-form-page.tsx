import { COMMITMENT_KIND_LABELS, COMMITMENT_MESSAGES, type TCommitmentKind } from '@groundwork/shared';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCodeOptions } from '../api/use-code-options';
import { useCreateCommitment, useGetCommitment, useUpdateCommitment } from '../api/use-commitments';
import { CommitmentForm, type TCommitmentFormSave } from '../components/commitment-form';
import { CommitmentPermissionNotice } from '../components/commitment-permission-notice';

/** New subcontract / purchase order (`/subcontracts/new?kind=…`) and editing one (`/subcontracts/:id/edit`). */
export function CommitmentFormPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const canWrite = useCan('jobcost:write');
  const existing = useGetCommitment(id);
  const codes = useCodeOptions();
  const create = useCreateCommitment();
  const update = useUpdateCommitment(id);
  const kind: TCommitmentKind =
    existing.data?.kind ?? (search.get('kind') === 'purchase_order' ? 'purchase_order' : 'subcontract');
  const title = id
    ? `Edit ${existing.data?.commitment_number ?? COMMITMENT_KIND_LABELS[kind].toLowerCase()}`
    : `New ${COMMITMENT_KIND_LABELS[kind].toLowerCase()}`;
  useDocumentTitle(title);

  if (!canWrite) return <CommitmentPermissionNotice />;
  if (id && existing.isError)
    return (
      <NotFoundState
        title={
          isNotFoundError(existing.error) ? COMMITMENT_MESSAGES.notFound : 'Could not load the commitment'
        }
        message={
          isNotFoundError(existing.error) ? 'It may belong to another company.' : existing.error.message
        }
        backHref="/subcontracts/setup"
        backLabel="Back to Subcontract Setup"
        onRetry={() => void existing.refetch()}
      />
    );
  const isLoading = (id && existing.isPending) || codes.isPending;

  const onSave = async (save: TCommitmentFormSave) => {
    const saved =
      save.mode === 'create' ? await create.mutateAsync(save.input) : await update.mutateAsync(save.input);
    toast.success(
      save.mode === 'create' ? `${saved.commitment_number} created` : COMMITMENT_MESSAGES.updated,
    );
    navigate(`/subcontracts/${saved.id}`);
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={title}
        subtitle={
          id ? existing.data?.description : 'The number is assigned when you save (per job: SC-01, PO-01)'
        }
      />
      <Card>
        <CardContent>
          {isLoading ? (
            <LoadingRows label="Loading the form" rows={6} />
          ) : (
            <CommitmentForm
              kind={kind}
              commitment={existing.data}
              options={codes.options}
              isSaving={create.isPending || update.isPending}
              onSave={onSave}
              onCancel={() => navigate(id ? `/subcontracts/${id}` : '/subcontracts/setup')}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
