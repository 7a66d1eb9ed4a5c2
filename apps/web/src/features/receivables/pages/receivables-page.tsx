import { isIsoDate, todayIso } from '@groundwork/shared';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAging, useCustomerReceivables } from '../api/use-receivables';
import { AgingTable } from '../components/aging-table';
import { BillingTabs } from '../components/billing-tabs';
import { CustomerBalancesTable } from '../components/customer-balances-table';
import { ExportAgingButton } from '../components/export-aging-button';

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">{text}</p>
  );
}

/** Receivables: each customer's balance and the AR aging as of a date (kept in the URL). */
export function ReceivablesPage() {
  useDocumentTitle('Receivables');
  const canRead = useCan('billing:read');
  const [params, setParams] = useSearchParams();
  const asOfParam = params.get('as_of') ?? '';
  const asOf = isIsoDate(asOfParam) ? asOfParam : todayIso();
  const balances = useCustomerReceivables('', canRead);
  const aging = useAging(asOf);

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
              <div className="flex flex-wrap items-end gap-2">
                <div className="grid gap-2">
                  <Label htmlFor="aging-as-of">As of</Label>
                  <Input
                    id="aging-as-of"
                    type="date"
                    className="w-44"
                    value={asOf}
                    onChange={(event) => {
                      const value = event.target.value;
                      if (isIsoDate(value)) setParams({ as_of: value }, { replace: true });
                    }}
                  />
                </div>
                <ExportAgingButton
                  asOf={asOf}
                  isDisabled={!aging.data || aging.data.customers.length === 0}
                />
              </div>
            </CardHeader>
            <CardContent>
              <QueryState query={aging} errorText="Could not load the aging" loadingLabel="Loading the aging">
                {(report) =>
                  report.customers.length === 0 ? (
                    <Empty text={`Nothing open as of ${report.as_of}`} />
                  ) : (
                    <AgingTable report={report} />
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
