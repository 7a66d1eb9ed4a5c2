import type { TCustomer } from '@groundwork/shared';

/** Read-only customer details, for people who may not edit customers. */
export function CustomerDetails({ customer }: { customer: TCustomer }) {
  const rows: [string, string | null][] = [
    ['Customer ID', customer.customer_number],
    ['Name', customer.name],
    ['Email', customer.email],
    ['Phone', customer.phone],
    ['Address', customer.address],
    ['City', customer.city],
    ['State', customer.state],
    ['ZIP', customer.zip],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1">
          <dt className="text-muted-foreground text-sm">{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
