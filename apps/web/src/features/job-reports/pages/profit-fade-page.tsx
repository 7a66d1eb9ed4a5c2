import { Table2 } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCan } from '@/features/auth/api/use-can';
import { useReportParams } from '@/features/reports/use-report-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfitFade } from '../wip/api/use-wip';
import { FadeJobSelect } from '../wip/components/fade-job-select';
import { ProfitFadeChart } from '../wip/components/profit-fade-chart';
import { ProfitFadeTable } from '../wip/components/profit-fade-table';
import {
  monthLabel,
  PROFIT_FADE_REPORT_KEY,
  periodEndFromMonth,
  profitFadeDefaults,
  profitFadeQueryString,
  ZProfitFadeParams,
} from '../wip/wip-params';

const DEFAULTS = profitFadeDefaults();
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Job profitability over time (issue 17, items 4–5): for one job, or every job together, the
 * estimated gross margin at each month end as it was projected then — that month's estimate of cost to
 * complete or the default — with cost, billings and over/under; the "profit fade" a surety reads. The
 * job and months are remembered per person; `?job_id=` (a WIP schedule link) opens it on that job.
 */
export function ProfitFadePage() {
  useDocumentTitle('Job Profitability');
  const canRead = useCan('jobcost:read');
  const { params, setParams, isLoaded } = useReportParams(
    PROFIT_FADE_REPORT_KEY,
    ZProfitFadeParams,
    DEFAULTS,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedJob = searchParams.get('job_id');
  React.useEffect(() => {
    if (!isLoaded || linkedJob === null) return;
    if (UUID_RE.test(linkedJob)) setParams((current) => ({ ...current, job_id: linkedJob }));
    setSearchParams({}, { replace: true });
  }, [isLoaded, linkedJob, setParams, setSearchParams]);

  const queryString = profitFadeQueryString(params);
  const fade = useProfitFade(queryString, canRead && isLoaded && linkedJob === null);

  if (!canRead)
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Job Profitability" />
        <p className="rounded-md border p-6 text-muted-foreground text-sm">
          Job profitability is for people who read job cost.
        </p>
      </div>
    );

  const job = fade.data?.job ?? null;
  const subject = params.job_id ? (job ? `${job.job_number} ${job.job_name}` : 'the chosen job') : 'all jobs';
  const setMonth = (key: 'from' | 'to', month: string) => {
    const end = periodEndFromMonth(month);
    if (!end) return;
    setParams((current) => {
      const next = { ...current, [key]: end };
      // Keep the range the right way round: moving one end past the other moves both.
      if (next.from > next.to) return { ...next, from: end, to: end };
      return next;
    });
  };
  const fileBase = `profit-fade-${job ? job.job_number : 'all-jobs'}-${params.from.slice(0, 7)}-${params.to.slice(0, 7)}`;
  return (
    <div className="mx-auto grid max-w-[96rem] grid-cols-1 gap-6">
      <PageHeader
        title="Job Profitability"
        subtitle="The estimated gross margin as projected at each month end: does it hold, or fade?"
      />
      <Card className="print:border-0 print:shadow-none">
        <CardHeader className="grid gap-4">
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2>
                {subject === 'all jobs' ? 'All jobs' : subject}: {monthLabel(params.from)} to{' '}
                {monthLabel(params.to)}
              </h2>
            </CardTitle>
            <CardDescription className="max-w-3xl">
              Margin = (revised contract − estimated total cost) ÷ revised contract, with the change orders
              dated by each month end and that month's estimate of cost to complete (or revised budget − cost
              to date). All jobs: the jobs on each month's WIP schedule, together.
            </CardDescription>
          </div>
          <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
            <div className="flex flex-wrap items-end gap-3">
              <FadeJobSelect
                jobId={params.job_id}
                jobLabel={job ? `${job.job_number} — ${job.job_name}` : null}
                onChange={(jobId) => setParams((current) => ({ ...current, job_id: jobId }))}
              />
              <div className="grid gap-2">
                <Label htmlFor="profit-fade-from">From</Label>
                <Input
                  id="profit-fade-from"
                  type="month"
                  className="w-40"
                  value={params.from.slice(0, 7)}
                  onChange={(event) => setMonth('from', event.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="profit-fade-to">To</Label>
                <Input
                  id="profit-fade-to"
                  type="month"
                  className="w-40"
                  value={params.to.slice(0, 7)}
                  onChange={(event) => setMonth('to', event.target.value)}
                />
              </div>
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <Link to="/reports/wip" className={buttonVariants({ variant: 'outline' })}>
                <Table2 aria-hidden="true" />
                WIP schedule
              </Link>
              <ReportExportButtons
                csvPath={`/api/v1/wip/profit-fade.csv?${queryString}`}
                pdfPath={`/api/v1/wip/profit-fade.pdf?${queryString}`}
                fileBase={fileBase}
                what="the profit fade"
                isDisabled={!fade.data}
              />
            </div>
          </div>
        </CardHeader>
        <CardContent>
          <QueryState
            query={fade}
            loadingLabel="Loading job profitability"
            loadingRows={6}
            errorText="Could not load job profitability"
          >
            {(loaded) =>
              loaded.months.every((m) => m.jobs === 0) ? (
                <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                  {params.job_id
                    ? 'This job has no contract: there is no margin to follow.'
                    : 'No job with a contract had cost or billings in these months.'}
                </p>
              ) : (
                <div className="grid gap-8">
                  <ProfitFadeChart fade={loaded} subject={subject} />
                  <ProfitFadeTable fade={loaded} isAllJobs={!params.job_id} />
                </div>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
