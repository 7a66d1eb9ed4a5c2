import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { BillingTabs } from '@/features/receivables/components/billing-tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BillingPermissionNotice } from '../components/billing-permission-notice';
import { NewApplicationDialog } from '../components/new-application-dialog';
import { PayApplicationList } from '../components/pay-application-list';

/** Billing: the company's pay applications, and the way to start the next one for a job. */
export function BillingPage() {
  useDocumentTitle('Billing');
  const canRead = useCan('billing:read');
  const canWrite = useCan('billing:write');
  const [isCreating, setIsCreating] = React.useState(false);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Billing"
        subtitle="Bill customers for work completed on their jobs"
        actions={
          canWrite ? (
            <Button onClick={() => setIsCreating(true)}>
              <PlusIcon aria-hidden="true" />
              New application
            </Button>
          ) : null
        }
      />
      <BillingTabs />
      {canRead ? (
        <Card>
          <CardContent>
            <PayApplicationList />
          </CardContent>
        </Card>
      ) : (
        <BillingPermissionNotice />
      )}
      {canWrite ? <NewApplicationDialog isOpen={isCreating} onOpenChange={setIsCreating} /> : null}
    </div>
  );
}
