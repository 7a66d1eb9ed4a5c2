import { todayIso } from '@groundwork/shared';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { LoadError, LoadingRows } from '@/components/query-state';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFindChart } from '../api/use-find-chart';
import { useGetOpeningBalances } from '../api/use-opening-balances';
import { LedgerNoAccess } from '../components/ledger-permission-notice';
import { OpeningBalancesForm } from '../components/opening-balances-form';
import { OpeningEntryCard } from '../components/opening-entry-card';

const TITLE = 'Opening Balances';
const SUBTITLE = "Each account's balance on the day your books start";

export function OpeningBalancesPage() {
  useDocumentTitle(TITLE);
  const canRead = useCan('ledger:read');
  if (!canRead) return <LedgerNoAccess title={TITLE} subtitle={SUBTITLE} />;
  return <OpeningBalances />;
}

/** The one opening entry: shown once posted; before that, entered here by those who may post. */
function OpeningBalances() {
  const canPost = useCan('ledger:post');
  const opening = useGetOpeningBalances();
  const chart = useFindChart({ search: '', includeInactive: false, asOf: todayIso() });

  const body = () => {
    if (opening.isPending || (opening.data?.entry === null && canPost && chart.isPending)) {
      return <LoadingRows label="Loading opening balances" rows={8} />;
    }
    if (opening.isError) {
      return (
        <LoadError
          text="Could not load the opening balances"
          error={opening.error}
          onRetry={() => void opening.refetch()}
        />
      );
    }
    if (opening.data.entry) return <OpeningEntryCard entry={opening.data.entry} />;
    if (!canPost) {
      return (
        <Card>
          <CardContent>
            <p className="text-muted-foreground text-sm" role="note">
              Opening balances have not been entered yet. Only people who may post to the ledger can enter
              them.
            </p>
          </CardContent>
        </Card>
      );
    }
    if (chart.isError) {
      return (
        <LoadError
          text="Could not load the accounts"
          error={chart.error}
          onRetry={() => void chart.refetch()}
        />
      );
    }
    const accounts = chart.data?.items ?? [];
    return (
      <Card>
        <CardContent className="grid grid-cols-1">
          {accounts.length === 0 ? (
            <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
              Your chart has no active accounts.{' '}
              <Link to="/chart-of-accounts" className="underline">
                Set up the chart of accounts
              </Link>{' '}
              first.
            </p>
          ) : (
            <OpeningBalancesForm accounts={accounts} />
          )}
        </CardContent>
      </Card>
    );
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      {body()}
    </div>
  );
}
