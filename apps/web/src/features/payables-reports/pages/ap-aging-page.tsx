import { isIsoDate, todayIso } from '@groundwork/shared';
import { useAgingParams } from '@/components/aging/use-aging-params';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PayablesTabs } from '@/features/ap-payments/components/payables-tabs';
import { useCan } from '@/features/auth/api/use-can';
import { useFindJobs } from '@/features/jobs/api/use-find-jobs';
import { PayablesPermissionNotice } from '@/features/payables/components/payables-permission-notice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useApAging } from '../api/use-payables-reports';
import { AgingTieOut } from '../components/aging-tie-out';
import { ApAgingTable } from '../components/ap-aging-table';
import { agingQueryString } from '../report-params';

/**
 * AP aging (issue 16, item 5; issue 17, item 3): what the company owes its vendors as of a date (in
 * the URL, and remembered for the person), by days past the due date, retainage held apart; summary
 * or detail; a job filter; the tie-out to the ledger; CSV and PDF.
 */
export function ApAgingPage() {
  useDocumentTitle('AP Aging');
  const canRead = useCan('payables:read');
  const { params, update, isLoaded } = useAgingParams('ap-aging', {
    as_of: todayIso(),
    view: 'summary',
    job_id: '',
  });
  const asOf = params.as_of;
  const jobId = params.job_id;
  const isDetail = params.view === 'detail';
  const aging = useApAging(asOf, jobId, canRead && isLoaded);
  const jobs = useFindJobs({ search: '', status: 'all', customerId: '', page: 1, pageSize: 100 });
  const exportQuery = `${agingQueryString(asOf, jobId)}&view=${params.view}`;

  if (!canRead) return <PayablesPermissionNotice />;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader title="AP Aging" subtitle="What you owe your vendors, and how long it has been due" />
      <PayablesTabs />
      <Card>
        <CardHeader className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2>Aging by vendor</h2>
            </CardTitle>
            <CardDescription>
              Open amounts of posted invoices and released retainage by days past the due date; retainage
              still held is not aged and shows in its own column.
            </CardDescription>
          </div>
          <div className="flex flex-wrap items-end gap-2 print:hidden">
            <div className="grid gap-2">
              <Label htmlFor="ap-aging-as-of">As of</Label>
              <Input
                id="ap-aging-as-of"
                type="date"
                className="w-44"
                value={asOf}
                onChange={(event) => {
                  if (isIsoDate(event.target.value)) update({ as_of: event.target.value });
                }}
              />
            </div>
            <FilterSelect
              id="ap-aging-job"
              label="Job"
              value={jobId}
              className="w-60"
              onChange={(value) => update({ job_id: value })}
            >
              <option value="">All jobs</option>
              {(jobs.data?.items ?? []).map((j) => (
                <option key={j.id} value={j.id}>
                  {j.project_number} — {j.project_name}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id="ap-aging-view"
              label="View"
              value={params.view}
              className="w-36"
              onChange={(value) => update({ view: value === 'detail' ? 'detail' : 'summary' })}
            >
              <option value="summary">Summary</option>
              <option value="detail">Detail</option>
            </FilterSelect>
            <ReportExportButtons
              csvPath={`/api/v1/payables/aging.csv?${exportQuery}`}
              pdfPath={`/api/v1/payables/aging.pdf?${exportQuery}`}
              fileBase={`${isDetail ? 'ap-aging-detail' : 'ap-aging'}-${asOf}`}
              what="the aging"
              isDisabled={!aging.data || aging.data.vendors.length === 0}
            />
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <QueryState query={aging} errorText="Could not load the aging" loadingLabel="Loading the aging">
            {(report) => (
              <>
                {report.vendors.length === 0 ? (
                  <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                    Nothing owed as of {report.as_of}
                    {jobId ? ' on this job' : ''}
                  </p>
                ) : (
                  <ApAgingTable report={report} isDetail={isDetail} />
                )}
                <AgingTieOut tieOut={report.tie_out} isFiltered={Boolean(report.job_id)} />
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
