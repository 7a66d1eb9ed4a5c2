import { useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { ApiError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCertifiedReport } from '../reports/api/use-certified-reports';
import { Wh347DownloadButtons } from '../reports/components/download-buttons';
import { ReportActions } from '../reports/components/report-actions';
import { ReportStatusBadge } from '../reports/components/report-status-badge';
import { RevisionsPanel } from '../reports/components/revisions-panel';
import { StatementPanel } from '../reports/components/statement-panel';
import { Wh347Header, Wh347Rows } from '../reports/components/wh347-view';

/**
 * /certified-payroll/reports/:id (issue 22, items 5–6): one WH-347 on screen like the form (header,
 * rows, totals), its statement of compliance, the actions (make again, review, sign, submit, amend),
 * its revisions with what changed, and the PDF and CSV.
 */
export function CertifiedReportPage() {
  const { id = '' } = useParams();
  const canRead = useCan('certified:read');
  const report = useCertifiedReport(canRead ? id : '');
  const data = report.data;
  useDocumentTitle(data ? `WH-347 payroll ${data.payroll_number}` : 'WH-347 report');

  if (!canRead)
    return (
      <p className="text-muted-foreground">
        Certified payroll reports are for the office and the job's project manager.
      </p>
    );
  if (report.error instanceof ApiError && (report.error.status === 404 || report.error.status === 403))
    return (
      <NotFoundState
        title="Report not found"
        message="It may belong to another job or company, or the link is wrong."
        backHref="/certified-payroll"
        backLabel="Back to certified payroll"
      />
    );

  return (
    <QueryState query={report} errorText="Could not load the report" loadingLabel="Loading the report">
      {(r) => (
        <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
          <PageHeader
            title={`WH-347 payroll ${r.payroll_number}${r.revision > 0 ? ` (revision ${r.revision})` : ''}${r.is_final ? ' — Final' : ''}`}
            subtitle={`${r.job_number} · ${r.project_name} · week ending ${r.week_ending}`}
            actions={<ReportStatusBadge status={r.status} />}
          />
          <Card>
            <CardContent className="grid gap-4">
              <ReportActions report={r} />
              <Wh347DownloadButtons
                reportId={r.id}
                baseName={`WH-347-${r.job_number}-payroll-${r.payroll_number}${r.revision > 0 ? `-rev${r.revision}` : ''}`}
                layout={r.layout}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Payroll</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <Wh347Header content={r.content} />
              <Wh347Rows content={r.content} />
            </CardContent>
          </Card>
          <StatementPanel report={r} />
          <RevisionsPanel report={r} />
        </div>
      )}
    </QueryState>
  );
}
