import { SettingsIcon, TableIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SubReportsSection } from '../compliance/sub-reports-section';
import { useCertifiedJobs } from '../reports/api/use-certified-reports';
import { CertifiedJobWeeks } from '../reports/components/certified-job-weeks';
import { DownloadableReports } from '../reports/components/downloadable-reports';

/**
 * /certified-payroll (issue 22, items 5–6): the prevailing-wage jobs with their weeks — week ending,
 * payroll number, status, Final, the weeks missing a report — and the week's WH-347 to make; the
 * subcontractors' reports below. A third party sees the signed reports they may download.
 */
export function CertifiedPayrollPage() {
  useDocumentTitle('Certified Payroll');
  const canRead = useCan('certified:read');
  const canDownload = useCan('certified:download');
  const canPrepare = useCan('certified:prepare');
  const canSetup = useCan('certified:setup');
  const jobs = useCertifiedJobs({ isEnabled: canRead });

  if (!canRead && canDownload)
    return (
      <div className="mx-auto grid max-w-6xl gap-6">
        <PageHeader title="Certified Payroll" subtitle="Signed WH-347 reports of your jobs" />
        <DownloadableReports />
      </div>
    );
  if (!canRead)
    return (
      <p className="text-muted-foreground">
        Certified payroll is for the office and the jobs' project managers.
      </p>
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Certified Payroll"
        subtitle="Weekly WH-347 reports of prevailing-wage jobs, from posted payroll"
        actions={
          <>
            {canSetup ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/certified-payroll/setup">
                  <SettingsIcon aria-hidden="true" />
                  Setup
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <Link to="/certified-payroll/compliance">
                <TableIcon aria-hidden="true" />
                Compliance reports
              </Link>
            </Button>
          </>
        }
      />
      <QueryState
        query={jobs}
        errorText="Could not load the certified jobs"
        loadingLabel="Loading certified jobs"
      >
        {(items) =>
          items.length === 0 ? (
            <Card>
              <CardContent className="grid gap-2">
                <p className="font-medium">No prevailing-wage jobs yet</p>
                <p className="text-muted-foreground text-sm">
                  Mark a job Davis-Bacon or state prevailing wage under Setup; its weeks appear here once its
                  payroll is posted.
                </p>
              </CardContent>
            </Card>
          ) : (
            <div className="grid gap-6">
              {items.map((job) => (
                <CertifiedJobWeeks key={job.job_id} job={job} canPrepare={canPrepare} />
              ))}
            </div>
          )
        }
      </QueryState>
      <SubReportsSection />
    </div>
  );
}
