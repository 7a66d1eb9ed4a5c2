import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CommitmentList } from '../components/commitment-list';
import { CommitmentPermissionNotice } from '../components/commitment-permission-notice';

/** Subcontract Setup: the company's subcontracts and purchase orders, and the way to add one. */
export function SubcontractSetupPage() {
  useDocumentTitle('Subcontract Setup');
  const canRead = useCan('jobcost:read');
  const canWrite = useCan('jobcost:write');
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Subcontract Setup"
        subtitle="Set up subcontracts with your subcontractors"
        actions={
          canWrite ? (
            <>
              <Button asChild>
                <Link to="/subcontracts/new?kind=subcontract">
                  <PlusIcon aria-hidden="true" />
                  New subcontract
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/subcontracts/new?kind=purchase_order">
                  <PlusIcon aria-hidden="true" />
                  New purchase order
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      {canRead ? (
        <Card>
          <CardContent>
            <CommitmentList />
          </CardContent>
        </Card>
      ) : (
        <CommitmentPermissionNotice />
      )}
    </div>
  );
}
