import { isIsoDate, todayIso } from '@groundwork/shared';
import * as React from 'react';
import { z } from 'zod';
import { TieOutPanel } from '@/components/aging/tie-out-panel';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { useReportParams } from '@/features/reports/use-report-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOpenRetainage } from '../api/use-party-statements';
import { OpenRetainageTable } from '../components/open-retainage-table';
import { ReportPermissionNotice } from '../components/report-permission-notice';

const ZParams = z.object({ as_of: z.string().refine(isIsoDate) });

/**
 * Open Retainage by Job (issue 17, item 3): per job the retainage customers still hold and the
 * retainage held from subcontractors, released and still held, the net; tied to the retainage
 * receivable and payable control accounts; CSV and PDF.
 */
export function OpenRetainagePage() {
  useDocumentTitle('Open Retainage by Job');
  const canReadBilling = useCan('billing:read');
  const canReadPayables = useCan('payables:read');
  const canRead = canReadBilling && canReadPayables;
  const initial = React.useMemo(() => ({ as_of: todayIso() }), []);
  const { params, setParams, isLoaded } = useReportParams('open-retainage', ZParams, initial);
  const report = useOpenRetainage(params.as_of, canRead && isLoaded);
  const query = `as_of=${encodeURIComponent(params.as_of)}`;
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="Open Retainage by Job"
        subtitle="Retainage receivable and payable, released and still held, per job"
      />
      {!canRead ? (
        <ReportPermissionNotice what="Retainage reports" />
      ) : (
        <Card>
          <CardHeader className="flex flex-wrap items-end justify-between gap-4">
            <div className="grid gap-1.5">
              <CardTitle asChild>
                <h2>As of {params.as_of}</h2>
              </CardTitle>
              <CardDescription>
                Receivable: withheld on approved pay applications less what releases billed. Payable: withheld
                from subcontractor invoices less what releases made payable.
              </CardDescription>
            </div>
            <div className="flex flex-wrap items-end gap-3 print:hidden">
              <DateField
                id="open-retainage-as-of"
                label="As of"
                value={params.as_of}
                onChange={(value) => {
                  if (isIsoDate(value)) setParams({ as_of: value });
                }}
              />
              <ReportExportButtons
                csvPath={`/api/v1/reports/open-retainage.csv?${query}`}
                pdfPath={`/api/v1/reports/open-retainage.pdf?${query}`}
                fileBase={`open-retainage-${params.as_of}`}
                what="open retainage"
                isDisabled={!report.data || report.data.jobs.length === 0}
              />
            </div>
          </CardHeader>
          <CardContent className="grid gap-4">
            <QueryState
              query={report}
              errorText="Could not load open retainage"
              loadingLabel="Loading open retainage"
            >
              {(data) => (
                <>
                  {data.jobs.length === 0 ? (
                    <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                      No retainage withheld or held as of {data.as_of}
                    </p>
                  ) : (
                    <OpenRetainageTable report={data} />
                  )}
                  <TieOutPanel
                    what="report"
                    lines={[
                      {
                        label: 'Retainage receivable',
                        subledger: data.tie_out.receivable_subledger_cents,
                        control: data.tie_out.receivable_control_cents,
                      },
                      {
                        label: 'Retainage payable',
                        subledger: data.tie_out.payable_subledger_cents,
                        control: data.tie_out.payable_control_cents,
                      },
                    ]}
                  />
                </>
              )}
            </QueryState>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
