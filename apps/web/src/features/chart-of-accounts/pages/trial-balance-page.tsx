import { formatCents, isIsoDate, type TTrialBalance, todayIso } from '@groundwork/shared';
import { CheckCircle2, Download, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { useGetOrganization } from '@/features/company-settings/api/use-get-organization';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ACCOUNT_TYPE_LABELS } from '../account-tree';
import { useTrialBalance } from '../api/use-trial-balance';
import { SideAmount } from '../components/amount';
import { DateField } from '../components/date-field';
import { LedgerNoAccess } from '../components/ledger-permission-notice';
import { dateParam, fiscalYearToDateHref } from '../ledger-dates';

const TITLE = 'Trial Balance';
const SUBTITLE = 'Every account on its debit or credit side as of a date';

/** Whether the totals match: the reassurance an accountant looks for first. */
function BalanceIndicator({ data }: { data: TTrialBalance }) {
  const difference = data.total_debit_cents - data.total_credit_cents;
  if (difference === 0) {
    return (
      <p
        role="status"
        className="inline-flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 px-3 py-1.5 font-medium text-emerald-900 text-sm dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200"
      >
        <CheckCircle2 className="size-4" aria-hidden="true" />
        In balance
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="inline-flex items-center gap-2 rounded-md border border-destructive/50 bg-destructive/10 px-3 py-1.5 font-medium text-destructive text-sm"
    >
      <TriangleAlert className="size-4" aria-hidden="true" />
      Out of balance by {formatCents(Math.abs(difference))}
    </p>
  );
}

function TrialBalanceTable({ data, fiscalYearEnd }: { data: TTrialBalance; fiscalYearEnd: string | null }) {
  if (data.rows.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
        No account has a balance on {data.as_of}.
      </p>
    );
  }
  return (
    <Table aria-label={`Trial balance as of ${data.as_of}`}>
      <TableHeader>
        <TableRow>
          <TableHead className="hidden w-28 sm:table-cell">Number</TableHead>
          <TableHead>Account</TableHead>
          <TableHead className="hidden w-28 sm:table-cell">Type</TableHead>
          <TableHead className="text-right">Debit</TableHead>
          <TableHead className="text-right">Credit</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.rows.map((row) => (
          <TableRow key={row.account_id} data-account={row.account_number}>
            <TableCell className="hidden font-mono sm:table-cell">{row.account_number}</TableCell>
            <TableCell className="whitespace-normal">
              <span className="mr-2 font-mono text-muted-foreground sm:hidden">{row.account_number}</span>
              <Link
                to={fiscalYearToDateHref(row.account_id, data.as_of, fiscalYearEnd)}
                className="underline-offset-4 hover:underline"
              >
                {row.account_name}
              </Link>
            </TableCell>
            <TableCell className="hidden text-muted-foreground sm:table-cell">
              {ACCOUNT_TYPE_LABELS[row.account_type]}
            </TableCell>
            <TableCell className="text-right">
              <SideAmount cents={row.debit_cents} />
            </TableCell>
            <TableCell className="text-right">
              <SideAmount cents={row.credit_cents} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow data-testid="trial-balance-totals">
          <TableCell className="hidden sm:table-cell" />
          <TableCell className="font-semibold">Totals</TableCell>
          <TableCell className="hidden sm:table-cell" />
          <TableCell className="text-right font-semibold tabular-nums">
            {formatCents(data.total_debit_cents)}
          </TableCell>
          <TableCell className="text-right font-semibold tabular-nums">
            {formatCents(data.total_credit_cents)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

export function TrialBalancePage() {
  useDocumentTitle(TITLE);
  const canRead = useCan('ledger:read');
  if (!canRead) return <LedgerNoAccess title={TITLE} subtitle={SUBTITLE} />;
  return <TrialBalance />;
}

/** The trial balance as of a date (in the URL, today by default), its totals checked, and its CSV. */
function TrialBalance() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asOf = dateParam(searchParams.get('as_of'), todayIso());
  const [typed, setTyped] = React.useState(asOf);
  const query = useTrialBalance(asOf);
  const organization = useGetOrganization();
  const [isExporting, setExporting] = React.useState(false);

  const changeDate = (value: string) => {
    setTyped(value);
    if (isIsoDate(value)) setSearchParams({ as_of: value }, { replace: true });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await apiDownload(
        `/api/v1/ledger/trial-balance.csv?${new URLSearchParams({ as_of: asOf })}`,
        `trial_balance_${asOf}.csv`,
      );
    } catch (error) {
      console.error('Exporting the trial balance failed', error);
      toast.error('Could not export the trial balance', {
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={TITLE}
        subtitle={SUBTITLE}
        actions={
          <Button
            variant="outline"
            disabled={isExporting || !query.isSuccess}
            onClick={() => void exportCsv()}
          >
            {isExporting ? <ButtonSpinner /> : <Download aria-hidden="true" />}
            Export CSV
          </Button>
        }
      />
      <Card>
        <CardContent className="grid grid-cols-1 gap-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <DateField id="trial-balance-as-of" label="As of" value={typed} onChange={changeDate} />
            {query.data ? <BalanceIndicator data={query.data} /> : null}
          </div>
          <p className="text-muted-foreground text-sm">
            Posted entries dated on or before {asOf}. An account's name opens its lines for the fiscal year to
            date.
          </p>
          <QueryState
            query={query}
            loadingLabel="Loading the trial balance"
            loadingRows={8}
            errorText="Could not load the trial balance"
          >
            {(data) => (
              <div aria-busy={query.isFetching}>
                <TrialBalanceTable data={data} fiscalYearEnd={organization.data?.fiscal_year_end ?? null} />
              </div>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
