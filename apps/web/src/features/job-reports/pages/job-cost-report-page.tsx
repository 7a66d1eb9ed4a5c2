import { isIsoDate, JOB_COST_REPORT_STATUS_LABELS, JOB_COST_REPORT_STATUSES } from '@groundwork/shared';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCan } from '@/features/auth/api/use-can';
import { useReportParams } from '@/features/reports/use-report-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useJobCostReport } from '../job-cost/api/use-job-cost-report';
import { CostLinesDialog, type TDrilledCell } from '../job-cost/components/cost-lines-dialog';
import { JobCostChart } from '../job-cost/components/job-cost-chart';
import { JobCostTable } from '../job-cost/components/job-cost-table';
import { JobPicker } from '../job-cost/components/job-picker';
import {
  JOB_COST_REPORT_DEFAULTS,
  JOB_COST_REPORT_KEY,
  jobCostQueryString,
  ZJobCostReportParams,
} from '../job-cost/job-cost-params';

/** Jobs shown opened when the report first shows them; more start closed (their totals only). */
const OPEN_UP_TO = 3;
/** Jobs *Open all jobs* opens at most: hundreds of jobs' lines are read in the exports, not on a page. */
const OPEN_ALL_UP_TO = 25;

/**
 * The job cost report (issue 17, items 4–6): for one job, several or all, as of a date — budget,
 * changes, committed, actual, estimated cost to complete, projected cost and variance per cost code ×
 * category with subtotals; a chart of budget, committed and actual by category; CSV, PDF and print.
 * The parameters are remembered per person; `?job_ids=` (the job page's link) opens it on those jobs.
 */
