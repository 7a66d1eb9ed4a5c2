import type { TReconciliation } from '@groundwork/shared';
import * as React from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import {
  type TRuleProposal,
  type TWorkspace,
  useRuleProposals,
  useSuggestions,
  useWorkspace,
} from '../api/matching-api';
import {
  indexWorkspace,
  matchRows,
  reconciliationTotals,
  serverTotals,
  type TReconciliationTotals,
  type TSuggestion,
  type TWorkspaceIndex,
} from '../workspace-model';
import { FinishActions } from './finish-actions';
import { MatchList } from './match-list';
import { MatchRuleProposals } from './match-rule-proposals';
import { WorkspaceMatcher } from './workspace-matcher';
import { WorkspaceSummary } from './workspace-summary';

/** The reconciliation in progress: header with live totals, the matching workspace, proposals, matches. */
export function WorkspaceInProgress({
  reconciliation,
  canWrite,
}: {
  reconciliation: TReconciliation;
  canWrite: boolean;
}) {
  const accountId = reconciliation.bank_account.id;
  const workspace = useWorkspace(accountId);
  // Asked once the lists are in: the lists paint first (one database connection serves them in turn).
  const suggestions = useSuggestions(accountId, { isEnabled: workspace.isSuccess });
  const proposals = useRuleProposals(accountId, { isEnabled: workspace.isSuccess });
  // The date being typed: the totals follow it before it is saved.
  const [statementDate, setStatementDate] = React.useState(reconciliation.statement_date);
  React.useEffect(() => setStatementDate(reconciliation.statement_date), [reconciliation.statement_date]);
  const effectiveDate = /^\d{4}-\d{2}-\d{2}$/.test(statementDate)
    ? statementDate
    : reconciliation.statement_date;

  const index = React.useMemo(
    () => (workspace.data ? indexWorkspace(workspace.data) : null),
    [workspace.data],
  );
  const totals: TReconciliationTotals = React.useMemo(
    () =>
      workspace.data
        ? reconciliationTotals({
            data: workspace.data,
            statementDate: effectiveDate,
            beginningCents: reconciliation.beginning_balance_cents,
            endingCents: reconciliation.ending_balance_cents,
          })
        : serverTotals(reconciliation),
    [workspace.data, effectiveDate, reconciliation],
  );

  return (
    <div className="mx-auto grid w-full max-w-[120rem] grid-cols-1 gap-4">
      <PageHeader
        title={`Reconcile ${reconciliation.bank_account.name}`}
        subtitle={`Statement of ${reconciliation.statement_date}: match the statement to the books and finish at a zero difference`}
        actions={
          <>
            <Badge variant="outline">In progress</Badge>
            {canWrite ? (
              <FinishActions
                reconciliation={reconciliation}
                differenceCents={totals.differenceCents}
                clearedCount={totals.clearedCount}
              />
            ) : null}
          </>
        }
      />
      <WorkspaceSummary
        reconciliation={reconciliation}
        totals={totals}
        isEditable={canWrite}
        statementDate={statementDate}
        onStatementDateDraft={setStatementDate}
      />
      <QueryState
        query={workspace}
        errorText="Could not load the statement lines and book items"
        loadingRows={10}
      >
        {(data) =>
          index ? (
            <WorkspaceLists
              accountId={accountId}
              data={data}
              index={index}
              statementDate={effectiveDate}
              suggestions={suggestions.data ?? []}
              proposals={proposals.data ?? []}
              canWrite={canWrite}
            />
          ) : null
        }
      </QueryState>
    </div>
  );
}

function WorkspaceLists({
  accountId,
  data,
  index,
  statementDate,
  suggestions,
  proposals,
  canWrite,
}: {
  accountId: string;
  data: TWorkspace;
  index: TWorkspaceIndex;
  statementDate: string;
  suggestions: readonly TSuggestion[];
  proposals: readonly TRuleProposal[];
  canWrite: boolean;
}) {
  const rows = React.useMemo(() => matchRows(data, index, statementDate), [data, index, statementDate]);
  return (
    <>
      <WorkspaceMatcher
        accountId={accountId}
        data={data}
        index={index}
        suggestions={suggestions}
        proposals={proposals}
        canWrite={canWrite}
      />
      <MatchRuleProposals accountId={accountId} proposals={proposals} canWrite={canWrite} />
      <MatchList accountId={accountId} rows={rows} canWrite={canWrite} />
    </>
  );
}
