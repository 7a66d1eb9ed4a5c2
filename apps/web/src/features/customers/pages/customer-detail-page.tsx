import {
  CUSTOMER_MESSAGES,
  type TCustomer,
  type TCustomerFormValues,
  type TCustomerInput,
} from '@groundwork/shared';
import { PlusIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { ActiveBadge } from '@/components/active-badge';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/auth/api/use-can';
import { JobList } from '@/features/jobs/components/job-list';
import { CustomerReceivableCard } from '@/features/receivables/components/customer-receivable-card';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetCustomer } from '../api/use-get-customer';
import { useUpdateCustomer } from '../api/use-update-customer';
import { CustomerDetails } from '../components/customer-details';
import { CustomerForm } from '../components/customer-form';
import { CustomerStatusDialog } from '../components/customer-status-dialog';

function formValues(customer: TCustomer): TCustomerFormValues {
  return {
    customer_number: customer.customer_number,
    name: customer.name,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    address: customer.address ?? '',
    city: customer.city ?? '',
    state: customer.state ?? '',
    zip: customer.zip ?? '',
  };
}

function CustomerView({ customer }: { customer: TCustomer }) {
  const canWrite = useCan('customers:write');
  const canWriteJobs = useCan('jobs:write');
  const updateCustomer = useUpdateCustomer(customer.id);

  const onSave = async (values: TCustomerInput): Promise<boolean> => {
    try {
      await updateCustomer.mutateAsync(values);
      toast.success(CUSTOMER_MESSAGES.updated);
      return true;
    } catch (error) {
      console.error('Updating the customer failed', error);
      toast.error(errorMessage(error, CUSTOMER_MESSAGES.updateFailed));
      return false;
    }
  };

  const onStatusChange = async (isActive: boolean): Promise<boolean> => {
    try {
      await updateCustomer.mutateAsync({ is_active: isActive });
      toast.success(isActive ? 'Customer reactivated' : 'Customer deactivated');
      return true;
    } catch (error) {
      console.error('Changing the customer status failed', error);
      toast.error(errorMessage(error, CUSTOMER_MESSAGES.updateFailed));
      return false;
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={customer.name}
        subtitle={`Customer ${customer.customer_number}`}
        actions={
          <>
            <ActiveBadge isActive={customer.is_active} />
            {canWrite ? (
              <CustomerStatusDialog
                customer={customer}
                isPending={updateCustomer.isPending}
                onConfirm={onStatusChange}
              />
            ) : null}
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{canWrite ? 'Edit Customer' : 'Customer Details'}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {canWrite ? (
            <CustomerForm
              // A saved or reloaded customer starts the form again from its values.
              key={customer.updated_at}
              label="Edit Customer"
              idPrefix="customer"
              customerId={customer.id}
              defaultValues={formValues(customer)}
              submitLabel="Save Changes"
              isSaving={updateCustomer.isPending}
              onSave={onSave}
            />
          ) : (
            <CustomerDetails customer={customer} />
          )}
        </CardContent>
      </Card>
      <CustomerReceivableCard customerId={customer.id} />
      <Card>
        <CardContent>
          <JobList
            customerId={customer.id}
            heading="Jobs for this customer"
            actions={
              canWriteJobs && customer.is_active ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={`/jobs/setup?customerId=${encodeURIComponent(customer.id)}`}>
                    <PlusIcon aria-hidden="true" />
                    New job
                  </Link>
                </Button>
              ) : null
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}

export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const customer = useGetCustomer(id);
  useDocumentTitle(customer.data?.name ?? 'Customer');

  if (customer.isPending) {
    return (
      <div role="status" aria-label="Loading customer" className="mx-auto grid max-w-6xl grid-cols-1 gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (customer.isError) {
    const isMissing = isNotFoundError(customer.error);
    return (
      <NotFoundState
        title={isMissing ? CUSTOMER_MESSAGES.notFound : 'Could not load the customer'}
        message={
          isMissing ? 'It may have been removed, or it belongs to another company.' : customer.error.message
        }
        backHref="/customers/setup"
        backLabel="Back to Customer Setup"
        onRetry={isMissing ? undefined : () => void customer.refetch()}
      />
    );
  }
  return <CustomerView customer={customer.data} />;
}
