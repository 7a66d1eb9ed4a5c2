import type { TVendorOption } from '@groundwork/shared';
import { AlertTriangleIcon, CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { Field, invalidProps } from '@/components/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';

/** The invoice's header as the form edits it. */
export type TInvoiceHeader = {
  vendor_id: string;
  invoice_number: string;
  invoice_date: string;
  due_date: string;
  received_date: string;
  description: string;
  /** The person typed a due date: a change of vendor or invoice date no longer moves it. */
  isDueTyped: boolean;
};

const COMPLIANCE_TEXT = {
  compliant: 'Compliant',
  expiring: 'Insurance expiring',
  expired: 'Not compliant: expired',
  missing: 'Compliance documents missing',
} as const;

function ComplianceLine({ vendor }: { vendor: TVendorOption }) {
  const status = vendor.compliance_status;
  const Icon =
    status === 'compliant' ? CheckCircle2Icon : status === 'expired' ? XCircleIcon : AlertTriangleIcon;
  return (
    <div
      role="status"
      className={cn(
        'flex gap-2 text-sm',
        status === 'compliant' && 'text-emerald-700 dark:text-emerald-400',
        status === 'expired' && 'text-destructive',
        (status === 'expiring' || status === 'missing') && 'text-amber-800 dark:text-amber-300',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-medium">{COMPLIANCE_TEXT[status]}</span>
        {vendor.compliance_reasons.length > 0 ? ` — ${vendor.compliance_reasons.join('; ')}` : null}
        {` · terms ${vendor.payment_terms_days} days`}
      </p>
    </div>
  );
}

/**
 * Vendor (active ones; the chosen one's compliance and terms shown), the vendor's invoice number (its
 * availability for the vendor checked as you type), invoice, due and received dates, description.
 */
export function InvoiceHeaderFields({
  header,
  vendors,
  extraVendor,
  errors,
  numberStatus,
  isReadOnly,
  onChange,
}: {
  header: TInvoiceHeader;
  vendors: readonly TVendorOption[];
  /** The saved invoice's vendor when it is no longer active. */
  extraVendor: { id: string; label: string } | null;
  errors: Partial<Record<keyof TInvoiceHeader, string>>;
  numberStatus: { text: string; isProblem: boolean } | null;
  isReadOnly: boolean;
  onChange: (patch: Partial<TInvoiceHeader>) => void;
}) {
  const vendor = vendors.find((v) => v.id === header.vendor_id);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field id="invoice-vendor" label="Vendor" error={errors.vendor_id}>
          <NativeSelect
            id="invoice-vendor"
            value={header.vendor_id}
            disabled={isReadOnly}
            aria-required="true"
            {...invalidProps('invoice-vendor', errors.vendor_id)}
            onChange={(event) => onChange({ vendor_id: event.target.value })}
          >
            <option value="">Choose a vendor</option>
            {extraVendor && !vendors.some((v) => v.id === extraVendor.id) ? (
              <option value={extraVendor.id}>{extraVendor.label}</option>
            ) : null}
            {vendors.map((v) => (
              <option key={v.id} value={v.id}>
                {v.vendor_number} — {v.name}
                {v.compliance_status === 'compliant' ? '' : ` (${v.compliance_status})`}
              </option>
            ))}
          </NativeSelect>
          {vendor ? <ComplianceLine vendor={vendor} /> : null}
        </Field>
        <Field id="invoice-number" label="Vendor's invoice number" error={errors.invoice_number}>
          <Input
            id="invoice-number"
            autoComplete="off"
            spellCheck={false}
            maxLength={50}
            aria-required="true"
            value={header.invoice_number}
            readOnly={isReadOnly}
            aria-invalid={Boolean(errors.invoice_number || numberStatus?.isProblem) || undefined}
            aria-describedby="invoice-number-status"
            onChange={(event) => onChange({ invoice_number: event.target.value })}
          />
          <p
            id="invoice-number-status"
            aria-live="polite"
            className={cn(
              'min-h-5 text-sm',
              numberStatus?.isProblem ? 'text-destructive' : 'text-muted-foreground',
            )}
          >
            {errors.invoice_number ? null : numberStatus?.text}
          </p>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="invoice-date" label="Invoice date" error={errors.invoice_date}>
          <Input
            id="invoice-date"
            type="date"
            value={header.invoice_date}
            readOnly={isReadOnly}
            {...invalidProps('invoice-date', errors.invoice_date)}
            onChange={(event) => onChange({ invoice_date: event.target.value })}
          />
        </Field>
        <Field id="invoice-due" label="Due date" error={errors.due_date}>
          <Input
            id="invoice-due"
            type="date"
            value={header.due_date}
            readOnly={isReadOnly}
            {...invalidProps('invoice-due', errors.due_date)}
            onChange={(event) => onChange({ due_date: event.target.value, isDueTyped: true })}
          />
        </Field>
        <Field id="invoice-received" label="Received" error={errors.received_date}>
          <Input
            id="invoice-received"
            type="date"
            value={header.received_date}
            readOnly={isReadOnly}
            onChange={(event) => onChange({ received_date: event.target.value })}
          />
        </Field>
      </div>
      <Field id="invoice-description" label="Description" error={errors.description}>
        <Input
          id="invoice-description"
          maxLength={500}
          value={header.description}
          readOnly={isReadOnly}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Field>
    </div>
  );
}
