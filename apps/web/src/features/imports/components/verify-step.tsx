import { formatLongDateTime, type TImportReport, type TImportRun } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type * as React from 'react';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { cn } from '@/lib/utils';
import { importReportPath, useImportReport } from '../api/use-import-report';
import { useImportOrganization } from '../hooks/use-import-organization';
import { reportFindings } from '../stage-progress';
import { CountsTable, MonthEndsTable, PartyTable, TrialBalanceTable } from './report-tables';
import { RollbackOutcome } from './rollback-outcome';
import { RollbackPanel } from './rollback-panel';

function Verdict({ report }: { report: TImportReport }) {
  const findings = reportFindings(report);
  const differ = (count: number, one: string, many: string) =>
    count > 0 ? `${count} ${count === 1 ? `${one} differs` : `${many} differ`}` : null;
  const off = [
    differ(findings.accountDifferences, 'account', 'accounts'),
    differ(findings.receivableDifferences, 'customer', 'customers'),
    differ(findings.payableDifferences, 'vendor', 'vendors'),
    findings.isClearingZero
      ? null
      : `opening clearing is ${formatCents(report.opening_clearing_cents)}, not zero`,
    differ(findings.countDifferences, 'list count', 'list counts'),
  ].filter((text): text is string => typeof text === 'string');
  return report.verified ? (
    <div
      role="status"
      className="flex items-start gap-3 rounded-md border border-emerald-600/40 bg-emerald-50 p-4 dark:bg-emerald-950"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 text-emerald-700 dark:text-emerald-400" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">Your books match the source to the cent.</p>
        <p className="text-muted-foreground">
          Every account of the trial balance at {report.cutover_date}, every customer’s and vendor’s open
          balance and every list count agree; opening clearing is zero.
        </p>
      </div>
    </div>
  ) : (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 text-destructive" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">The books do not match the source yet.</p>
        <p>{off.join('; ') || 'See the highlighted rows.'}.</p>
      </div>
    </div>
  );
}

function ReportSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Report({ report }: { report: TImportReport }) {
  return (
    <div className="grid gap-8">
      <Verdict report={report} />
      <ReportSection id="report-tb-heading" title={`Trial balance at ${report.cutover_date}`}>
        <TrialBalanceTable report={report} />
      </ReportSection>
      <div className="grid gap-8 lg:grid-cols-2">
        <ReportSection id="report-ar-heading" title="Open receivables per customer">
          <PartyTable rows={report.receivables} label="Open receivables per customer" partyLabel="Customer" />
        </ReportSection>
        <ReportSection id="report-ap-heading" title="Open payables per vendor">
          <PartyTable rows={report.payables} label="Open payables per vendor" partyLabel="Vendor" />
        </ReportSection>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <ReportSection id="report-counts-heading" title="Records per list">
          <CountsTable report={report} />
        </ReportSection>
        <ReportSection id="report-clearing-heading" title="Opening clearing">
          <p
            className={cn('text-sm', report.opening_clearing_cents !== 0 && 'font-semibold text-destructive')}
          >
            Balance at the cut-over:{' '}
            <span className="tabular-nums">{formatCents(report.opening_clearing_cents)}</span>
            {report.opening_clearing_cents === 0
              ? ' — the opening documents restored every control account.'
              : null}
          </p>
        </ReportSection>
      </div>
      {report.month_ends.length > 0 ? (
        <ReportSection id="report-month-ends-heading" title="Month-end checks of the history">
          <MonthEndsTable report={report} />
        </ReportSection>
      ) : null}
      <p className="text-muted-foreground text-xs">
        {report.company_name} · generated {formatLongDateTime(report.generated_at)}
      </p>
    </div>
  );
}

/**
 * Step 6: the verification report (frozen at the import), its PDF and CSV, and the rollback: its panel
 * while the run is imported or rolling back, what it did once rolled back.
 */
export function VerifyStep({ run }: { run: TImportRun }) {
  const report = useImportReport(run);
  const { organizationId } = useImportOrganization();
  return (
    <section aria-labelledby="verify-heading" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="verify-heading" className="font-semibold text-lg">
            Verification report
          </h2>
          {run.status === 'rolled_back' && run.rolled_back_at ? (
            <p className="text-muted-foreground text-sm">
              This import was rolled back on {formatLongDateTime(run.rolled_back_at)}.
              {run.has_report ? ' The report shows the books as it left them.' : null}
            </p>
          ) : null}
          {run.status === 'rolled_back' && run.rollback ? <RollbackOutcome rollback={run.rollback} /> : null}
        </div>
        {run.has_report ? (
          <ReportExportButtons
            csvPath={importReportPath(run.id, 'csv', organizationId)}
            pdfPath={importReportPath(run.id, 'pdf', organizationId)}
            fileBase={`import-verification-${run.cutover_date ?? run.id}`}
            what="the verification report"
          />
        ) : null}
      </div>
      {run.has_report ? (
        <QueryState
          query={report}
          loadingLabel="Loading the report"
          loadingRows={8}
          errorText="Could not load the report"
        >
          {(data) => <Report report={data} />}
        </QueryState>
      ) : (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
          No verification report is kept for this run.
        </p>
      )}
      {run.status === 'imported' || run.status === 'rolling_back' ? <RollbackPanel run={run} /> : null}
    </section>
  );
}
