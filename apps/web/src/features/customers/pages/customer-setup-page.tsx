import { CUSTOMER_MESSAGES, type TCustomerInput } from '@groundwork/shared';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateCustomer } from '../api/use-create-customer';
import { CustomerForm, EMPTY_CUSTOMER } from '../components/customer-form';
import { CustomerList } from '../components/customer-list';

/** Spec §2 Customer Setup: the add-customer form (for those who may write) above the customer list. */
export function CustomerSetupPage() {
  useDocumentTitle('Customer Setup');
  const canWrite = useCan('customers:write');
  const createCustomer = useCreateCustomer();

  const onSave = async (values: TCustomerInput): Promise<boolean> => {
    try {
      await createCustomer.mutateAsync(values);
      toast.success(CUSTOMER_MESSAGES.created);
      return true;
    } catch (error) {
      console.error('Creating the customer failed', error);
      toast.error(errorMessage(error, CUSTOMER_MESSAGES.createFailed));
      return false;
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title="Customer Setup" subtitle="Add and manage your customers" />
      {canWrite ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Add Customer</h2>
            </CardTitle>
            <CardDescription>Customer IDs have the format C-XXXX (4 letters or digits).</CardDescription>
          </CardHeader>
          <CardContent>
            <CustomerForm
              label="Add Customer"
              idPrefix="new-customer"
              customerId={null}
              defaultValues={EMPTY_CUSTOMER}
              submitLabel="Save Customer"
              isSaving={createCustomer.isPending}
              onSave={onSave}
            />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardContent>
          <CustomerList />
        </CardContent>
      </Card>
    </div>
  );
}
