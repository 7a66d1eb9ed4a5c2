import { formatCents, type TCertifiedJob } from '@groundwork/shared';
import { FilePlusIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { MakeReportDialog } from './make-report-dialog';
import { ReportStatusBadge } from './report-status-badge';

/** The week that ended last before today (a default for a new report). */
function lastWeekEnding(job: TCertifiedJob): string {
  return job.missing_weeks[0] ?? job.weeks[0]?.week_ending ?? new Date().toISOString().slice(0, 10);
}

/** One certified job: its weeks (newest first) with payroll number, status and the weeks still missing. */
export function CertifiedJobWeeks({ job, canPrepare }: { job: TCertifiedJob; canPrepare: boolean }) {
  const [makeWeek, setMakeWeek] = React.useState<string | null>(null);
  const missing = new Set(job.missing_weeks);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>
            {job.job_number} · {job.project_name}
          </CardTitle>
          <CardDescription>
            {job.awarding_agency} · {job.wh347_layout === 'revised' ? 'revised WH-347' : 'WH-347 (Rev. 2008)'}
            {job.wants_no_work_weeks ? ' · "no work" weeks reported' : ''}
          </CardDescription>
          <div className="flex flex-wrap gap-2">
            {job.missing_weeks.length > 0 ? (
              <Badge variant="destructive">
                {job.missing_weeks.length} week{job.missing_weeks.length === 1 ? '' : 's'} missing a report
              </Badge>
            ) : (
              <Badge variant="secondary">Every week reported</Badge>
            )}
            {job.has_final ? <Badge>Final report made</Badge> : null}
          </div>
        </div>
        {canPrepare ? (
          <Button size="sm" onClick={() => setMakeWeek(lastWeekEnding(job))}>
            <FilePlusIcon aria-hidden="true" />
            Make a week's report
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {job.weeks.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            No posted payroll on this job yet. Reports are made from posted payroll runs.
          </p>
        ) : (
          <Table aria-label={`Weeks of ${job.job_number}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Week ending</TableHead>
                <TableHead>Payroll number</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Gross on the project</TableHead>
                <TableHead>Work</TableHead>
                <TableHead>
                  <span className="sr-only">Action</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {job.weeks.map((w) => (
                <TableRow key={w.week_ending}>
                  <TableCell className="font-medium">{w.week_ending}</TableCell>
                  <TableCell>
                    {w.report ? (
                      <>
                        {w.report.payroll_number}
                        {w.report.revision > 0 ? ` (revision ${w.report.revision})` : ''}
                        {w.report.is_final ? ' · Final' : ''}
                      </>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell>
                    {w.report ? (
                      <ReportStatusBadge status={w.report.status} />
                    ) : missing.has(w.week_ending) ? (
                      <Badge variant="destructive">Missing</Badge>
                    ) : (
                      <span className="text-muted-foreground">Not needed</span>
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {w.report ? formatCents(w.report.project_gross_cents) : ''}
                  </TableCell>
                  <TableCell>{w.has_work ? 'Posted time' : 'No work'}</TableCell>
                  <TableCell className="text-right">
                    {w.report ? (
                      <Button asChild size="sm" variant="outline">
                        <Link to={`/certified-payroll/reports/${w.report.id}`}>
                          Open<span className="sr-only"> week ending {w.week_ending}</span>
                        </Link>
                      </Button>
                    ) : canPrepare ? (
                      <Button size="sm" variant="outline" onClick={() => setMakeWeek(w.week_ending)}>
                        Make<span className="sr-only"> week ending {w.week_ending}</span>
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <MakeReportDialog
        job={job}
        weekEnding={makeWeek ?? lastWeekEnding(job)}
        isOpen={makeWeek !== null}
        onOpenChange={(open) => (open ? null : setMakeWeek(null))}
      />
    </Card>
  );
}
