import { type TVendor, VENDOR_TYPE_LABELS } from '@groundwork/shared';

/** Read-only vendor details, for people who may not edit vendors (superintendents, foremen). */
export function VendorDetails({ vendor }: { vendor: TVendor }) {
  const rows: [string, string | null][] = [
    ['Vendor ID', vendor.vendor_number],
    ['Name', vendor.name],
    ['Type', VENDOR_TYPE_LABELS[vendor.vendor_type]],
    ['Contact Person', vendor.contact_person],
    ['Email', vendor.email],
    ['Phone', vendor.phone],
    ['Address', vendor.address],
    ['City', vendor.city],
    ['State', vendor.state],
    ['ZIP', vendor.zip],
    ['Tax ID', vendor.tax_id],
    ['1099 vendor', vendor.is_1099 ? 'Yes' : 'No'],
    ['Payment Terms', `${vendor.payment_terms_days} days`],
    ['Notes', vendor.notes],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1">
          <dt className="text-muted-foreground text-sm">{label}</dt>
          <dd className="break-words">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
