import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  reconciliationPath,
  type TReconciliationReport,
  useDiscrepancies,
  useReconciliation,
  useReconciliationReport,
} from '../api/reconciliations-api';
import { ReportDiscrepancies } from '../components/report-discrepancies';
import { ReportItemsTable } from '../components/report-items-table';
import { ReportSummary } from '../components/report-summary';
import { formatAmount } from '../workspace-model';

/**
 * The reconciliation report (issue 23, item 5), `:id` the reconciliation: statement ending balance,
 * deposits in transit, outstanding checks and payments, adjusted bank balance, book balance and
 * difference, the detail lists with age, what cleared, adjustments and who finished it — frozen at
 * finish; PDF, CSV and print; and the discrepancies since.
 */
export function ReconciliationReportPage() {
  const { id = '' } = useParams();
  const canRead = useCan('reconciliation:read');
  const reconciliation = useReconciliation(id);
  const report = useReconciliationReport(id);
  const isFinished = reconciliation.data?.status === 'finished';
  const discrepancies = useDiscrepancies(id, { isEnabled: isFinished });
  const name = reconciliation.data?.bank_account.name ?? '';
  const date = reconciliation.data?.statement_date ?? '';
  useDocumentTitle(name ? `Reconciliation report ${name} ${date}` : 'Reconciliation report');

  if (!canRead)
    return (
      <p className="text-muted-foreground">Bank reconciliation is for administrators and accountants.</p>
    );
  if (isNotFoundError(reconciliation.error) || isNotFoundError(report.error))
    return (
      <NotFoundState
        title="Reconciliation not found"
        message="It may have been abandoned or undone, belong to another company, or the link is wrong."
        backHref="/reconciliation"
        backLabel="Back to bank accounts"
      />
    );

  const fileBase = `reconciliation-${(name || 'bank').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${date}`;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 print:max-w-none">
      <PageHeader
        title={name ? `Reconciliation report: ${name}` : 'Reconciliation report'}
        subtitle={date ? `Statement of ${date}` : undefined}
        actions={
          <div className="flex flex-wrap items-center gap-2 print:hidden">
            {reconciliation.data ? (
              <Badge variant={isFinished ? 'default' : 'outline'}>
                {isFinished ? 'Finished' : 'In progress'}
              </Badge>
            ) : null}
            <Button asChild variant="ghost">
              <Link to={`/reconciliation/${id}`}>
                <ArrowLeftIcon aria-hidden="true" />
                {isFinished ? 'Reconciliation' : 'Back to matching'}
              </Link>
            </Button>
            <ReportExportButtons
              pdfPath={`${reconciliationPath(id)}/report.pdf`}
              csvPath={`${reconciliationPath(id)}/report.csv`}
              fileBase={fileBase}
              what="the reconciliation report"
              isDisabled={!report.data}
            />
          </div>
        }
      />
      <QueryState query={report} errorText="Could not load the reconciliation report" loadingRows={8}>
        {(data) => (
          <>
            {!isFinished && reconciliation.data ? (
              <p
                role="note"
                className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm dark:bg-amber-950/40"
              >
                In progress: these are today's figures. The report is frozen when the reconciliation is
                finished.
              </p>
            ) : null}
            <Card>
              <CardContent className="grid gap-6">
                <ReportHeading report={data} />
                <ReportSummary report={data} />
              </CardContent>
            </Card>
            <ReportItemsTable
              title="Deposits in transit"
              items={data.deposits_in_transit.items}
              totalCents={data.deposits_in_transit.total_cents}
              emptyText="No deposit on the books is waiting for the bank."
            />
            <ReportItemsTable
              title="Outstanding checks and payments"
              items={data.outstanding_payments.items}
              totalCents={data.outstanding_payments.total_cents}
              emptyText="Every check and payment dated by the statement date has cleared."
            />
            <Adjustments report={data} />
            {isFinished ? <ReportDiscrepancies items={discrepancies.data ?? []} /> : null}
          </>
        )}
      </QueryState>
    </div>
  );
}

function ReportHeading({ report }: { report: TReconciliationReport }) {
  const account = report.bank_account;
  return (
    <dl className="grid grid-cols-2 gap-4 text-sm md:grid-cols-4">
      <div>
        <dt className="text-muted-foreground">Bank account</dt>
        <dd className="font-medium">{account.name}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Cash account</dt>
        <dd>
          {account.gl_account.number} {account.gl_account.name}
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Statement date</dt>
        <dd className="tabular-nums">{report.statement_date}</dd>
      </div>
      <div>
        <dt className="text-muted-foreground">Finished</dt>
        <dd>
          {report.finished_at ? new Date(report.finished_at).toLocaleString() : 'Not yet'}
          {report.finished_by_name ? ` by ${report.finished_by_name}` : ''}
        </dd>
      </div>
    </dl>
  );
}

function Adjustments({ report }: { report: TReconciliationReport }) {
  return (
    <section className="grid gap-2 break-inside-avoid-page">
      <h2 className="font-semibold text-lg print:text-base">Adjustments</h2>
      {report.adjustments.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No adjustment entry: the statement and the books agreed.
        </p>
      ) : (
        <Table aria-label="Adjustments" className="print:text-xs">
          <TableHeader>
            <TableRow>
              <TableHead>Entry</TableHead>
              <TableHead>Reason</TableHead>
              <TableHead className="text-right">Amount</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.adjustments.map((adjustment) => (
              <TableRow key={adjustment.entry_id}>
                <TableCell>
                  <Link
                    to={`/journal-entries/${adjustment.entry_id}`}
                    className="underline-offset-4 hover:underline print:no-underline"
                  >
                    {adjustment.entry_number}
                  </Link>
                </TableCell>
                <TableCell>{adjustment.reason}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatAmount(adjustment.amount_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
