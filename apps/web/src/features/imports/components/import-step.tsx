import { formatLongDateTime, type TImportRun } from '@groundwork/shared';
import { ArrowRight, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-fetch';
import { useStartImport } from '../api/use-import-preview';
import { hasCommittedStage, type TWizardStep } from '../run-steps';
import { RollbackOutcome } from './rollback-outcome';
import { RollbackPanel } from './rollback-panel';
import { StageProgressList } from './stage-progress-list';

/**
 * Step 5: the import's stages as they post; a failed stage can be resumed (or the run rolled back) when
 * an earlier stage committed, else previewed again; a finished run verified. A run without a report (a
 * failed one) shows its rollback here: the panel while it works, what it did once rolled back.
 */
export function ImportStep({ run, onStep }: { run: TImportRun; onStep: (step: TWizardStep) => void }) {
  const resume = useStartImport(run.id);
  // The server resumes only a run with a committed stage; without one, a new preview comes first.
  const resumable = hasCommittedStage(run);
  // An imported run's rollback shows with its report (Verify step).
  const showsRollback = !run.has_report;
  const heading =
    run.status === 'importing'
      ? 'Importing…'
      : run.status === 'failed'
        ? 'The import stopped'
        : run.status === 'rolling_back'
          ? 'Rolling back…'
          : run.status === 'rolled_back'
            ? 'Import rolled back'
            : 'Imported';
  return (
    <section aria-labelledby="import-heading" className="grid max-w-3xl gap-4">
      <div className="grid gap-1">
        <h2 id="import-heading" className="font-semibold text-lg">
          {heading}
        </h2>
        {run.status === 'importing' ? (
          <p className="text-muted-foreground text-sm">
            Each stage commits on its own once every row posted. You may leave this page: the import goes on.
          </p>
        ) : null}
        {run.status === 'rolling_back' && run.has_report ? (
          <p className="text-muted-foreground text-sm">
            The rollback works in the background. You may leave this page: it goes on.
          </p>
        ) : null}
        {run.status === 'rolled_back' && run.rolled_back_at ? (
          <p className="text-muted-foreground text-sm">
            This import was rolled back on {formatLongDateTime(run.rolled_back_at)}.
          </p>
        ) : null}
        {run.status === 'rolled_back' && run.rollback && showsRollback ? (
          <RollbackOutcome rollback={run.rollback} />
        ) : null}
      </div>
      {run.status === 'failed' ? (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <p className="font-medium">{run.error ?? 'A stage failed.'}</p>
          <p className="text-muted-foreground">
            {resumable
              ? 'The stages before it stay done; nothing of the failed stage was kept. Run the import again to resume at that stage.'
              : 'Nothing was imported. Fix what stopped it, then preview the import again.'}
          </p>
          <div className="flex flex-wrap gap-2">
            {resumable ? (
              <Button
                type="button"
                disabled={resume.isPending}
                onClick={() =>
                  resume.mutate(undefined, {
                    onError: (error) =>
                      toast.error('The import did not start', {
                        description: errorMessage(error, 'Please try again.'),
                      }),
                  })
                }
              >
                {resume.isPending ? <ButtonSpinner /> : <RotateCw aria-hidden="true" />}
                Resume the import
              </Button>
            ) : (
              <Button type="button" onClick={() => onStep('preview')}>
                <RotateCw aria-hidden="true" />
                Preview again
              </Button>
            )}
            {resumable && run.previewed_at ? (
              <Button type="button" variant="outline" onClick={() => onStep('preview')}>
                See the rows to fix
              </Button>
            ) : null}
            <Button type="button" variant="outline" onClick={() => onStep('map')}>
              Back to the mapping
            </Button>
          </div>
        </div>
      ) : null}
      <StageProgressList stages={run.stages} progress={run.progress} label="Import" />
      {resumable || (run.status === 'rolling_back' && showsRollback) ? <RollbackPanel run={run} /> : null}
      {run.status === 'imported' ||
      run.status === 'rolled_back' ||
      (run.status === 'rolling_back' && run.has_report) ? (
        <div className="flex justify-end">
          <Button type="button" onClick={() => onStep('verify')}>
            See the verification report
            <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </section>
  );
}
