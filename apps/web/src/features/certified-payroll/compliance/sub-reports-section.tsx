import * as React from 'react';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCan } from '@/features/auth/api/use-can';
import { useCertifiedJobOptions } from './api/use-compliance-report';
import { useMissingSubReports, useSubReportGrid } from './api/use-sub-reports';
import { SubReportGrid } from './components/sub-report-grid';

/**
 * "Subcontractors' reports" (issue 22, item 6): as the prime on a prevailing-wage job, each
 * subcontractor's weekly certified payroll — vendors × weeks, upload or "no work", missing highlighted.
 * `jobId` picks the job from outside (the job page); without it the section has its own picker.
 */
export function SubReportsSection({ jobId: fixedJobId }: { jobId?: string } = {}) {
  const canRead = useCan('certified:read');
  const canPrepare = useCan('certified:prepare');
  const jobs = useCertifiedJobOptions();
  const missing = useMissingSubReports();
  const primeJobs = (jobs.data ?? []).filter((j) => j.is_prime);
  const [picked, setPicked] = React.useState<string | null>(null);
  const missingByJob = new Map((missing.data?.jobs ?? []).map((j) => [j.job_id, j.missing]));
  // Default: the job with the most missing reports, else the first prime job.
  const fallback =
    [...(missing.data?.jobs ?? [])].sort((a, b) => b.missing - a.missing)[0]?.job_id ??
    primeJobs[0]?.job_id ??
    null;
  const jobId = fixedJobId ?? picked ?? fallback;
  const grid = useSubReportGrid(canRead ? jobId : null);
  if (!canRead) return null;

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>Subcontractors' reports</h2>
          </CardTitle>
          <CardDescription className="max-w-3xl">
            As the prime, each subcontractor's weekly certified payroll per job, from the job's first
            certified week to the last completed week.
            {missing.data && missing.data.missing > 0
              ? ` ${missing.data.missing} missing across your jobs.`
              : ''}
          </CardDescription>
        </div>
        {fixedJobId ? null : (
          <div className="grid gap-2">
            <Label htmlFor="sub-reports-job">Job</Label>
            <NativeSelect
              id="sub-reports-job"
              className="w-72"
              value={jobId ?? ''}
              onChange={(event) => setPicked(event.target.value || null)}
              disabled={primeJobs.length === 0}
            >
              {primeJobs.length === 0 ? <option value="">No prime prevailing-wage job</option> : null}
              {primeJobs.map((j) => {
                const count = missingByJob.get(j.job_id) ?? 0;
                return (
                  <option key={j.job_id} value={j.job_id}>
                    {j.job_number} {j.job_name}
                    {count > 0 ? ` (${count} missing)` : ''}
                  </option>
                );
              })}
            </NativeSelect>
          </div>
        )}
      </CardHeader>
      <CardContent>
        {jobs.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the prevailing-wage jobs: {jobs.error.message}
          </p>
        ) : jobId === null ? (
          <p className="rounded-md border p-4 text-muted-foreground text-sm">
            {jobs.isPending ? 'Loading…' : 'No prevailing-wage job where the company is the prime.'}
          </p>
        ) : (
          <QueryState
            query={grid}
            errorText="Could not load the subcontractors' reports"
            loadingLabel="Loading reports"
          >
            {(data) => <SubReportGrid grid={data} canPrepare={canPrepare} />}
          </QueryState>
        )}
      </CardContent>
    </Card>
  );
}
