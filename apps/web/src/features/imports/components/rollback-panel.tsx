import type { TImportRun } from '@groundwork/shared';
import { LoaderCircle, Undo2 } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-fetch';
import { useRollbackImport } from '../api/use-import-report';

/**
 * Rolls the run back, with a confirmation: an imported run (Verify step) or a failed one whose
 * committed stages stay (Import step). The server refuses at once with the reason when something uses
 * its records; else the rollback works in the background (`rolling_back`, the page polls the run) in
 * one transaction. One that stops puts the run back as it was, with `error` saying why.
 */
export function RollbackPanel({ run }: { run: TImportRun }) {
  const rollback = useRollbackImport(run.id);
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const isRollingBack = run.status === 'rolling_back';
  const blockedBy = isRollingBack ? null : (refusal ?? run.rollback_blocked_by);
  // Why the last rollback stopped. An imported run has no other error; a failed run's error shows in
  // the Import step's alert already (the failure's text, or why its rollback stopped).
  const stoppedBecause = run.status === 'imported' ? run.error : null;
  return (
    <section aria-labelledby="rollback-heading" className="grid gap-2 rounded-md border p-4">
      <h3 id="rollback-heading" className="font-semibold">
        Roll back
      </h3>
      <p className="text-muted-foreground text-sm">
        Reverses every entry of this import, voids its opening documents and removes the records it created,
        as long as nothing else uses them.
      </p>
      {isRollingBack ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />
          Rolling back… every entry is reversed in one transaction; this page follows it.
        </p>
      ) : null}
      {blockedBy ? (
        <p id="rollback-blocked" role="status" className="text-destructive text-sm">
          {blockedBy}
        </p>
      ) : null}
      {stoppedBecause ? (
        <p role="alert" className="text-destructive text-sm">
          {stoppedBecause}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="destructive"
          disabled={rollback.isPending || isRollingBack || run.rollback_blocked_by !== null}
          aria-describedby={blockedBy ? 'rollback-blocked' : undefined}
          onClick={() =>
            setConfirm({
              title: 'Roll back this import?',
              description: `Its entries are reversed, its opening invoices and bills voided and the records it created removed.${
                run.has_report ? ' The verification report stays with the run.' : ''
              }`,
              action: 'Roll back',
              destructive: true,
              run: () =>
                rollback.mutate(undefined, {
                  onSuccess: () => {
                    setRefusal(null);
                    toast.success('Rolling back the import…');
                  },
                  onError: (error) => {
                    const message = errorMessage(error, 'The import was not rolled back. Please try again.');
                    setRefusal(message);
                    toast.error('The import was not rolled back', { description: message });
                  },
                }),
            })
          }
        >
          {rollback.isPending || isRollingBack ? <ButtonSpinner /> : <Undo2 aria-hidden="true" />}
          Roll back the import
        </Button>
      </div>
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}
