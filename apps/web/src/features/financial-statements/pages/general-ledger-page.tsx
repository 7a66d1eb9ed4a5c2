import { compareAccountNumbers, FINANCIAL_STATEMENT_MESSAGES, todayIso } from '@groundwork/shared';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import * as React from 'react';
import { z } from 'zod';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useFindChart } from '@/features/chart-of-accounts/api/use-find-chart';
import { Amount } from '@/features/chart-of-accounts/components/amount';
import { LedgerNoAccess } from '@/features/chart-of-accounts/components/ledger-permission-notice';
import { useGetOrganization } from '@/features/company-settings/api/use-get-organization';
import { useDocumentTitle } from '@/lib/use-document-title';
import { statementQuery, useGeneralLedger } from '../api/use-statements';
import { GeneralLedgerTable } from '../components/general-ledger-table';
import { EmptyStatement, ParameterBar, PeriodFields } from '../components/statement-parts';
import { resolvePeriod, ZOptionalDate, ZPeriodPreset } from '../statement-dates';
import { useStatementParams } from '../use-statement-params';

const TITLE = 'General Ledger';
const SUBTITLE = 'Every line of a range of accounts, with opening, running and closing balances';
const PAGE_SIZE = '200';

const ZParams = z.object({
  account_from: z.string(),
  account_to: z.string(),
  preset: ZPeriodPreset,
  from: ZOptionalDate,
  to: ZOptionalDate,
});
type TParams = z.infer<typeof ZParams>;
const DEFAULTS: TParams = { account_from: '', account_to: '', preset: 'this_month', from: '', to: '' };

export function GeneralLedgerPage() {
  useDocumentTitle(TITLE);
  const canRead = useCan('ledger:read');
  if (!canRead) return <LedgerNoAccess title={TITLE} subtitle={SUBTITLE} />;
  return <GeneralLedger />;
}

/**
 * /reports/general-ledger (issue 17): an account number range and a period; per account the opening
 * balance, the lines with running balances and the closing balance, a page at a time; each line opens
 * its entry and its source document; CSV (streamed, every line), PDF, print.
 */
function GeneralLedger() {
  const { params, setParams, isLoaded } = useStatementParams('general-ledger', ZParams, DEFAULTS);
  const organization = useGetOrganization();
  const fye = organization.data?.fiscal_year_end ?? null;
  const range = resolvePeriod(params, todayIso(), fye);
  const chart = useFindChart({ search: '', includeInactive: true, asOf: todayIso() });
  const accounts = [...(chart.data?.items ?? [])].sort((a, b) =>
    compareAccountNumbers(a.account_number, b.account_number),
  );
  const isOrdered = range.from <= range.to;
  const isRangeOrdered =
    !params.account_from ||
    !params.account_to ||
    compareAccountNumbers(params.account_from, params.account_to) <= 0;
  const base = statementQuery({
    account_from: params.account_from,
    account_to: params.account_to,
    from: range.from,
    to: range.to,
  });
  // Keyset pages only go forward; Previous pops the cursor of the page before.
  const [cursors, setCursors] = React.useState<(string | null)[]>([]);
  const [cursor, setCursor] = React.useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new report starts on its first page
  React.useEffect(() => {
    setCursors([]);
    setCursor(null);
  }, [base]);
  const query = statementQuery({
    account_from: params.account_from,
    account_to: params.account_to,
    from: range.from,
    to: range.to,
    cursor,
    limit: PAGE_SIZE,
  });
  const isReady = isLoaded && !organization.isPending && isOrdered && isRangeOrdered;
  const gl = useGeneralLedger(query, isReady);
  const set = (patch: Partial<TParams>) => setParams((current) => ({ ...current, ...patch }));

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title={TITLE}
        subtitle={SUBTITLE}
        actions={
          <ReportExportButtons
            csvPath={`/api/v1/reports/general-ledger.csv?${base}`}
            pdfPath={`/api/v1/reports/general-ledger.pdf?${base}`}
            fileBase={`general-ledger-${range.from}-${range.to}`}
            what="the general ledger"
            isDisabled={!gl.data || !isReady}
          />
        }
      />
      <Card>
        <CardContent className="grid gap-4">
          <ParameterBar>
            <FilterSelect
              id="gl-account-from"
              label="From account"
              value={params.account_from}
              className="w-64"
              onChange={(value) => set({ account_from: value })}
            >
              <option value="">First account</option>
              {accounts.map((a) => (
                <option key={a.id} value={a.account_number}>
                  {a.account_number} — {a.account_name}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id="gl-account-to"
              label="To account"
              value={params.account_to}
              className="w-64"
              onChange={(value) => set({ account_to: value })}
            >
              <option value="">Last account</option>
              {accounts.map((a) => (
                <option key={a.id} value={a.account_number}>
                  {a.account_number} — {a.account_name}
                </option>
              ))}
            </FilterSelect>
            <PeriodFields
              idPrefix="gl"
              preset={params.preset}
              from={params.preset === 'custom' ? params.from : range.from}
              to={params.preset === 'custom' ? params.to : range.to}
              onChange={(next) => set(next)}
            />
          </ParameterBar>
          {!isOrdered || !isRangeOrdered ? (
            <p role="alert" className="text-destructive text-sm">
              {!isOrdered
                ? FINANCIAL_STATEMENT_MESSAGES.fromAfterTo
                : FINANCIAL_STATEMENT_MESSAGES.accountRange}
            </p>
          ) : null}
          <p className="text-muted-foreground text-sm" data-testid="gl-parameters">
            {range.from} to {range.to} · accounts {params.account_from || 'first'} to{' '}
            {params.account_to || 'last'}
          </p>
        </CardContent>
      </Card>
      {isOrdered && isRangeOrdered ? (
        <QueryState
          query={gl}
          loadingLabel="Loading the general ledger"
          loadingRows={10}
          errorText="Could not load the general ledger"
        >
          {(data) => (
            <Card aria-busy={gl.isFetching}>
              <CardContent className="grid gap-4">
                {data.accounts.length === 0 ? (
                  <EmptyStatement>
                    No account in this range has a balance or a line from {data.from} to {data.to}.
                  </EmptyStatement>
                ) : (
                  <>
                    <GeneralLedgerTable gl={data} />
                    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <p data-testid="gl-totals">
                        {data.account_count.toLocaleString()} account{data.account_count === 1 ? '' : 's'} ·
                        debits <Amount cents={data.total_debit_cents} /> · credits{' '}
                        <Amount cents={data.total_credit_cents} />
                      </p>
                      <nav aria-label="General ledger pages" className="flex items-center gap-2 print:hidden">
                        <span className="text-muted-foreground" aria-live="polite">
                          Page {cursors.length + 1}
                        </span>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={cursors.length === 0 || gl.isFetching}
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
                          disabled={data.next_cursor === null || gl.isFetching}
                          onClick={() => {
                            setCursors([...cursors, cursor]);
                            setCursor(data.next_cursor);
                          }}
                        >
                          Next
                          <ChevronRightIcon aria-hidden="true" />
                        </Button>
                      </nav>
                    </div>
                    {data.next_cursor ? (
                      <p className="hidden text-xs print:block">
                        This page only; export the PDF or CSV for every line.
                      </p>
                    ) : null}
                  </>
                )}
              </CardContent>
            </Card>
          )}
        </QueryState>
      ) : null}
    </div>
  );
}
