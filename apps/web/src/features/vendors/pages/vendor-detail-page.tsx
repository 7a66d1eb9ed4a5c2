import {
  type TVendor,
  type TVendorFormValues,
  type TVendorInput,
  VENDOR_MESSAGES,
  VENDOR_TYPE_LABELS,
} from '@groundwork/shared';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { ActiveBadge } from '@/components/active-badge';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/auth/api/use-can';
import { VendorPayablesCard } from '@/features/payables-reports/components/vendor-payables-card';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetVendor } from '../api/use-get-vendor';
import { useUpdateVendor } from '../api/use-update-vendor';
import { CertificatesCard } from '../components/certificates-card';
import { ComplianceBadge } from '../components/compliance-badge';
import { ComplianceCard } from '../components/compliance-card';
import { VendorCommitmentsCard } from '../components/vendor-commitments-card';
import { VendorDetails } from '../components/vendor-details';
import { VendorForm } from '../components/vendor-form';
import { VendorPermissionNotice } from '../components/vendor-permission-notice';
import { VendorStatusDialog } from '../components/vendor-status-dialog';

function formValues(vendor: TVendor): TVendorFormValues {
  return {
    vendor_number: vendor.vendor_number,
    name: vendor.name,
    vendor_type: vendor.vendor_type,
    contact_person: vendor.contact_person ?? '',
    email: vendor.email ?? '',
    phone: vendor.phone ?? '',
    address: vendor.address ?? '',
    city: vendor.city ?? '',
    state: vendor.state ?? '',
    zip: vendor.zip ?? '',
    // Never shown: a typed one replaces the stored one, an empty one keeps it.
    tax_id: '',
    is_1099: vendor.is_1099,
    payment_terms_days: vendor.payment_terms_days,
    default_cost_category_id: vendor.default_cost_category_id ?? '',
    notes: vendor.notes ?? '',
  };
}

function VendorView({ vendor }: { vendor: TVendor }) {
  const canWrite = useCan('jobcost:write');
  const canReadPayables = useCan('payables:read');
  const updateVendor = useUpdateVendor(vendor.id);

  const onSave = async (values: TVendorInput): Promise<boolean> => {
    try {
      await updateVendor.mutateAsync(values);
      toast.success(VENDOR_MESSAGES.updated);
      return true;
    } catch (error) {
      console.error('Updating the vendor failed', error);
      toast.error(errorMessage(error, VENDOR_MESSAGES.updateFailed));
      return false;
    }
  };

  const onStatusChange = async (isActive: boolean): Promise<boolean> => {
    try {
      await updateVendor.mutateAsync({ is_active: isActive });
      toast.success(isActive ? 'Vendor reactivated' : 'Vendor deactivated');
      return true;
    } catch (error) {
      console.error('Changing the vendor status failed', error);
      toast.error(errorMessage(error, VENDOR_MESSAGES.updateFailed));
      return false;
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={vendor.name}
        subtitle={`Vendor ${vendor.vendor_number} · ${VENDOR_TYPE_LABELS[vendor.vendor_type]}`}
        actions={
          <>
            <ComplianceBadge status={vendor.compliance.status} reasons={vendor.compliance.reasons} />
            <ActiveBadge isActive={vendor.is_active} />
            {canWrite ? (
              <VendorStatusDialog
                vendor={vendor}
                isPending={updateVendor.isPending}
                onConfirm={onStatusChange}
              />
            ) : null}
          </>
        }
      />
      <ComplianceCard key={`compliance-${vendor.updated_at}`} vendor={vendor} canWrite={canWrite} />
      <CertificatesCard vendorId={vendor.id} organizationId={vendor.organization_id} canWrite={canWrite} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{canWrite ? 'Edit Vendor' : 'Vendor Details'}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {canWrite ? (
            <VendorForm
              // A saved or reloaded vendor starts the form again from its values.
              key={vendor.updated_at}
              label="Edit Vendor"
              idPrefix="vendor"
              vendorId={vendor.id}
              maskedTaxId={vendor.tax_id}
              defaultValues={formValues(vendor)}
              submitLabel="Save Changes"
              isSaving={updateVendor.isPending}
              onSave={onSave}
            />
          ) : (
            <VendorDetails vendor={vendor} />
          )}
        </CardContent>
      </Card>
      <VendorCommitmentsCard vendorId={vendor.id} />
      {canReadPayables ? <VendorPayablesCard vendorId={vendor.id} /> : null}
    </div>
  );
}

export function VendorDetailPage() {
  const { id = '' } = useParams();
  const canRead = useCan('jobcost:read');
  const vendor = useGetVendor(id);
  useDocumentTitle(vendor.data?.name ?? 'Vendor');

  if (!canRead) return <VendorPermissionNotice />;
  if (vendor.isPending) {
    return (
      <div role="status" aria-label="Loading vendor" className="mx-auto grid max-w-6xl grid-cols-1 gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (vendor.isError) {
    const isMissing = isNotFoundError(vendor.error);
    return (
      <NotFoundState
        title={isMissing ? VENDOR_MESSAGES.notFound : 'Could not load the vendor'}
        message={
          isMissing ? 'It may have been removed, or it belongs to another company.' : vendor.error.message
        }
        backHref="/vendors/setup"
        backLabel="Back to Vendor Setup"
        onRetry={isMissing ? undefined : () => void vendor.refetch()}
      />
    );
  }
  return <VendorView vendor={vendor.data} />;
}
