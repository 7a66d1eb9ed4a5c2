import type { TApInvoice } from '@groundwork/shared';
import { AlertTriangleIcon, PauseCircleIcon } from 'lucide-react';
import type * as React from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetApInvoice } from '../api/use-ap-invoices';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceForm, type TInvoiceSaved } from '../components/invoice-form';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { PayablesPermissionNotice } from '../components/payables-permission-notice';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : '');

/** Holds (what stops approval or payment, each with its reason) and possible duplicates. */
function InvoiceNotices({ invoice: i }: { invoice: TApInvoice }) {
  if (i.holds.length === 0 && i.warnings.length === 0) return null;
  return (
    <div className="grid gap-3">
      {i.holds.length > 0 ? (
        <section
          aria-label="Holds"
          className="flex gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-destructive text-sm"
        >
          <PauseCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="grid gap-1">
            <p className="font-medium">
              On hold: {i.status === 'entered' ? 'it cannot be approved' : 'it cannot be paid'}
            </p>
            <ul className="list-disc pl-5">
              {i.holds.map((hold) => (
                <li key={hold.kind}>{hold.reason}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {i.warnings.length > 0 ? (
        <section
          aria-label="Warnings"
          className="flex gap-3 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
        >
          <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <ul className="grid gap-1">
            {i.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function InvoiceView({ invoice: i }: { invoice: TApInvoice }) {
  const canWrite = useCan('payables:write');
  const isEditable = i.status === 'entered' && canWrite;
  const saved = ({ invoice, documentError }: TInvoiceSaved) => {
    toast.success(`Invoice ${invoice.invoice_number} saved`);
    for (const warning of invoice.warnings) toast.warning(warning);
    if (documentError) toast.error(`The invoice is saved, but not its document: ${documentError}`);
  };
  return (
    <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
      <PageHeader
        title={`Invoice ${i.invoice_number}`}
        subtitle={`${i.vendor.number} — ${i.vendor.name}`}
        actions={<InvoiceActions invoice={i} isDirty={false} />}
      />
      <Card>
        <CardContent className="grid gap-4">
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
            <Fact label="Status">
              <InvoiceStatusBadge status={i.status} />
            </Fact>
            <Fact label="Approved by">
              {i.approved_by
                ? `${i.approved_by.name}, ${when(i.approved_at)}`
                : `Waits for ${i.approver.label}`}
            </Fact>
            <Fact label="Posted as">
              {i.journal_entry ? (
                <Link
                  to={`/journal-entries/${i.journal_entry.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {i.journal_entry.entry_number} ({i.journal_entry.entry_date})
                </Link>
              ) : (
                'Not posted'
              )}
            </Fact>
            {i.void_entry || i.status === 'void' ? (
              <Fact label="Voided">
                {i.void_entry
                  ? `${i.void_entry.entry_number} (${i.void_entry.entry_date})`
                  : when(i.voided_at)}
                {i.void_reason ? ` — ${i.void_reason}` : ''}
              </Fact>
            ) : (
              <Fact label="Entered by">
                {i.created_by ? `${i.created_by.name}, ${when(i.created_at)}` : ''}
              </Fact>
            )}
          </dl>
          <InvoiceNotices invoice={i} />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="px-4 sm:px-5">
          <InvoiceForm key={i.updated_at} invoice={i} isReadOnly={!isEditable} onSaved={saved} />
        </CardContent>
      </Card>
    </div>
  );
}

/** One vendor invoice (/invoices/:id): edited while entered, then approved, posted or voided. */
export function InvoicePage() {
  const { id = '' } = useParams();
  const canRead = useCan('payables:read');
  const invoice = useGetApInvoice(canRead ? id : '');
  useDocumentTitle(invoice.data ? `Invoice ${invoice.data.invoice_number}` : 'Invoice');
  if (!canRead) return <PayablesPermissionNotice />;
  if (invoice.isPending) return <LoadingRows label="Loading the invoice" />;
  if (invoice.isError)
    return isNotFoundError(invoice.error) ? (
      <NotFoundState
        title="Invoice not found"
        message="It may have been deleted, or it belongs to another company."
        backHref="/invoices/enter"
        backLabel="Back to Enter Invoice"
      />
    ) : (
      <NotFoundState
        title="The invoice could not be loaded"
        message="Check your connection and try again."
        backHref="/invoices/enter"
        backLabel="Back to Enter Invoice"
        onRetry={() => void invoice.refetch()}
      />
    );
  return <InvoiceView invoice={invoice.data} />;
}
