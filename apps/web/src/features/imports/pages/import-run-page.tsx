import { formatLongDateTime, IMPORT_SOURCE_LABELS, type TImportRun } from '@groundwork/shared';
import { Trash2 } from 'lucide-react';
import * as React from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteImportRun, useImportRun } from '../api/use-import-runs';
import { CutoverStep } from '../components/cutover-step';
import { ImportStatusBadge } from '../components/import-status-badge';
import { ImportStep } from '../components/import-step';
import { MappingStep } from '../components/mapping-step';
import { OnBehalfBanner } from '../components/on-behalf-banner';
import { PreviewStep } from '../components/preview-step';
import { RunStepper } from '../components/run-stepper';
import { UploadStep } from '../components/upload-step';
import { VerifyStep } from '../components/verify-step';
import { useImportOrganization } from '../hooks/use-import-organization';
import { useRollbackOutcomeToast } from '../hooks/use-rollback-outcome-toast';
import {
  hasCommittedStage,
  isWizardStep,
  shownStep,
  type TRunStepFacts,
  type TWizardStep,
} from '../run-steps';

function stepFacts(run: TImportRun): TRunStepFacts {
  return {
    status: run.status,
    cutover_date: run.cutover_date,
    previewed_at: run.previewed_at,
    error_count: run.error_count,
    has_report: run.has_report,
    fileCount: run.files.length,
  };
}

function RunWizard({ run }: { run: TImportRun }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { withOrganization } = useImportOrganization();
  const remove = useDeleteImportRun();
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const asked = params.get('step');
  const facts = stepFacts(run);
  const step = shownStep(isWizardStep(asked) ? asked : null, facts);
  const headingRef = React.useRef<HTMLDivElement>(null);
  useRollbackOutcomeToast(run);

  // The step the page opened on stays in the address: an upload that completes a step does not move
  // the user on by itself; only the background work (a check, an import) does.
  React.useEffect(() => {
    if (asked !== step) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('step', step);
          return updated;
        },
        { replace: true },
      );
    }
  }, [asked, step, setParams]);

  const goTo = (next: TWizardStep) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('step', next);
        return updated;
      },
      { replace: false },
    );
    // The new step's content takes the focus, so a keyboard user lands on it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const canDelete = run.status === 'draft' || (run.status === 'failed' && !hasCommittedStage(run));
  const subtitle = [
    `Started ${formatLongDateTime(run.created_at)}${run.created_by_name ? ` by ${run.created_by_name}` : ''}`,
    run.on_behalf ? 'by internal support for the company' : null,
    run.cutover_date ? `cut-over ${run.cutover_date}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={`${IMPORT_SOURCE_LABELS[run.source]} import`}
        subtitle={subtitle}
        actions={
          <>
            <ImportStatusBadge status={run.status} verified={run.verified} />
            {canDelete ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() =>
                  setConfirm({
                    title: 'Delete this import?',
                    description: 'Its files and mapping are removed. Nothing was imported yet.',
                    action: 'Delete',
                    destructive: true,
                    run: () =>
                      remove.mutate(run.id, {
                        onSuccess: () => {
                          toast.success('Import deleted');
                          void navigate(withOrganization('/imports'));
                        },
                        onError: (error) =>
                          toast.error('The import was not deleted', {
                            description: errorMessage(error, 'Please try again.'),
                          }),
                      }),
                  })
                }
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </>
        }
      />
      <OnBehalfBanner />
      <RunStepper shown={step} run={facts} onStep={goTo} />
      <div ref={headingRef} tabIndex={-1} className="outline-none">
        {step === 'upload' ? <UploadStep run={run} onContinue={() => goTo('cutover')} /> : null}
        {step === 'cutover' ? <CutoverStep run={run} onContinue={() => goTo('map')} /> : null}
        {step === 'map' ? <MappingStep run={run} onPreview={() => goTo('preview')} /> : null}
        {step === 'preview' ? (
          <PreviewStep run={run} onMap={() => goTo('map')} onImporting={() => goTo('import')} />
        ) : null}
        {step === 'import' ? <ImportStep run={run} onStep={goTo} /> : null}
        {step === 'verify' ? <VerifyStep run={run} /> : null}
      </div>
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

/** One import run (issue 24): upload → cut-over → map → preview → import → verify. */
export function ImportRunPage() {
  useDocumentTitle('Import');
  const { id = '' } = useParams();
  const run = useImportRun(id);
  const { withOrganization } = useImportOrganization();
  const backHref = withOrganization('/imports');
  if (run.isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-6">
        <LoadingRows label="Loading the import" rows={6} />
      </div>
    );
  }
  if (run.isError) {
    return isNotFoundError(run.error) ? (
      <NotFoundState
        title="Import not found"
        message="This import does not exist or belongs to another company."
        backHref={backHref}
        backLabel="Back to imports"
      />
    ) : (
      <NotFoundState
        title="Could not load the import"
        message={errorMessage(run.error, 'Please try again.')}
        backHref={backHref}
        backLabel="Back to imports"
        onRetry={() => void run.refetch()}
      />
    );
  }
  return <RunWizard run={run.data} />;
}
