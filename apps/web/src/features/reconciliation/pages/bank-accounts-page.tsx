import { ListChecksIcon, PlusIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { runWithToasts } from '@/components/list-section';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type TBankAccount, useBankAccounts, useDeleteBankAccount } from '../api/bank-accounts-api';
import { AccountFormDialog } from '../components/account-form-dialog';
import { AccountNoAccess } from '../components/account-no-access';
import { AccountTable } from '../components/account-table';

const TITLE = 'Reconciliation';
const SUBTITLE = 'Reconcile your bank and credit card accounts';

/**
 * Bank reconciliation (issue 23): every GL cash account linked to its bank account, with its book
 * balance, last reconciliation and what is open. Accountants and admins link, edit and delete; support
 * and other readers only look.
 */
export function BankAccountsPage() {
  useDocumentTitle(TITLE);
  const canRead = useCan('reconciliation:read');
  if (!canRead) return <AccountNoAccess title={TITLE} subtitle={SUBTITLE} />;
  return <BankAccounts />;
}

function BankAccounts() {
  const canWrite = useCan('reconciliation:write');
  const accounts = useBankAccounts();
  const remove = useDeleteBankAccount();
  const [editing, setEditing] = React.useState<{ account: TBankAccount | null } | null>(null);
  const [deleting, setDeleting] = React.useState<TBankAccount | null>(null);

  const linkButton = canWrite ? (
    <Button onClick={() => setEditing({ account: null })}>
      <PlusIcon aria-hidden="true" />
      Link a bank account
    </Button>
  ) : null;

  return (
    <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
      <PageHeader
        title={TITLE}
        subtitle="Match each bank statement to the books and finish at a zero difference"
        actions={
          <>
            <Link to="/reconciliation/rules" className={buttonVariants({ variant: 'outline' })}>
              <ListChecksIcon aria-hidden="true" />
              Bank rules
            </Link>
            {linkButton}
          </>
        }
      />
      <Card>
        <CardContent>
          <QueryState
            query={accounts}
            loadingLabel="Loading bank accounts"
            errorText="Could not load the bank accounts"
          >
            {(data) =>
              data.items.length === 0 ? (
                <div className="grid justify-items-center gap-3 rounded-md border border-dashed p-8 text-center">
                  <p className="font-medium">No bank account is linked yet</p>
                  <p className="max-w-xl text-muted-foreground text-sm">
                    Link each cash account of your chart of accounts to its bank account. Then, every month,
                    import the bank's statement (OFX, QFX, CSV, CAMT.053 or BAI2) or type its lines, match
                    them to the checks and deposits in the books, and finish at a zero difference.
                  </p>
                  {linkButton}
                </div>
              ) : (
                <AccountTable
                  accounts={data.items}
                  canWrite={canWrite}
                  onEdit={(account) => setEditing({ account })}
                  onDelete={setDeleting}
                />
              )
            }
          </QueryState>
        </CardContent>
      </Card>
      <AccountFormDialog
        isOpen={editing !== null}
        account={editing?.account ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete the bank account?'}
        description="The cash account stays in the chart of accounts; only its link to the bank is removed. An account with statement lines or reconciliations cannot be deleted."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          const account = deleting;
          await runWithToasts(() => remove.mutateAsync(account.id), {
            done: `${account.name} deleted`,
            failed: `Could not delete ${account.name}`,
            onDone: () => setDeleting(null),
          });
        }}
      />
    </div>
  );
}
