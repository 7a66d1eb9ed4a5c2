import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/features/auth/api/use-can';
import { useReportParams } from '@/features/reports/use-report-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmployeeReport } from '../api/use-employee-report';
import { EmployeeReportFields } from '../components/employee-report-fields';
import { ReportTableView } from '../components/report-table-view';
import {
  EMPLOYEE_REPORT_DEFS,
  EMPLOYEE_REPORTS,
  EMPLOYEE_REPORTS_KEY,
  employeeReportDefaults,
  employeeReportProblem,
  employeeReportQuery,
  type TEmployeeReport,
  ZEmployeeReportParams,
} from '../employee-report-params';

const DEFAULTS = employeeReportDefaults();

/**
 * Employee reports (issue 21, item 8): payroll register, labor by job × cost code, tax liability
 * (Form 941 lines), FUTA/SUTA wages, deduction and fringe remittances, W-2 data — from posted runs
 * only. Each with its parameters (remembered per person), its table, CSV and PDF.
 */
export function EmployeeReportsPage() {
  useDocumentTitle('Employee Reports');
  const canRead = useCan('payroll:read');
  const { params, setParams, isLoaded } = useReportParams(
    EMPLOYEE_REPORTS_KEY,
    ZEmployeeReportParams,
    DEFAULTS,
  );
  const def = EMPLOYEE_REPORT_DEFS[params.report];
  const problem = employeeReportProblem(params);
  const query = employeeReportQuery(params);
  const report = useEmployeeReport<unknown>(def.path, query, canRead && isLoaded && problem === null);

  if (!canRead)
    return (
      <div className="mx-auto max-w-3xl">
        <PageHeader title="Employee Reports" />
        <p className="rounded-md border p-6 text-muted-foreground text-sm">
          Employee reports are for company administrators and accountants.
        </p>
      </div>
    );

  return (
    <div className="mx-auto grid max-w-[96rem] grid-cols-1 gap-6">
      <PageHeader
        title="Employee Reports"
        subtitle="Payroll figures of posted runs: registers, labor, taxes, remittances and W-2s"
      />
      <Tabs
        value={params.report}
        onValueChange={(value) => setParams({ ...params, report: value as TEmployeeReport })}
      >
        <TabsList className="h-auto flex-wrap print:hidden" aria-label="Report">
          {EMPLOYEE_REPORTS.map((key) => (
            <TabsTrigger key={key} value={key}>
              {EMPLOYEE_REPORT_DEFS[key].label}
            </TabsTrigger>
          ))}
        </TabsList>
        {EMPLOYEE_REPORTS.map((key) => (
          <TabsContent key={key} value={key}>
            <Card className="print:border-0 print:shadow-none">
              <CardHeader className="flex flex-wrap items-end justify-between gap-4">
                <div className="grid gap-1.5">
                  <CardTitle asChild>
                    <h2>{def.label}</h2>
                  </CardTitle>
                  <CardDescription className="max-w-3xl">{def.description}</CardDescription>
                </div>
                <div className="flex flex-wrap items-end gap-3 print:hidden">
                  <EmployeeReportFields params={params} onChange={setParams} />
                  <ReportExportButtons
                    csvPath={`/api/v1/payroll/reports/${def.path}.csv?${query}`}
                    pdfPath={`/api/v1/payroll/reports/${def.path}.pdf?${query}`}
                    fileBase={`${def.path}-${query.replace(/[^0-9A-Za-z-]+/g, '-')}`}
                    what={`the ${def.label.toLowerCase()}`}
                    isDisabled={problem !== null || !report.data}
                  />
                </div>
              </CardHeader>
              <CardContent>
                {problem ? (
                  <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm">
                    {problem}
                  </p>
                ) : (
                  <QueryState
                    query={report}
                    loadingLabel={`Loading the ${def.label.toLowerCase()}`}
                    loadingRows={6}
                    errorText={`Could not load the ${def.label.toLowerCase()}`}
                  >
                    {(data) => {
                      const table = def.table(data);
                      const hasFigures = table.rows.some((row) => (row.kind ?? 'detail') === 'detail');
                      return hasFigures ? (
                        <ReportTableView
                          table={table}
                          caption={`${def.label}: ${table.parameters.map((p) => p.join(' ')).join(', ')}`}
                        />
                      ) : (
                        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                          No posted payroll in this period: a run shows here once it is posted (voided runs
                          never do).
                        </p>
                      );
                    }}
                  </QueryState>
                )}
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
