import { type TPeriod, todayIso } from '@groundwork/shared';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import * as React from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFindPeriods } from '../api/use-find-periods';
import { ClosePeriodDialog } from '../components/close-period-dialog';
import { LedgerPermissionNotice } from '../components/ledger-permission-notice';
import { PeriodHistory } from '../components/period-history';
import { PeriodsTable } from '../components/periods-table';
import { ReopenPeriodDialog } from '../components/reopen-period-dialog';

/** /journal-entries/periods — a fiscal year's periods; close the books through one, or reopen. */
export function PeriodsPage() {
  useDocumentTitle('Periods');
  const canRead = useCan('ledger:read');
  const canClose = useCan('ledger:close');
  const canReopen = useCan('ledger:reopen');
  const [fiscalYear, setFiscalYear] = React.useState<number | null>(null);
  const [closing, setClosing] = React.useState<TPeriod | null>(null);
  const [reopening, setReopening] = React.useState<TPeriod | null>(null);
  const periods = useFindPeriods(fiscalYear);
  const shownYear = periods.data?.fiscal_year ?? fiscalYear;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title="Periods" subtitle="Close the books month by month; reopen with a reason" />
      {!canRead ? (
        <LedgerPermissionNotice />
      ) : (
        <QueryState query={periods} errorText="Could not load the periods" loadingRows={12}>
          {(data) => (
            <>
              <Card>
                <CardHeader className="flex flex-wrap items-center justify-between gap-3">
                  <div className="grid gap-1">
                    <CardTitle asChild>
                      <h2>Fiscal year {shownYear}</h2>
                    </CardTitle>
                    <CardDescription>
                      {data.books_closed_through
                        ? `The books are closed through ${data.books_closed_through}.`
                        : 'No period is closed.'}{' '}
                      Fiscal year ends {data.fiscal_year_end}.
                    </CardDescription>
                  </div>
                  <nav aria-label="Fiscal years" className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={periods.isFetching || shownYear === null}
                      onClick={() => setFiscalYear((shownYear ?? 0) - 1)}
                    >
                      <ChevronLeftIcon aria-hidden="true" />
                      {shownYear === null ? 'Previous' : shownYear - 1}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={periods.isFetching || shownYear === null}
                      onClick={() => setFiscalYear((shownYear ?? 0) + 1)}
                    >
                      {shownYear === null ? 'Next' : shownYear + 1}
                      <ChevronRightIcon aria-hidden="true" />
                    </Button>
                  </nav>
                </CardHeader>
                <CardContent aria-busy={periods.isFetching}>
                  <PeriodsTable
                    periods={data.periods}
                    today={todayIso()}
                    canClose={canClose}
                    canReopen={canReopen}
                    onClose={setClosing}
                    onReopen={setReopening}
                  />
                </CardContent>
              </Card>
              <Card>
                <CardHeader>
                  <CardTitle asChild>
                    <h2>History</h2>
                  </CardTitle>
                  <CardDescription>Every close and reopen, with who did it and why.</CardDescription>
                </CardHeader>
                <CardContent>
                  <PeriodHistory events={data.events} />
                </CardContent>
              </Card>
              <ClosePeriodDialog period={closing} onClose={() => setClosing(null)} />
              <ReopenPeriodDialog period={reopening} data={data} onClose={() => setReopening(null)} />
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
