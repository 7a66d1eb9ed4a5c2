import { isIsoDate, type TAccountWithBalance } from '@groundwork/shared';
import { ChevronLeftIcon, ChevronRightIcon, Download } from 'lucide-react';
import * as React from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCan } from '@/features/auth/api/use-can';
import { apiDownload } from '@/lib/api-download';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ACCOUNT_TYPE_LABELS } from '../account-tree';
import { accountDetailQuery, useAccountDetail } from '../api/use-account-detail';
import { useGetAccount } from '../api/use-get-account';
import { AccountDetailTable } from '../components/account-detail-table';
import { Amount } from '../components/amount';
import { DateField } from '../components/date-field';
import { LedgerNoAccess } from '../components/ledger-permission-notice';

const TITLE = 'Account Detail';
const SUBTITLE = "An account's lines and running balance";

export function AccountDetailPage() {
  const { id = '' } = useParams();
  const canRead = useCan('ledger:read');
  useDocumentTitle(TITLE);
  if (!canRead) return <LedgerNoAccess title={TITLE} subtitle={SUBTITLE} />;
  // A new account starts on its first page.
  return <AccountDetail key={id} id={id} />;
}

function AccountHeader({ account }: { account: TAccountWithBalance }) {
  useDocumentTitle(`${account.account_number} ${account.account_name}`);
  return (
    <PageHeader
      title={`${account.account_number} — ${account.account_name}`}
      subtitle={`${ACCOUNT_TYPE_LABELS[account.account_type]} · normal balance ${account.normal_balance}${account.description ? ` · ${account.description}` : ''}`}
      actions={
        <div className="grid justify-items-end gap-1">
          <span className="text-muted-foreground text-xs">Balance today</span>
          <Amount cents={account.balance_cents} className="font-semibold text-2xl" />
          <div className="flex flex-wrap justify-end gap-1">
            {account.system_key ? <Badge variant="secondary">System</Badge> : null}
            {account.is_control ? <Badge variant="outline">Control</Badge> : null}
            {account.is_cash ? <Badge variant="outline">Cash</Badge> : null}
            {account.is_active ? null : <Badge variant="outline">Inactive</Badge>}
          </div>
        </div>
      }
    />
  );
}

/** An account's lines in a date range (in the URL), a page at a time, with its CSV. */
function AccountDetail({ id }: { id: string }) {
  const account = useGetAccount(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const fromParam = searchParams.get('from') ?? '';
  const toParam = searchParams.get('to') ?? '';
  const from = isIsoDate(fromParam) ? fromParam : '';
  const to = isIsoDate(toParam) ? toParam : '';
  const [typed, setTyped] = React.useState({ from, to });
  // The cursors of the pages before this one (keyset paging can only go forward; Previous pops).
  const [cursors, setCursors] = React.useState<(string | null)[]>([]);
  const [cursor, setCursor] = React.useState<string | null>(null);
  const detail = useAccountDetail(id, { from, to, cursor });
  const [isExporting, setExporting] = React.useState(false);

  const changeRange = (next: { from: string; to: string }) => {
    setTyped(next);
    const isComplete = (value: string) => value === '' || isIsoDate(value);
    if (!isComplete(next.from) || !isComplete(next.to)) return;
    const params: Record<string, string> = {};
    if (next.from) params.from = next.from;
    if (next.to) params.to = next.to;
    setSearchParams(params, { replace: true });
    setCursors([]);
    setCursor(null);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const number = account.data?.account_number ?? 'account';
      await apiDownload(
        `/api/v1/ledger/accounts/${encodeURIComponent(id)}/detail.csv?${accountDetailQuery({ from, to, cursor: null }, false)}`,
        `account_${number}_detail.csv`,
      );
    } catch (error) {
      console.error('Exporting the account detail failed', error);
      toast.error('Could not export the account detail', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setExporting(false);
    }
  };

  if (account.isError || (detail.isError && isNotFoundError(detail.error))) {
    const error = account.error ?? detail.error;
    const isMissing = isNotFoundError(error);
    return (
      <NotFoundState
        title={isMissing ? 'Account not found' : 'Could not load the account'}
        message={
          isMissing
            ? 'This account does not exist in your chart of accounts, or it has been deleted.'
            : errorMessage(error, 'Please try again.')
        }
        backHref="/chart-of-accounts"
        backLabel="Back to Chart of Accounts"
        onRetry={isMissing ? undefined : () => void account.refetch()}
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      {account.data ? (
        <AccountHeader account={account.data} />
      ) : (
        <div className="mb-6 grid gap-2" role="status" aria-label="Loading the account">
          <Skeleton className="h-8 w-72" />
          <Skeleton className="h-5 w-48" />
        </div>
      )}
      <Card>
        <CardContent className="grid grid-cols-1 gap-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-wrap items-end gap-4">
              <DateField
                id="detail-from"
                label="From"
                value={typed.from}
                max={typed.to || undefined}
                onChange={(value) => changeRange({ ...typed, from: value })}
              />
              <DateField
                id="detail-to"
                label="To"
                value={typed.to}
                min={typed.from || undefined}
                onChange={(value) => changeRange({ ...typed, to: value })}
              />
              {from || to ? (
                <Button variant="ghost" size="sm" onClick={() => changeRange({ from: '', to: '' })}>
                  All dates
                </Button>
              ) : null}
            </div>
            <Button variant="outline" disabled={isExporting} onClick={() => void exportCsv()}>
              {isExporting ? <ButtonSpinner /> : <Download aria-hidden="true" />}
              Export CSV
            </Button>
          </div>
          <QueryState
            query={detail}
            loadingLabel="Loading lines"
            loadingRows={8}
            errorText="Could not load the account's lines"
          >
            {(data) => (
              <div aria-busy={detail.isFetching} className="grid gap-4">
                <AccountDetailTable detail={data} isFirstPage={cursors.length === 0} />
                <nav aria-label="Line pages" className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-muted-foreground text-sm" aria-live="polite">
                    Page {cursors.length + 1}
                    {data.lines.length > 0
                      ? ` · ${data.lines.length.toLocaleString()} line${data.lines.length === 1 ? '' : 's'}`
                      : ''}
                  </p>
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={cursors.length === 0 || detail.isFetching}
                      onClick={() => {
                        setCursor(cursors.at(-1) ?? null);
                        setCursors(cursors.slice(0, -1));
                      }}
                    >
                      <ChevronLeftIcon aria-hidden="true" />
                      Previous
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={data.next_cursor === null || detail.isFetching}
                      onClick={() => {
                        setCursors([...cursors, cursor]);
                        setCursor(data.next_cursor);
                      }}
                    >
                      Next
                      <ChevronRightIcon aria-hidden="true" />
                    </Button>
                  </div>
                </nav>
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
