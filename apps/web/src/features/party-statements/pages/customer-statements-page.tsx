import { PageHeader } from '@/components/page-header';
import { useCan } from '@/features/auth/api/use-can';
import { useFindActiveCustomers } from '@/features/customers/api/use-find-active-customers';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ReportPermissionNotice } from '../components/report-permission-notice';
import { StatementsReport } from '../components/statements-report';

/** Customer Statements (issue 17, item 3): one customer's, or every customer's with a balance, as PDF. */
export function CustomerStatementsPage() {
  useDocumentTitle('Customer Statements');
  const canRead = useCan('billing:read');
  const customers = useFindActiveCustomers();
  const parties = (customers.data ?? []).map((c) => ({
    id: c.id,
    label: `${c.name} (${c.customer_number})`,
  }));
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Customer Statements"
        subtitle="Opening balance, invoices, payments, closing balance and open items, per customer"
      />
      {canRead ? (
        <StatementsReport side="customer" parties={parties} />
      ) : (
        <ReportPermissionNotice what="Customer statements" />
      )}
    </div>
  );
}
