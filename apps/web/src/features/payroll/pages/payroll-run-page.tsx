import { useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AchFilePanel } from '@/features/ach-files/ach-file-panel';
import { useCan } from '@/features/auth/api/use-can';
import { ApiError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetPayrollRun } from '../api/use-payroll-runs';
import { CertifiedCompliancePanel } from '../components/certified-compliance-panel';
import { CheckPreviewTable } from '../components/check-preview-table';
import { RunActions } from '../components/run-actions';
import { RunEarningsGrid } from '../components/run-earnings-grid';
import { RunStatusBadge } from '../components/run-status-badge';
import { RunSummary } from '../components/run-summary';
import { StubDownloadButton } from '../components/stub-download-button';

/**
 * One payroll run (issue 21, items 5–6): its header and actions (calculate, approve, post, void,
 * settle), the preview per employee (gross → taxes → deductions → net with YTD and warnings), other
 * earnings in the keyboard grid, pay stubs and the direct-deposit file.
 */
export function PayrollRunPage() {
  const { id = '' } = useParams();
  const run = useGetPayrollRun(id);
  const canRead = useCan('payroll:read');
  const canWrite = useCan('payroll:write');
  useDocumentTitle(run.data ? `Payroll run ${run.data.run_number}` : 'Payroll run');

  if (!canRead)
    return <p className="text-muted-foreground">Payroll runs are for administrators and accountants.</p>;
  if (run.error instanceof ApiError && run.error.status === 404)
    return (
      <NotFoundState
        title="Payroll run not found"
        message="It may belong to another company, or the link is wrong."
        backHref="/payroll"
        backLabel="Back to payroll"
      />
    );

  return (
    <QueryState query={run} errorText="Could not load the payroll run">
      {(data) => (
        <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
          <PageHeader
            title={`Payroll run ${data.run_number}`}
            subtitle={data.memo ?? 'Time, earnings, taxes and net pay of one run'}
            actions={<RunStatusBadge status={data.status} />}
          />
          <Card>
            <CardContent className="grid gap-4">
              <RunSummary run={data} />
              {canWrite ? <RunActions run={data} /> : null}
            </CardContent>
          </Card>
          <CertifiedCompliancePanel run={data} canWrite={canWrite} />
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
              <div className="grid gap-1">
                <CardTitle>Checks</CardTitle>
                <CardDescription>
                  Open a row for gross → taxes → deductions → net, year to date and warnings.
                </CardDescription>
              </div>
              {data.check_count > 0 ? (
                <StubDownloadButton
                  path={`/api/v1/payroll/runs/${data.id}/stubs.pdf`}
                  fileName={`pay-stubs-run-${data.run_number}.pdf`}
                  label="All pay stubs"
                />
              ) : null}
            </CardHeader>
            <CardContent>
              <CheckPreviewTable run={data} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Other earnings</CardTitle>
              <CardDescription>
                Bonuses (flat supplemental rate), reimbursements (not taxed), commissions and other pay; a job
                and cost code put the amount on job cost.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RunEarningsGrid run={data} isEditable={canWrite && data.status === 'draft'} />
            </CardContent>
          </Card>
          <AchFilePanel runId={data.id} status={data.status} />
        </div>
      )}
    </QueryState>
  );
}
