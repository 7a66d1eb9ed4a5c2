import type { TReconciliation } from '@groundwork/shared';
import { FileTextIcon, LockIcon, Undo2Icon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-fetch';
import { useUndoReconciliation } from '../api/reconciliations-api';
import { serverTotals } from '../workspace-model';
import { FinishUndoDialog } from './finish-undo-dialog';
import { WorkspaceSummary } from './workspace-summary';

/**
 * A finished reconciliation, read-only: its frozen figures, who finished it and when, the report, and
 * "Undo reconciliation" on the latest finished one of the account (accountant or admin, with a reason).
 */
export function WorkspaceFinished({
  reconciliation,
  canWrite,
}: {
  reconciliation: TReconciliation;
  canWrite: boolean;
}) {
  const undo = useUndoReconciliation(reconciliation.id);
  const [isUndoing, setIsUndoing] = React.useState(false);
  const finishedAt = reconciliation.finished_at ? new Date(reconciliation.finished_at).toLocaleString() : '';

  const runUndo = async (reason: string) => {
    try {
      await undo.mutateAsync(reason);
      toast.success('Reconciliation undone: its items are open again');
      return true;
    } catch (caught) {
      toast.error(errorMessage(caught, 'The reconciliation could not be undone'));
      return false;
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-[120rem] grid-cols-1 gap-4">
      <PageHeader
        title={`Reconciliation of ${reconciliation.bank_account.name}`}
        subtitle={`Statement of ${reconciliation.statement_date}`}
        actions={
          <>
            <Badge>
              <LockIcon aria-hidden="true" />
              Finished
            </Badge>
            <Button asChild variant="outline">
              <Link to={`/reconciliation/${reconciliation.id}/report`}>
                <FileTextIcon aria-hidden="true" />
                Report
              </Link>
            </Button>
            {canWrite && reconciliation.is_latest_finished ? (
              <Button variant="destructive" onClick={() => setIsUndoing(true)}>
                <Undo2Icon aria-hidden="true" />
                Undo reconciliation
              </Button>
            ) : null}
          </>
        }
      />
      <WorkspaceSummary
        reconciliation={reconciliation}
        totals={serverTotals(reconciliation)}
        isEditable={false}
        statementDate={reconciliation.statement_date}
        onStatementDateDraft={() => undefined}
      />
      <Card>
        <CardHeader>
          <CardTitle>Finished</CardTitle>
          <CardDescription>
            Finished {finishedAt ? `on ${finishedAt}` : ''}
            {reconciliation.finished_by_name ? ` by ${reconciliation.finished_by_name}` : ''}. Its{' '}
            {reconciliation.cleared_count} cleared items are locked: their amount, date and account cannot
            change, and a void posts a reversal that is a new open item.
          </CardDescription>
        </CardHeader>
        {reconciliation.adjustment_entry_id || (canWrite && !reconciliation.is_latest_finished) ? (
          <CardContent className="grid gap-2 text-sm">
            {reconciliation.adjustment_entry_id ? (
              <p>
                Finished with an adjustment entry
                {reconciliation.adjustment_reason ? `: ${reconciliation.adjustment_reason}` : ''}.
              </p>
            ) : null}
            {canWrite && !reconciliation.is_latest_finished ? (
              <p className="text-muted-foreground">
                Only the latest reconciliation of the account can be undone: undo the later ones first.
              </p>
            ) : null}
          </CardContent>
        ) : null}
      </Card>
      <FinishUndoDialog
        isOpen={isUndoing}
        onOpenChange={setIsUndoing}
        statementDate={reconciliation.statement_date}
        hasAdjustment={reconciliation.adjustment_entry_id !== null}
        isSaving={undo.isPending}
        onSubmit={runUndo}
      />
    </div>
  );
}
