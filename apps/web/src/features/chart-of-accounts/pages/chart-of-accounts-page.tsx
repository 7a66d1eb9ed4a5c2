import { ACCOUNT_MESSAGES, type TAccountWithBalance, todayIso } from '@groundwork/shared';
import { Download, Plus, Upload } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useCan } from '@/features/auth/api/use-can';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ACCOUNT_EXPORT_FILE } from '../account-csv';
import { groupAccounts, parentIds } from '../account-tree';
import { useDeleteAccount, useUpdateAccount } from '../api/use-change-account';
import { useFindChart } from '../api/use-find-chart';
import { AccountDialog } from '../components/account-dialog';
import type { TAccountAction } from '../components/account-row-menu';
import { ChartTable } from '../components/chart-table';
import { ImportAccountsDialog } from '../components/import-accounts-dialog';
import { LedgerLinks } from '../components/ledger-links';
import { LedgerNoAccess } from '../components/ledger-permission-notice';

const TITLE = 'Chart of Accounts';
const SUBTITLE = 'Manage the accounts of your general ledger';
const EMPTY: readonly TAccountWithBalance[] = [];

/**
 * The chart of accounts: every account by type with its balance today. Ledger readers see it; those
 * who may post (ledger:post) add, edit, deactivate, delete, import and export accounts.
 */
export function ChartOfAccountsPage() {
  useDocumentTitle(TITLE);
  const canRead = useCan('ledger:read');
  if (!canRead) return <LedgerNoAccess title={TITLE} subtitle={SUBTITLE} />;
  return <ChartOfAccounts />;
}

function ChartOfAccounts() {
  const canEdit = useCan('ledger:post');
  const asOf = todayIso();
  const [search, setSearch] = React.useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const [isShowingInactive, setShowingInactive] = React.useState(false);
  const chart = useFindChart({ search: debounced, includeInactive: isShowingInactive, asOf });
  // The whole chart (for the parent picker and the import's instant preview), whatever the filters.
  const all = useFindChart({ search: '', includeInactive: true, asOf });
  const allAccounts = all.data?.items ?? EMPTY;
  const parents = React.useMemo(() => parentIds(allAccounts), [allAccounts]);
  const groups = React.useMemo(() => groupAccounts(chart.data?.items ?? EMPTY), [chart.data]);

  const [searchParams, setSearchParams] = useSearchParams();
  const isImportOpen = canEdit && searchParams.get('import') === '1';
  const setImportOpen = (isOpen: boolean) =>
    setSearchParams(
      (params) => {
        if (isOpen) params.set('import', '1');
        else params.delete('import');
        return params;
      },
      { replace: true },
    );

  const [editing, setEditing] = React.useState<{ open: boolean; account: TAccountWithBalance | null }>({
    open: false,
    account: null,
  });
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const [deleting, setDeleting] = React.useState<TAccountWithBalance | null>(null);
  const [isExporting, setExporting] = React.useState(false);
  const update = useUpdateAccount();
  const remove = useDeleteAccount();

  const onAction = (action: TAccountAction, account: TAccountWithBalance) => {
    const label = `${account.account_number} ${account.account_name}`;
    if (action === 'edit') setEditing({ open: true, account });
    else if (action === 'delete') setDeleting(account);
    else
      setConfirm({
        title: `${account.is_active ? 'Deactivate' : 'Reactivate'} ${label}?`,
        description: account.is_active
          ? 'It will no longer be offered when entering journal entries or setting up cost categories. Its history stays, and you can reactivate it at any time.'
          : 'It will be offered for new entries again.',
        action: account.is_active ? 'Deactivate' : 'Reactivate',
        destructive: account.is_active,
        run: () =>
          update.mutate(
            { id: account.id, input: { is_active: !account.is_active } },
            {
              onSuccess: () =>
                toast.success(account.is_active ? 'Account deactivated' : 'Account reactivated'),
              onError: (error) => {
                console.error('Changing the account status failed', error);
                toast.error(
                  account.is_active ? 'Could not deactivate the account' : 'Could not reactivate the account',
                  { description: errorMessage(error, 'Please try again.') },
                );
              },
            },
          ),
      });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await apiDownload('/api/v1/chart-of-accounts/export.csv', ACCOUNT_EXPORT_FILE);
    } catch (error) {
      console.error('Exporting the chart failed', error);
      toast.error('Could not export the chart of accounts', {
        description: errorMessage(error, ACCOUNT_MESSAGES.noData),
      });
    } finally {
      setExporting(false);
    }
  };

  const isFiltered = debounced !== '';
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={TITLE}
        subtitle={SUBTITLE}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={isExporting} onClick={() => void exportCsv()}>
              {isExporting ? <ButtonSpinner /> : <Download aria-hidden="true" />}
              Export CSV
            </Button>
            {canEdit ? (
              <>
                <Button variant="outline" onClick={() => setImportOpen(true)}>
                  <Upload aria-hidden="true" />
                  Import CSV
                </Button>
                <Button onClick={() => setEditing({ open: true, account: null })}>
                  <Plus aria-hidden="true" />
                  Add Account
                </Button>
              </>
            ) : null}
          </div>
        }
      />
      <LedgerLinks />
      <Card>
        <CardContent className="grid grid-cols-1 gap-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <SearchBox
              id="account-search"
              label="Search accounts"
              placeholder="Number or name"
              value={search}
              onChange={setSearch}
            />
            <div className="flex items-center gap-2 pb-2">
              <Switch id="show-inactive" checked={isShowingInactive} onCheckedChange={setShowingInactive} />
              <Label htmlFor="show-inactive">Show inactive</Label>
            </div>
          </div>
          <p className="text-muted-foreground text-sm">Balances as of today ({asOf}).</p>
          <QueryState
            query={chart}
            loadingLabel="Loading accounts"
            loadingRows={8}
            errorText="Could not load the chart of accounts"
          >
            {(data) =>
              data.items.length === 0 ? (
                <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                  {isFiltered
                    ? `No accounts match "${debounced}".`
                    : canEdit
                      ? 'No accounts yet. Add one, or import your chart from a CSV file.'
                      : 'No accounts yet.'}
                </p>
              ) : (
                <div aria-busy={chart.isFetching}>
                  <ChartTable
                    groups={isFiltered ? groups.filter((group) => group.rows.length > 0) : groups}
                    parents={parents}
                    onAction={canEdit ? onAction : undefined}
                  />
                </div>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
      <AccountDialog
        isOpen={editing.open}
        account={editing.account}
        accounts={allAccounts}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
      />
      <ImportAccountsDialog isOpen={isImportOpen} accounts={allAccounts} onOpenChange={setImportOpen} />
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.account_number ?? ''} ${deleting?.account_name ?? ''}?`}
        description="The account is removed from the chart for good. It has never been posted to."
        isDeleting={remove.isPending}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Account deleted');
            setDeleting(null);
          } catch (error) {
            console.error('Deleting the account failed', error);
            toast.error('Could not delete the account', {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </div>
  );
}
