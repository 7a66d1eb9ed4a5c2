import { formatCents, type TVendorPayables } from '@groundwork/shared';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useVendorPayables } from '../api/use-payables-reports';
import { VendorInvoicesList } from './vendor-invoices-list';
import { VendorPaymentsList } from './vendor-payments-list';

function Figure({ label, cents, hint }: { label: string; cents: number; hint: string }) {
  return (
    <div className="grid gap-0.5 rounded-md border p-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="font-semibold text-xl tabular-nums">{formatCents(cents)}</dd>
      <dd className="text-muted-foreground text-xs">{hint}</dd>
    </div>
  );
}

function Figures({ figures }: { figures: TVendorPayables }) {
  return (
    <section aria-label="Payables figures" className="grid gap-2">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label="Invoiced" cents={figures.invoiced_cents} hint="Posted invoices, gross" />
        <Figure label="Paid" cents={figures.paid_cents} hint="Payments not void" />
        <Figure
          label="Retainage held"
          cents={figures.retainage_held_cents}
          hint={`${formatCents(figures.retainage_released_cents)} released so far`}
        />
        <Figure label="Open balance" cents={figures.open_cents} hint="Owed now: net and released retainage" />
      </dl>
      {figures.pending_count > 0 ? (
        <p className="text-muted-foreground text-sm">
          {figures.pending_count} invoice{figures.pending_count === 1 ? '' : 's'} for{' '}
          {formatCents(figures.pending_cents)} entered or approved, not yet posted (in none of these figures).
        </p>
      ) : null}
    </section>
  );
}

/**
 * The vendor's payables on its page (issue 16, item 5): invoiced = paid + retainage held + open
 * balance, then its invoices and its payments, each a page at a time.
 */
export function VendorPayablesCard({ vendorId }: { vendorId: string }) {
  const figures = useVendorPayables(vendorId);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Payables</h2>
        </CardTitle>
        <CardDescription>What was invoiced, paid and is still owed to this vendor.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <QueryState query={figures} errorText="Could not load the figures" loadingLabel="Loading the figures">
          {(data) => <Figures figures={data} />}
        </QueryState>
        <VendorInvoicesList vendorId={vendorId} />
        <VendorPaymentsList vendorId={vendorId} />
      </CardContent>
    </Card>
  );
}