export function JobCostReportPage() {
  useDocumentTitle('Job Cost Report');
  const canRead = useCan('jobcost:read');
  const { params, setParams, isLoaded } = useReportParams(
    JOB_COST_REPORT_KEY,
    ZJobCostReportParams,
    JOB_COST_REPORT_DEFAULTS,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedJobs = searchParams.get('job_ids');
  // A link names the jobs: they replace the remembered ones (then the address is cleaned).
  React.useEffect(() => {
    if (!isLoaded || linkedJobs === null) return;
    const ids = linkedJobs.split(',').filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (ids.length > 0) setParams((current) => ({ ...current, job_ids: ids, status: 'all' }));
    setSearchParams({}, { replace: true });
  }, [isLoaded, linkedJobs, setParams, setSearchParams]);

  const queryString = jobCostQueryString(params);
  const report = useJobCostReport(queryString, canRead && isLoaded && linkedJobs === null);
  const [expanded, setExpanded] = React.useState<ReadonlySet<string>>(new Set());
  const [chartJob, setChartJob] = React.useState('');
  const [drilled, setDrilled] = React.useState<TDrilledCell | null>(null);
  const [exportView, setExportView] = React.useState<'summary' | 'detail'>('summary');

  // A new set of jobs opens as few as can be read at once; the chart follows the only job.
  const jobsKey = report.data?.jobs.map((j) => j.job_id).join(',') ?? '';
  React.useEffect(() => {
    const ids = jobsKey ? jobsKey.split(',') : [];
    setExpanded(new Set(ids.length <= OPEN_UP_TO ? ids : []));
    setChartJob((current) => (ids.includes(current) ? current : ''));
  }, [jobsKey]);

  const labels = React.useMemo(
    () => new Map((report.data?.jobs ?? []).map((j) => [j.job_id, `${j.job_number} ${j.job_name}`])),
    [report.data],
  );

  if (!canRead)
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Job Cost Report" />
        <p className="rounded-md border p-6 text-muted-foreground text-sm">
          The job cost report is for people who read job cost (office roles, superintendents and foremen).
        </p>
      </div>
    );

  const toggle = (jobId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(jobId)) next.delete(jobId);
      else next.add(jobId);
      return next;
    });
  const data = report.data;
  const fileBase = `job-cost${exportView === 'detail' ? '-detail' : ''}-${params.as_of}`;
  return (
    <div className="mx-auto grid max-w-[96rem] grid-cols-1 gap-6">
      <PageHeader
        title="Job Cost Report"
        subtitle="Budget, commitments and cost to date, and where each job is heading, by cost code and category"
      />
      <Card className="print:border-0 print:shadow-none">
        <CardHeader className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2>
                {data
                  ? data.jobs.length === 1
                    ? `${data.jobs[0]?.job_number} ${data.jobs[0]?.job_name}`
                    : `${data.jobs.length} jobs`
                  : 'Job cost'}{' '}
                as of {params.as_of}
              </h2>
            </CardTitle>
            <CardDescription>
              Estimated cost to complete: what is left of the larger of the revised budget and the commitments
              — or the job's WIP estimate, spread over its lines. Projected cost = actual + cost to complete;
              variance = revised budget − projected cost.
            </CardDescription>
          </div>
          <div className="flex flex-wrap items-end gap-3 print:hidden">
            <div className="grid gap-2">
              <Label htmlFor="job-cost-as-of">As of</Label>
              <Input
                id="job-cost-as-of"
                type="date"
                className="w-44"
                value={params.as_of}
                onChange={(event) => {
                  if (isIsoDate(event.target.value)) setParams((p) => ({ ...p, as_of: event.target.value }));
                }}
              />
            </div>
            <JobPicker
              jobIds={params.job_ids}
              labels={labels}
              onChange={(ids) => setParams((p) => ({ ...p, job_ids: ids }))}
            />
            <FilterSelect
              id="job-cost-status"
              label="Status"
              value={params.status}
              className="w-64"
              onChange={(value) =>
                setParams((p) => ({ ...p, status: ZJobCostReportParams.shape.status.parse(value) }))
              }
            >
              {JOB_COST_REPORT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {JOB_COST_REPORT_STATUS_LABELS[status]}
                </option>
              ))}
            </FilterSelect>
          </div>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
            <div className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={!data || data.jobs.length === 0 || data.jobs.length > OPEN_ALL_UP_TO}
                title={
                  data && data.jobs.length > OPEN_ALL_UP_TO
                    ? `More than ${OPEN_ALL_UP_TO} jobs: open them one by one, or export the report`
                    : undefined
                }
                onClick={() => setExpanded(new Set(data?.jobs.map((j) => j.job_id)))}
              >
                Open all jobs
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={expanded.size === 0}
                onClick={() => setExpanded(new Set())}
              >
                Close all jobs
              </Button>
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <FilterSelect
                id="job-cost-export-view"
                label="Export"
                value={exportView}
                className="w-56"
                onChange={(value) => setExportView(value === 'detail' ? 'detail' : 'summary')}
              >
                <option value="summary">Summary</option>
                <option value="detail">Detail (journal lines)</option>
              </FilterSelect>
              <ReportExportButtons
                csvPath={`/api/v1/reports/job-cost${exportView === 'detail' ? '/detail' : ''}.csv?${queryString}`}
                pdfPath={`/api/v1/reports/job-cost.pdf?${queryString}${exportView === 'detail' ? '&detail=true' : ''}`}
                fileBase={fileBase}
                what="the job cost report"
                isDisabled={!data || data.jobs.length === 0}
              />
            </div>
          </div>
          <QueryState
            query={report}
            loadingLabel="Loading the job cost report"
            loadingRows={6}
            errorText="Could not load the job cost report"
          >
            {(loaded) =>
              loaded.jobs.length === 0 ? (
                <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                  No job matches: choose other jobs or another status.
                </p>
              ) : (
                <div className="grid gap-8">
                  <JobCostChart report={loaded} jobId={chartJob} onJobChange={setChartJob} />
                  <JobCostTable report={loaded} expanded={expanded} onToggle={toggle} onDrill={setDrilled} />
                </div>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
      {drilled ? (
        <CostLinesDialog drilled={drilled} asOf={params.as_of} onClose={() => setDrilled(null)} />
      ) : null}
    </div>
  );
}
