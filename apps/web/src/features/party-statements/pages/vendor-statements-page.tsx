import { PageHeader } from '@/components/page-header';
import { useCan } from '@/features/auth/api/use-can';
import { useFindVendors } from '@/features/vendors/api/use-find-vendors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ReportPermissionNotice } from '../components/report-permission-notice';
import { StatementsReport } from '../components/statements-report';

/** Vendor Statements (issue 17, item 3): one vendor's, or every vendor's with a balance, as PDF. */
export function VendorStatementsPage() {
  useDocumentTitle('Vendor Statements');
  const canRead = useCan('payables:read');
  const vendors = useFindVendors({ search: '', type: 'all', status: 'all', page: 1, pageSize: 100 });
  const parties = (vendors.data?.items ?? []).map((v) => ({
    id: v.id,
    label: `${v.name} (${v.vendor_number})`,
  }));
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Vendor Statements"
        subtitle="Opening balance, bills, payments, closing balance, open bills and retainage held, per vendor"
      />
      {canRead ? (
        <StatementsReport side="vendor" parties={parties} />
      ) : (
        <ReportPermissionNotice what="Vendor statements" />
      )}
    </div>
  );
}
