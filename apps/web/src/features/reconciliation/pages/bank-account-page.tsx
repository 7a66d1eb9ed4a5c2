import { ArrowRightIcon, PencilIcon } from 'lucide-react';
import * as React from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type TBankAccount, useBankAccount } from '../api/bank-accounts-api';
import { useStatementImports } from '../api/statements-api';
import { AccountFormDialog } from '../components/account-form-dialog';
import { AccountNoAccess } from '../components/account-no-access';
import { AccountReconciliations } from '../components/account-reconciliations';
import { AccountStatementLines } from '../components/account-statement-lines';
import { maskedLastFour } from '../components/account-status';
import { AccountSummary } from '../components/account-summary';
import { ImportHistory } from '../components/import-history';
import { ImportStatementDialog } from '../components/import-statement-dialog';
import { ManualEntryDialog } from '../components/manual-entry-dialog';
import { StaleChecksCard } from '../components/stale-checks-card';
import { StartReconciliationDialog } from '../components/start-reconciliation-dialog';

const TITLE = 'Bank Account';
const SUBTITLE = 'Statements, imports and reconciliations of one account';

/**
 * One bank account (issue 23): its figures, the statement import wizard and manual entry, the
 * reconciliations (start or continue one), the statement lines, the imports and the stale checks.
 */
export function BankAccountPage() {
  const canRead = useCan('reconciliation:read');
  const { id = '' } = useParams();
  useDocumentTitle(TITLE);
  if (!canRead) return <AccountNoAccess title={TITLE} subtitle={SUBTITLE} />;
  return <BankAccount id={id} />;
}

function BankAccount({ id }: { id: string }) {
  const account = useBankAccount(id);
  if (account.isError && isNotFoundError(account.error))
    return (
      <NotFoundState
        title="Bank account not found"
        message="It may have been deleted."
        backHref="/reconciliation"
        backLabel="Back to Reconciliation"
      />
    );
  return (
    <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
      <QueryState
        query={account}
        loadingLabel="Loading the bank account"
        errorText="Could not load the bank account"
      >
        {(data) => <AccountView account={data} />}
      </QueryState>
    </div>
  );
}

function AccountView({ account }: { account: TBankAccount }) {
  useDocumentTitle(account.name);
  const canWrite = useCan('reconciliation:write');
  const imports = useStatementImports(account.id);
  const [isEditing, setEditing] = React.useState(false);
  const details = [
    `${account.gl_account.number} — ${account.gl_account.name}`,
    account.bank_name,
    maskedLastFour(account.last_four),
    account.routing_number ? `routing ${account.routing_number}` : '',
  ].filter(Boolean);

  return (
    <>
      <PageHeader
        title={account.name}
        subtitle={details.join(' · ')}
        actions={
          canWrite ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Button>
          ) : null
        }
      />
      <div className="-mt-4 flex flex-wrap items-center gap-2">
        {canWrite && account.is_active ? (
          <>
            <ImportStatementDialog account={account} />
            <ManualEntryDialog account={account} />
            {account.in_progress ? null : (
              <StartReconciliationDialog account={account} imports={imports.data?.items ?? []} />
            )}
          </>
        ) : null}
        {account.in_progress ? (
          <Link
            to={`/reconciliation/${account.in_progress.id}`}
            className={buttonVariants({ variant: 'secondary' })}
          >
            Continue the reconciliation to {account.in_progress.statement_date}
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <AccountSummary account={account} />
      <Card>
        <CardContent>
          <AccountReconciliations accountId={account.id} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <AccountStatementLines accountId={account.id} canWrite={canWrite} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <ImportHistory imports={imports} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <StaleChecksCard accountId={account.id} />
        </CardContent>
      </Card>
      <AccountFormDialog isOpen={isEditing} account={account} onOpenChange={setEditing} />
    </>
  );
}
