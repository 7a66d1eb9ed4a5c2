import { todayIso } from '@groundwork/shared';
import * as React from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePayrollLiabilities } from '../api/use-payroll-liabilities';
import { LiabilityPaymentDialog } from '../components/liability-payment-dialog';
import { LiabilitiesByCode, LiabilityBalances, LiabilityPayments } from '../components/liability-tables';

/** The calendar quarter of a date: its first and last day. */
function quarterOf(iso: string) {
  const year = Number(iso.slice(0, 4));
  const q = Math.floor((Number(iso.slice(5, 7)) - 1) / 3);
  const end = new Date(Date.UTC(year, q * 3 + 3, 0)).toISOString().slice(0, 10);
  return { from: `${year}-${String(q * 3 + 1).padStart(2, '0')}-01`, to: end };
}

/**
 * Payroll liabilities (issue 21, item 6): what is owed by liability account (ledger) and by tax code
 * for a period, the period's payments, and a new payment (federal deposit, state, fund).
 */
export function PayrollLiabilitiesPage() {
  useDocumentTitle('Payroll Liabilities');
  const canRead = useCan('payroll:read');
  const canWrite = useCan('payroll:write');
  const quarter = React.useMemo(() => quarterOf(todayIso()), []);
  const [from, setFrom] = React.useState(quarter.from);
  const [to, setTo] = React.useState(quarter.to);
  const liabilities = usePayrollLiabilities(from, to);

  if (!canRead)
    return <p className="text-muted-foreground">Payroll is kept by administrators and accountants.</p>;
  return (
    <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
      <PageHeader
        title="Payroll Liabilities"
        subtitle="Withholdings, employer taxes and funds owed, and their payments"
        actions={
          canWrite && liabilities.data ? <LiabilityPaymentDialog liabilities={liabilities.data} /> : null
        }
      />
      <div className="-mt-4 flex flex-wrap items-end gap-4">
        <DateField id="liabilities-from" label="From" value={from} max={to} onChange={setFrom} />
        <DateField id="liabilities-to" label="To" value={to} min={from} onChange={setTo} />
      </div>
      <QueryState query={liabilities} errorText="Could not load the payroll liabilities">
        {(data) => (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <Card>
              <CardHeader>
                <CardTitle>Balances owed</CardTitle>
                <CardDescription>From the ledger, at {data.to}.</CardDescription>
              </CardHeader>
              <CardContent>
                <LiabilityBalances data={data} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>By tax and fund</CardTitle>
                <CardDescription>
                  Posted checks dated {data.from} to {data.to}.
                </CardDescription>
              </CardHeader>
              <CardContent className="overflow-x-auto">
                <LiabilitiesByCode data={data} />
              </CardContent>
            </Card>
            <Card className="lg:col-span-2">
              <CardHeader>
                <CardTitle>Payments</CardTitle>
              </CardHeader>
              <CardContent className="overflow-x-auto">
                <LiabilityPayments data={data} canWrite={canWrite} />
              </CardContent>
            </Card>
          </div>
        )}
      </QueryState>
    </div>
  );
}
