import { formatCents, reportYears, todayIso } from '@groundwork/shared';
import { TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PayablesTabs } from '@/features/ap-payments/components/payables-tabs';
import { useCan } from '@/features/auth/api/use-can';
import { PayablesPermissionNotice } from '@/features/payables/components/payables-permission-notice';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useForm1099Report } from '../api/use-payables-reports';
import { ExportCsvButton } from '../components/export-csv-button';
import { Form1099Table } from '../components/form-1099-table';
import { yearFromParam } from '../report-params';

/**
 * The 1099 report (issue 16, item 5): a calendar year's payments (not void, by payment date) to the
 * vendors flagged for 1099, with their tax ID (last four digits here), address and total; CSV with
 * the whole tax IDs for those who file the returns.
 */
export function Form1099Page() {
  useDocumentTitle('1099 Report');
  const canRead = useCan('payables:read');
  const [params, setParams] = useSearchParams();
  const currentYear = Number(todayIso().slice(0, 4));
  const year = yearFromParam(params.get('year'), currentYear);
  const report = useForm1099Report(year, canRead);

  if (!canRead) return <PayablesPermissionNotice />;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader title="1099 Report" subtitle="Payments to 1099 vendors by calendar year" />
      <PayablesTabs />
      <Card>
        <CardHeader className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle asChild>
              <h2>1099 vendors paid in {year}</h2>
            </CardTitle>
            <CardDescription>
              Payments by payment date to vendors marked as 1099 vendors; voided payments are left out.
              {report.data
                ? ` A 1099 is due for ${formatCents(report.data.threshold_cents)} or more in ${year}.`
                : ''}
            </CardDescription>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <FilterSelect
              id="form-1099-year"
              label="Year"
              value={String(year)}
              className="w-32"
              onChange={(value) => setParams({ year: value }, { replace: true })}
            >
              {reportYears(currentYear).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </FilterSelect>
            <ExportCsvButton
              path={`/api/v1/payables/1099.csv?year=${year}`}
              fileName={`1099-${year}.csv`}
              what="the 1099 report"
              isDisabled={!report.data || report.data.vendors.length === 0}
            />
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <QueryState query={report} errorText="Could not load the 1099 report" loadingLabel="Loading">
            {(data) =>
              data.vendors.length === 0 ? (
                <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                  No payments to 1099 vendors in {data.year}
                </p>
              ) : (
                <>
                  {data.missing_tax_id_count > 0 ? (
                    <p role="status" className="flex items-center gap-2 text-destructive text-sm">
                      <TriangleAlert className="size-4" aria-hidden="true" />
                      {data.missing_tax_id_count} reportable vendor
                      {data.missing_tax_id_count === 1 ? ' has' : 's have'} no tax ID on file: ask for a W-9
                      before filing.
                    </p>
                  ) : null}
                  <Form1099Table report={data} />
                  <p className="text-muted-foreground text-xs">
                    {data.may_export_tax_ids
                      ? 'The CSV carries the whole tax IDs; each export is recorded in the audit log.'
                      : 'The CSV shows the last four digits of each tax ID: only company admins and accountants export them whole.'}
                  </p>
                </>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
