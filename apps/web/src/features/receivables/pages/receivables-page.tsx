import { isIsoDate, todayIso } from '@groundwork/shared';
import { TieOutPanel } from '@/components/aging/tie-out-panel';
import { useAgingParams } from '@/components/aging/use-aging-params';
import { FilterSelect } from '@/components/filter-select';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAging, useCustomerReceivables } from '../api/use-receivables';
import { AgingChart } from '../components/aging-chart';
import { AgingTable } from '../components/aging-table';
import { BillingTabs } from '../components/billing-tabs';
import { CustomerBalancesTable } from '../components/customer-balances-table';

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">{text}</p>
  );
}

/**
 * Receivables: each customer's balance and the AR aging as of a date (in the URL, and remembered for
 * the person): its buckets as a chart, the summary or the detail, the tie-out to the ledger, exports.
 */
export function ReceivablesPage() {
  useDocumentTitle('Receivables');
  const canRead = useCan('billing:read');
  const { params, update, isLoaded } = useAgingParams('ar-aging', {
    as_of: todayIso(),
    view: 'summary',
    job_id: '',
  });
  const asOf = params.as_of;
  const isDetail = params.view === 'detail';
  const balances = useCustomerReceivables('', canRead);
  const aging = useAging(asOf, canRead && isLoaded);
  const exportQuery = `as_of=${encodeURIComponent(asOf)}&view=${params.view}`;
  const fileBase = `${isDetail ? 'ar-aging-detail' : 'ar-aging'}-${asOf}`;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title="Receivables" subtitle="What customers owe, and how long it has been due" />
      <BillingTabs />
      {canRead ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Customer balances</h2>
              </CardTitle>
              <CardDescription>
                Billed is the payment due of approved applications; open is billed less payments applied.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <QueryState
                query={balances}
                errorText="Could not load the balances"
                loadingLabel="Loading balances"
              >
                {(data) =>
                  data.items.length === 0 ? (
                    <Empty text="Nothing billed or received yet" />
                  ) : (
                    <CustomerBalancesTable items={data.items} totals={data.totals} />
                  )
                }
              </QueryState>
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex flex-wrap items-end justify-between gap-4">
              <div className="grid gap-1.5">
                <CardTitle asChild>
                  <h2>AR aging</h2>
                </CardTitle>
                <CardDescription>
                  Open amounts by days past the due date; retainage is not aged and shows in its own column.
                </CardDescription>
              </div>
              <div className="flex flex-wrap items-end gap-2 print:hidden">
                <div className="grid gap-2">
                  <Label htmlFor="aging-as-of">As of</Label>
                  <Input
                    id="aging-as-of"
                    type="date"
                    className="w-44"
                    value={asOf}
                    onChange={(event) => {
                      const value = event.target.value;
                      if (isIsoDate(value)) update({ as_of: value });
                    }}
                  />
                </div>
                <FilterSelect
                  id="aging-view"
                  label="View"
                  value={params.view}
                  className="w-36"
                  onChange={(value) => update({ view: value === 'detail' ? 'detail' : 'summary' })}
                >
                  <option value="summary">Summary</option>
                  <option value="detail">Detail</option>
                </FilterSelect>
                <ReportExportButtons
                  csvPath={`/api/v1/receivables/aging.csv?${exportQuery}`}
                  pdfPath={`/api/v1/receivables/aging.pdf?${exportQuery}`}
                  fileBase={fileBase}
                  what="the aging"
                  isDisabled={!aging.data || aging.data.customers.length === 0}
                />
              </div>
              <p className="hidden text-sm print:block">
                As of {asOf} · {isDetail ? 'Detail' : 'Summary'}
              </p>
            </CardHeader>
            <CardContent className="grid gap-6">
              <QueryState query={aging} errorText="Could not load the aging" loadingLabel="Loading the aging">
                {(report) =>
                  report.customers.length === 0 ? (
                    <Empty text={`Nothing open as of ${report.as_of}`} />
                  ) : (
                    <>
                      <AgingChart totals={report.totals} asOf={report.as_of} />
                      <AgingTable report={report} isDetail={isDetail} />
                      <TieOutPanel
                        what="aging"
                        lines={[
                          {
                            label: 'Accounts receivable (open − credits)',
                            subledger: report.tie_out.ar_subledger_cents,
                            control: report.tie_out.ar_control_cents,
                          },
                          {
                            label: 'Retainage receivable',
                            subledger: report.tie_out.retainage_subledger_cents,
                            control: report.tie_out.retainage_control_cents,
                          },
                        ]}
                      />
                    </>
                  )
                }
              </QueryState>
            </CardContent>
          </Card>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">You do not have permission to see receivables.</p>
      )}
    </div>
  );
}
