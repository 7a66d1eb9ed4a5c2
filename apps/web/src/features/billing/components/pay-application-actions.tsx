import { formatCents, payApplicationLabel, type TPayApplicationDetail } from '@groundwork/shared';
import { DownloadIcon } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { Field } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useCan } from '@/features/auth/api/use-can';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';
import {
  type TPayApplicationAction,
  useCreatePayApplication,
  useDeletePayApplication,
  usePayApplicationAction,
} from '../api/use-pay-applications';

/**
 * Download PDF, and what the status and the person's permissions allow: Submit (with an overbilling
 * reason when a line is above 100 %), Return to draft (submitted, not yet approved), Approve, Void,
 * Delete a draft, Release retainage — each confirmed.
 */
export function PayApplicationActions({
  application: a,
  isDirty,
  isOverbilled,
}: {
  application: TPayApplicationDetail;
  isDirty: boolean;
  isOverbilled: boolean;
}) {
  const canWrite = useCan('billing:write');
  const canApprove = useCan('billing:approve');
  const act = usePayApplicationAction(a.id);
  const remove = useDeletePayApplication(a.id);
  const create = useCreatePayApplication();
  const navigate = useNavigate();
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const [isAskingReason, setIsAskingReason] = React.useState(false);
  const [reason, setReason] = React.useState('');
  const [isDownloading, setIsDownloading] = React.useState(false);
  const label = payApplicationLabel(a);

  const run = (action: TPayApplicationAction, done: string) =>
    act.mutate(action, {
      onSuccess: () => toast.success(`${label} ${done}`),
      onError: (error) => toast.error(errorMessage(error, `${label} could not be changed`)),
    });

  const download = async () => {
    setIsDownloading(true);
    try {
      await apiDownload(
        `/api/v1/pay-applications/${a.id}/pdf`,
        `${a.job.number}-${a.application_number}.pdf`,
      );
    } catch (error) {
      toast.error(errorMessage(error, 'Could not make the PDF'));
    } finally {
      setIsDownloading(false);
    }
  };

  const release = () =>
    create.mutate(
      {
        jobId: a.job.id,
        input: {
          kind: 'retainage_release',
          application_date: new Date().toISOString().slice(0, 10),
          period_to: new Date().toISOString().slice(0, 10),
        },
      },
      {
        onSuccess: (created) => {
          toast.success(`Retainage release ${created.application_number} started`);
          void navigate(`/billing/applications/${created.id}`);
        },
        onError: (error) => toast.error(errorMessage(error, 'The release could not be started')),
      },
    );

  const isDraft = a.status === 'draft';
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => void download()} disabled={isDownloading}>
        <DownloadIcon aria-hidden="true" />
        Download PDF
      </Button>
      {isDraft && canWrite ? (
        <>
          <Button
            variant="outline"
            disabled={remove.isPending}
            onClick={() =>
              setConfirm({
                title: `Delete ${label}?`,
                description:
                  'The draft and its lines are deleted; its number is used by the next application.',
                action: 'Delete',
                destructive: true,
                run: () =>
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      toast.success(`${label} deleted`);
                      void navigate('/billing');
                    },
                    onError: (error) => toast.error(errorMessage(error, 'The draft could not be deleted')),
                  }),
              })
            }
          >
            Delete draft
          </Button>
          <Button
            disabled={act.isPending || isDirty}
            title={isDirty ? 'Save your changes first' : undefined}
            onClick={() =>
              isOverbilled
                ? setIsAskingReason(true)
                : setConfirm({
                    title: `Submit ${label}?`,
                    description:
                      'Its figures are checked and kept as they are; it then waits for approval. A submitted application is no longer edited.',
                    action: 'Submit',
                    run: () => run({ action: 'submit' }, 'submitted'),
                  })
            }
          >
            Submit
          </Button>
        </>
      ) : null}
      {a.status === 'submitted' && canWrite ? (
        <Button
          variant="outline"
          disabled={act.isPending}
          onClick={() =>
            setConfirm({
              title: `Return ${label} to draft?`,
              description:
                'It leaves the approval queue and can be edited again; nothing has been posted. Its figures are brought up to date with the contract as it stands, and it is submitted again when ready.',
              action: 'Return to draft',
              run: () => run({ action: 'return-to-draft' }, 'returned to draft'),
            })
          }
        >
          Return to draft
        </Button>
      ) : null}
      {a.status === 'submitted' && canApprove ? (
        <Button
          disabled={act.isPending}
          onClick={() =>
            setConfirm({
              title: `Approve ${label}?`,
              description: `It posts to the ledger: accounts receivable ${formatDue(a)}, retainage receivable and contract revenue for this period.`,
              action: 'Approve and post',
              run: () => run({ action: 'approve' }, 'approved and posted'),
            })
          }
        >
          Approve
        </Button>
      ) : null}
      {/* An opening invoice is undone by rolling back its import, not voided. */}
      {a.status === 'approved' && canApprove && a.kind !== 'opening' ? (
        <Button
          variant="destructive"
          disabled={act.isPending}
          onClick={() =>
            setConfirm({
              title: `Void ${label}?`,
              description:
                'Its posting is reversed by a new entry dated today. Only possible while no payment is applied. This cannot be undone.',
              action: 'Void',
              destructive: true,
              run: () => run({ action: 'void' }, 'voided'),
            })
          }
        >
          Void
        </Button>
      ) : null}
      {a.can_release_retainage && canWrite ? (
        <Button
          variant="outline"
          disabled={create.isPending}
          onClick={() =>
            setConfirm({
              title: 'Release the retainage held?',
              description: `A retainage release application bills the ${formatRetainage(a)} held on ${a.job.number}.`,
              action: 'Start release',
              run: release,
            })
          }
        >
          Release retainage
        </Button>
      ) : null}
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
      <FormDialog
        isOpen={isAskingReason}
        onOpenChange={setIsAskingReason}
        title="Confirm the overbilling"
        description="A line is billed above 100 % of its scheduled value. Say why, and the application is submitted with the reason on it."
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return;
            setIsAskingReason(false);
            run({ action: 'submit', overbilling_reason: reason.trim() }, 'submitted');
          }}
        >
          <Field id="overbilling-reason" label="Reason">
            <Textarea
              id="overbilling-reason"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <DialogFormFooter
            submitLabel="Submit with overbilling"
            isSaving={act.isPending}
            isSubmitDisabled={!reason.trim() || act.isPending}
            onCancel={() => setIsAskingReason(false)}
          />
        </form>
      </FormDialog>
    </div>
  );
}

const formatDue = (a: TPayApplicationDetail) => formatCents(a.current_due_cents);
// An opening invoice (an import's) holds its retainage as its own, outside the G702 lines.
const formatRetainage = (a: TPayApplicationDetail) =>
  formatCents(a.kind === 'opening' ? a.retainage_cents : a.summary.line5_retainage_cents);
