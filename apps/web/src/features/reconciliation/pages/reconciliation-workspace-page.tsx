import { useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/features/auth/api/use-can';
import { isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReconciliation } from '../api/reconciliations-api';
import { WorkspaceFinished } from '../components/workspace-finished';
import { WorkspaceInProgress } from '../components/workspace-in-progress';

/**
 * One reconciliation (issue 23, items 3–4), `:id` its id. In progress: the keyboard-first matching
 * workspace with live totals and finish. Finished: read-only, with its report and the undo of the
 * latest. Internal support sees it without the write actions.
 */
export function ReconciliationWorkspacePage() {
  const { id = '' } = useParams();
  const reconciliation = useReconciliation(id);
  const canRead = useCan('reconciliation:read');
  const canWrite = useCan('reconciliation:write');
  useDocumentTitle(
    reconciliation.data
      ? `Reconcile ${reconciliation.data.bank_account.name} ${reconciliation.data.statement_date}`
      : 'Reconcile',
  );

  if (!canRead)
    return (
      <p className="text-muted-foreground">Bank reconciliation is for administrators and accountants.</p>
    );
  if (isNotFoundError(reconciliation.error))
    return (
      <NotFoundState
        title="Reconciliation not found"
        message="It may have been abandoned, belong to another company, or the link is wrong."
        backHref="/reconciliation"
        backLabel="Back to bank accounts"
      />
    );

  return (
    <QueryState query={reconciliation} errorText="Could not load the reconciliation" loadingRows={6}>
      {(data) =>
        data.status === 'finished' ? (
          <WorkspaceFinished reconciliation={data} canWrite={canWrite} />
        ) : (
          <WorkspaceInProgress key={data.id} reconciliation={data} canWrite={canWrite} />
        )
      }
    </QueryState>
  );
}
