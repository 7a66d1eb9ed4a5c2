import { type TVendorInput, VENDOR_MESSAGES } from '@groundwork/shared';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateVendor } from '../api/use-create-vendor';
import { EMPTY_VENDOR, VendorForm } from '../components/vendor-form';
import { VendorList } from '../components/vendor-list';
import { VendorPermissionNotice } from '../components/vendor-permission-notice';

/** Vendor Setup: the add-vendor form (for job-cost writers) above the vendor list with compliance. */
export function VendorSetupPage() {
  useDocumentTitle('Vendor Setup');
  const canRead = useCan('jobcost:read');
  const canWrite = useCan('jobcost:write');
  const createVendor = useCreateVendor();

  const onSave = async (values: TVendorInput): Promise<boolean> => {
    try {
      await createVendor.mutateAsync(values);
      toast.success(VENDOR_MESSAGES.created);
      return true;
    } catch (error) {
      console.error('Creating the vendor failed', error);
      toast.error(errorMessage(error, VENDOR_MESSAGES.createFailed));
      return false;
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title="Vendor Setup" subtitle="Add and manage your vendors and suppliers" />
      {canRead ? null : <VendorPermissionNotice />}
      {canWrite ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Add Vendor</h2>
            </CardTitle>
            <CardDescription>Vendor IDs have the format V-XXXX (4 letters or digits).</CardDescription>
          </CardHeader>
          <CardContent>
            <VendorForm
              label="Add Vendor"
              idPrefix="new-vendor"
              vendorId={null}
              maskedTaxId={null}
              defaultValues={EMPTY_VENDOR}
              submitLabel="Save Vendor"
              isSaving={createVendor.isPending}
              onSave={onSave}
            />
          </CardContent>
        </Card>
      ) : null}
      {canRead ? (
        <Card>
          <CardContent>
            <VendorList />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
