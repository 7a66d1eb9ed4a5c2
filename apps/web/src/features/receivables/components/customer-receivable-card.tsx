import { formatCents } from '@groundwork/shared';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useCustomerReceivables } from '../api/use-receivables';

/** A customer's billed, retainage held, received and open (and credit), for the customer's page. */
export function CustomerReceivableCard({ customerId }: { customerId: string }) {
  const canRead = useCan('billing:read');
  const query = useCustomerReceivables(customerId, canRead);
  if (!canRead) return null;
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle asChild>
          <h2>Receivable</h2>
        </CardTitle>
        <Link className="text-primary text-sm hover:underline" to="/billing/receivables">
          All receivables
        </Link>
      </CardHeader>
      <CardContent>
        <QueryState query={query} errorText="Could not load the balance" loadingRows={1}>
          {(data) => {
            const c = data.items[0];
            const figures: [string, number][] = [
              ['Billed', c?.billed_cents ?? 0],
              ['Retainage held', c?.retainage_held_cents ?? 0],
              ['Received', c?.received_cents ?? 0],
              ['Open', c?.open_cents ?? 0],
            ];
            if (c && c.credit_cents !== 0) figures.push(['Credit', c.credit_cents]);
            return (
              <dl className="grid grid-cols-2 gap-4 sm:grid-cols-5">
                {figures.map(([label, cents]) => (
                  <div key={label} className="grid gap-1">
                    <dt className="text-muted-foreground text-sm">{label}</dt>
                    <dd className="font-semibold text-lg tabular-nums">{formatCents(cents)}</dd>
                  </div>
                ))}
              </dl>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
