import { COMPLIANCE_SECTION_TITLES, complianceTable, type TComplianceSection } from '@groundwork/shared';
import * as React from 'react';
import { PageHeader } from '@/components/page-header';
import { LoadError, LoadingRows } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useCan } from '@/features/auth/api/use-can';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  complianceQueryString,
  useCertifiedJobOptions,
  useComplianceReport,
} from '../compliance/api/use-compliance-report';
import { ComplianceTable } from '../compliance/components/compliance-table';
import { RestitutionList } from '../compliance/components/restitution-list';
import { SubReportsSection } from '../compliance/sub-reports-section';

const today = () => new Date().toISOString().slice(0, 10);
const SECTION_DESCRIPTIONS: Record<TComplianceSection, string> = {
  wages:
    'Hours and wages on the job per worker and classification, from posted payroll (voided runs left out).',
  fringes:
    'Each fringe plan credits its hourly rate (annual plans: annual amount ÷ annual hours) × the hours on the job; cash in lieu as paid.',
  apprentices:
    'Registered apprentices on the job each week against journeyworkers of the program’s classification; weeks over the ratio are flagged.',
  restitution: 'Underpayments of weeks in the range, the restitution paid and what is still owed.',
};

/**
 * Job compliance reports (issue 22, item 7) at /certified-payroll/compliance: pick a prevailing-wage job
 * and work dates; hours and wages, fringes per plan, apprentice ratio per week, underpayments and
 * restitution — each exported as CSV or PDF; the job's underpayments kept here; as the prime, the
 * subcontractors' weekly reports.
 */
export function CertifiedCompliancePage() {
  useDocumentTitle('Job Compliance Reports');
  const canRead = useCan('certified:read');
  const jobs = useCertifiedJobOptions();
  const [picked, setPicked] = React.useState<string | null>(null);
  const [from, setFrom] = React.useState(() => `${today().slice(0, 4)}-01-01`);
  const [to, setTo] = React.useState(today);
  const jobId = picked ?? jobs.data?.[0]?.job_id ?? null;
  const job = jobs.data?.find((j) => j.job_id === jobId) ?? null;
  const isRangeValid = from !== '' && to !== '' && from <= to;
  const report = useComplianceReport(canRead && isRangeValid ? jobId : null, from, to);

  if (!canRead)
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Job Compliance Reports" />
        <p className="rounded-md border p-6 text-muted-foreground text-sm">
          Compliance reports are for the office and the job's project manager.
        </p>
      </div>
    );

  const exportPath = (format: 'csv' | 'pdf', section: TComplianceSection) =>
    `/api/v1/certified/compliance.${format}?${complianceQueryString(jobId ?? '', from, to)}&section=${section}`;

  return (
    <div className="mx-auto grid max-w-[96rem] grid-cols-1 gap-6">
      <PageHeader
        title="Job Compliance Reports"
        subtitle="Hours, wages, fringes, apprentice ratios and restitution per prevailing-wage job"
      />
      <Card className="print:border-0 print:shadow-none">
        <CardContent className="flex flex-wrap items-end gap-4">
          <div className="grid gap-2">
            <Label htmlFor="compliance-job">Job</Label>
            <NativeSelect
              id="compliance-job"
              className="w-80"
              value={jobId ?? ''}
              disabled={!jobs.data || jobs.data.length === 0}
              onChange={(event) => setPicked(event.target.value || null)}
            >
              {jobs.isPending ? <option value="">Loading…</option> : null}
              {jobs.data?.length === 0 ? <option value="">No prevailing-wage job</option> : null}
              {(jobs.data ?? []).map((j) => (
                <option key={j.job_id} value={j.job_id}>
                  {j.job_number} {j.job_name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DateField
            id="compliance-from"
            label="First work date"
            value={from}
            onChange={setFrom}
            max={to || undefined}
          />
          <DateField
            id="compliance-to"
            label="Last work date"
            value={to}
            onChange={setTo}
            min={from || undefined}
          />
          {!isRangeValid ? (
            <p role="alert" className="text-destructive text-sm">
              Choose a first date on or before the last.
            </p>
          ) : null}
        </CardContent>
      </Card>

      {jobs.isError ? (
        <LoadError
          text="Could not load the prevailing-wage jobs"
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
        />
      ) : jobs.isPending ? (
        <LoadingRows label="Loading jobs" />
      ) : jobId === null ? (
        <p className="rounded-md border p-6 text-muted-foreground text-sm">
          No prevailing-wage job yet: mark a job Davis-Bacon or state prevailing wage in Certified Payroll
          Setup.
        </p>
      ) : (
        <>
          {(['wages', 'fringes', 'apprentices'] as const).map((section) => (
            <Card key={section}>
              <CardHeader className="flex flex-wrap items-end justify-between gap-4">
                <div className="grid gap-1.5">
                  <CardTitle asChild>
                    <h2>{COMPLIANCE_SECTION_TITLES[section]}</h2>
                  </CardTitle>
                  <CardDescription className="max-w-3xl">{SECTION_DESCRIPTIONS[section]}</CardDescription>
                </div>
                <ReportExportButtons
                  csvPath={exportPath('csv', section)}
                  pdfPath={exportPath('pdf', section)}
                  fileBase={`compliance-${section}-${job?.job_number ?? ''}-${from}-to-${to}`}
                  what={`the ${COMPLIANCE_SECTION_TITLES[section].toLowerCase()} report`}
                  isDisabled={!report.data}
                  canPrint={section === 'wages'}
                />
              </CardHeader>
              <CardContent>
                {report.isError ? (
                  <LoadError
                    text="Could not load the report"
                    error={report.error}
                    onRetry={() => void report.refetch()}
                  />
                ) : !report.data ? (
                  <LoadingRows label={`Loading ${COMPLIANCE_SECTION_TITLES[section].toLowerCase()}`} />
                ) : (
                  <ComplianceTable
                    table={complianceTable(report.data, section)}
                    emptyText={
                      section === 'apprentices'
                        ? 'No apprentice worked on this job in these dates.'
                        : section === 'fringes'
                          ? 'No fringe plan credit or cash in lieu on this job in these dates.'
                          : 'No posted payroll on this job in these dates.'
                    }
                    highlightRow={
                      section === 'apprentices'
                        ? (i) => report.data?.apprentice_weeks[i]?.is_over === true
                        : undefined
                    }
                  />
                )}
              </CardContent>
            </Card>
          ))}
          <Card>
            <CardHeader className="flex flex-wrap items-end justify-between gap-4">
              <div className="grid gap-1.5">
                <CardTitle asChild>
                  <h2>{COMPLIANCE_SECTION_TITLES.restitution}</h2>
                </CardTitle>
                <CardDescription className="max-w-3xl">
                  {SECTION_DESCRIPTIONS.restitution}
                  {report.data
                    ? ` In these dates: ${report.data.restitutions.length} underpayment${report.data.restitutions.length === 1 ? '' : 's'}.`
                    : ''}
                </CardDescription>
              </div>
              <ReportExportButtons
                csvPath={exportPath('csv', 'restitution')}
                pdfPath={exportPath('pdf', 'restitution')}
                fileBase={`compliance-restitution-${job?.job_number ?? ''}-${from}-to-${to}`}
                what="the restitution report"
                isDisabled={!report.data}
                canPrint={false}
              />
            </CardHeader>
            <CardContent>
              <RestitutionList jobId={jobId} />
            </CardContent>
          </Card>
          {job?.is_prime ? <SubReportsSection jobId={jobId} /> : null}
        </>
      )}
    </div>
  );
}
