import { FINANCIAL_STATEMENT_MESSAGES, STATEMENT_COMPARISONS, todayIso } from '@groundwork/shared';
import { z } from 'zod';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { LedgerNoAccess } from '@/features/chart-of-accounts/components/ledger-permission-notice';
import { useGetOrganization } from '@/features/company-settings/api/use-get-organization';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { statementQuery, useProfitAndLoss } from '../api/use-statements';
import { ProfitAndLossTable } from '../components/profit-and-loss-table';
import { RevenueProfitChart } from '../components/revenue-profit-chart';
import { EmptyStatement, ParameterBar, PeriodFields } from '../components/statement-parts';
import { resolvePeriod, ZOptionalDate, ZPeriodPreset } from '../statement-dates';
import { useStatementParams } from '../use-statement-params';

const TITLE = 'Profit and Loss';
const SUBTITLE = 'Revenue, job costs, gross profit, overhead and net income for a period';

const COMPARE_LABELS: Record<(typeof STATEMENT_COMPARISONS)[number], string> = {
  none: 'No comparison',
  prior_period: 'Prior period',
  prior_year: 'Same period last year',
};

const ZParams = z.object({
  preset: ZPeriodPreset,
  from: ZOptionalDate,
  to: ZOptionalDate,
  compare: z.enum(STATEMENT_COMPARISONS),
  columns: z.enum(['total', 'month']),
  job_id: z.string(),
});
type TParams = z.infer<typeof ZParams>;
const DEFAULTS: TParams = {
  preset: 'year_to_date',
  from: '',
  to: '',
  compare: 'none',
  columns: 'total',
  job_id: '',
};

export function ProfitAndLossPage() {
  useDocumentTitle(TITLE);
  const canRead = useCan('ledger:read');
  if (!canRead) return <LedgerNoAccess title={TITLE} subtitle={SUBTITLE} />;
  return <ProfitAndLoss />;
}

/**
 * /reports/profit-and-loss (issue 17): a period (a preset or dates), compared with the prior period
 * or year, by month, for one job; the monthly revenue and gross profit chart; every figure drills
 * down to its lines; CSV, PDF, print. Parameters are remembered per person.
 */
function ProfitAndLoss() {
  const { params, setParams, isLoaded } = useStatementParams('profit-and-loss', ZParams, DEFAULTS);
  const organization = useGetOrganization();
  const fye = organization.data?.fiscal_year_end ?? null;
  const range = resolvePeriod(params, todayIso(), fye);
  const isOrdered = range.from <= range.to;
  const query = statementQuery({
    from: range.from,
    to: range.to,
    compare: params.compare === 'none' ? null : params.compare,
    columns: params.columns === 'month' ? 'month' : null,
    job_id: params.job_id || null,
  });
  const isReady = isLoaded && !organization.isPending && isOrdered;
  const pnl = useProfitAndLoss(query, isReady);
  const jobs = useFindJobs({ search: '', status: 'all', customerId: '', page: 1, pageSize: 100 });
  const job = jobs.data?.items.find((j) => j.id === params.job_id);
  const set = (patch: Partial<TParams>) => setParams((current) => ({ ...current, ...patch }));

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title={TITLE}
        subtitle={SUBTITLE}
        actions={
          <ReportExportButtons
            csvPath={`/api/v1/reports/profit-and-loss.csv?${query}`}
            pdfPath={`/api/v1/reports/profit-and-loss.pdf?${query}`}
            fileBase={`profit-and-loss-${range.from}-${range.to}`}
            what="the profit and loss"
            isDisabled={!pnl.data || !isReady}
          />
        }
      />
      <Card>
        <CardContent className="grid gap-4">
          <ParameterBar>
            <PeriodFields
              idPrefix="pnl"
              preset={params.preset}
              from={params.preset === 'custom' ? params.from : range.from}
              to={params.preset === 'custom' ? params.to : range.to}
              onChange={(next) => set(next)}
            />
            <FilterSelect
              id="pnl-compare"
              label="Compare with"
              value={params.compare}
              className="w-52"
              onChange={(value) => set({ compare: value as TParams['compare'] })}
            >
              {STATEMENT_COMPARISONS.map((c) => (
                <option key={c} value={c}>
                  {COMPARE_LABELS[c]}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id="pnl-columns"
              label="Columns"
              value={params.columns}
              className="w-40"
              onChange={(value) => set({ columns: value as TParams['columns'] })}
            >
              <option value="total">One total</option>
              <option value="month">By month</option>
            </FilterSelect>
            <FilterSelect
              id="pnl-job"
              label="Job"
              value={params.job_id}
              className="w-60"
              onChange={(value) => set({ job_id: value })}
            >
              <option value="">All jobs (the company)</option>
              {(jobs.data?.items ?? []).map((j) => (
                <option key={j.id} value={j.id}>
                  {j.project_number} — {j.project_name}
                </option>
              ))}
            </FilterSelect>
          </ParameterBar>
          {!isOrdered ? (
            <p role="alert" className="text-destructive text-sm">
              {FINANCIAL_STATEMENT_MESSAGES.fromAfterTo}
            </p>
          ) : null}
          <p className="text-muted-foreground text-sm" data-testid="pnl-parameters">
            {range.from} to {range.to}
            {pnl.data?.comparison
              ? ` · compared with ${pnl.data.comparison.from} to ${pnl.data.comparison.to}`
              : ''}
            {params.job_id ? ` · job ${job ? `${job.project_number} ${job.project_name}` : ''}` : ''}
          </p>
        </CardContent>
      </Card>
      {isOrdered ? (
        <QueryState
          query={pnl}
          loadingLabel="Loading the profit and loss"
          loadingRows={10}
          errorText="Could not load the profit and loss"
        >
          {(data) => {
            const isEmpty = data.sections.every((s) => s.rows.length === 0);
            return (
              <div className="grid gap-6" aria-busy={pnl.isFetching}>
                {isEmpty ? (
                  <EmptyStatement>
                    Nothing was posted to revenue or expense accounts from {data.from} to {data.to}
                    {data.job ? ` on job ${data.job.number}` : ''}.
                  </EmptyStatement>
                ) : (
                  <>
                    <Card className="break-inside-avoid">
                      <CardHeader>
                        <CardTitle asChild>
                          <h2>Revenue and gross profit by month</h2>
                        </CardTitle>
                        <CardDescription>
                          Gross profit is revenue less the cost of revenue (job costs).
                        </CardDescription>
                      </CardHeader>
                      <CardContent>
                        <RevenueProfitChart months={data.months} />
                      </CardContent>
                    </Card>
                    <Card>
                      <CardContent className="grid gap-3">
                        <ProfitAndLossTable pnl={data} />
                        <p className="text-muted-foreground text-xs">
                          Cost of revenue: the expense accounts a cost category posts to, the job-cost
                          accounts and accounts numbered 5000–5999 with their sub-accounts; other expenses are
                          overhead. An amount opens the lines behind it.
                          {data.job
                            ? " For a job: the lines posted with the job (its costs) and the entries of the job's pay applications (its revenue); an account's lines open unfiltered."
                            : ''}
                        </p>
                      </CardContent>
                    </Card>
                  </>
                )}
              </div>
            );
          }}
        </QueryState>
      ) : null}
    </div>
  );
}
