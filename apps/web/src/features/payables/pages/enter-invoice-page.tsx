import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { InvoiceForm, type TInvoiceSaved } from '../components/invoice-form';
import { InvoiceList } from '../components/invoice-list';
import { PayablesPermissionNotice } from '../components/payables-permission-notice';

/**
 * Enter Invoice (issue 16, item 1): a new vendor invoice with its document beside it, saved and
 * cleared for the next one; the company's invoices below, each opening to edit while entered.
 */
export function EnterInvoicePage() {
  useDocumentTitle('Enter Invoice');
  const canRead = useCan('payables:read');
  const canWrite = useCan('payables:write');
  const navigate = useNavigate();
  // A new key after each save starts the form over for the next invoice.
  const [formKey, setFormKey] = React.useState(0);

  const saved = ({ invoice, documentError }: TInvoiceSaved) => {
    toast.success(`Invoice ${invoice.invoice_number} entered`, {
      action: { label: 'Open', onClick: () => void navigate(`/invoices/${invoice.id}`) },
    });
    for (const warning of invoice.warnings) toast.warning(warning);
    if (documentError) toast.error(`The invoice is saved, but not its document: ${documentError}`);
    setFormKey((key) => key + 1);
  };

  return (
    <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
      <PageHeader title="Enter Invoice" subtitle="Enter vendor invoices and code them to jobs" />
      {canWrite ? (
        <Card>
          <CardContent className="px-4 sm:px-5">
            <InvoiceForm key={formKey} onSaved={saved} />
          </CardContent>
        </Card>
      ) : null}
      {canRead ? (
        <Card>
          <CardContent>
            <InvoiceList />
          </CardContent>
        </Card>
      ) : (
        <PayablesPermissionNotice />
      )}
    </div>
  );
}
