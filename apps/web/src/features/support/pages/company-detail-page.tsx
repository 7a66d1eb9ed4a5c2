import { SUPPORT_MESSAGES } from '@groundwork/shared';
import { Trash2Icon, Upload } from 'lucide-react';
import * as React from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { ListState } from '@/components/list-state';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetSupportCompany, useSupportCompanyUsers } from '../api/use-support-companies';
import { CompanyInfoCard } from '../components/company-info-card';
import { DeleteCompanyDialog } from '../components/delete-company-dialog';
import { CompanyStatusBadge, RoleBadge, UserStatusBadges } from '../components/support-badges';
import { lastSignIn, userName } from '../components/support-format';
import { useCompanyStatusConfirmation } from '../hooks/use-company-status-confirmation';
import type { TSupportCompanyDetail } from '../support-types';

function CompanyUsers({ companyId }: { companyId: string }) {
  const users = useSupportCompanyUsers(companyId);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Users</h2>
        </CardTitle>
        <CardDescription>Everyone with a role in this company</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState query={users} emptyText="No users in this company" errorText="Could not load users">
          {(data) => (
            <Table aria-label="Company users">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Last sign-in</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((user) => (
                  <TableRow key={`${user.user_id}-${user.role}`}>
                    <TableCell className="font-medium">{userName(user)}</TableCell>
                    <TableCell className="max-w-56 truncate">{user.email}</TableCell>
                    <TableCell>
                      <RoleBadge role={user.role} />
                    </TableCell>
                    <TableCell>
                      <UserStatusBadges status={user.status} isActive={user.is_active} />
                    </TableCell>
                    <TableCell className="text-sm">{lastSignIn(user.last_sign_in_at)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}

function CompanyView({ company }: { company: TSupportCompanyDetail }) {
  const isDirector = useCan('support:director');
  // Internal support imports a client company's books from the imports hub, on its behalf (issue 24).
  const canImport = useCan('imports:run');
  const navigate = useNavigate();
  const [isDeleting, setIsDeleting] = React.useState(false);
  const statusConfirmation = useCompanyStatusConfirmation();

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={company.name}
        subtitle={company.company_number ? `Company ${company.company_number}` : 'Company Details'}
        actions={
          <>
            <CompanyStatusBadge isActive={company.is_active} />
            {canImport ? (
              <Button asChild variant="outline">
                <Link to={`/imports?organization_id=${encodeURIComponent(company.id)}`}>
                  <Upload aria-hidden="true" />
                  Import data
                </Link>
              </Button>
            ) : null}
            {isDirector ? (
              <Button variant="outline" onClick={() => statusConfirmation.toggle(company)}>
                {company.is_active ? 'Deactivate' : 'Activate'}
              </Button>
            ) : null}
          </>
        }
      />
      <CompanyInfoCard company={company} />
      <CompanyUsers companyId={company.id} />
      {isDirector ? (
        <Card className="border-destructive/50">
          <CardHeader>
            <CardTitle asChild>
              <h2 className="text-destructive text-lg">Danger Zone</h2>
            </CardTitle>
            <CardDescription>
              Deleting the company removes it and everything it owns. This cannot be undone.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="destructive" onClick={() => setIsDeleting(true)}>
              <Trash2Icon aria-hidden /> Delete Company
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <DeleteCompanyDialog
        company={isDeleting ? company : null}
        onClose={() => setIsDeleting(false)}
        onDeleted={() => navigate('/customer-support/companies', { replace: true })}
      />
      <ConfirmActionDialog confirm={statusConfirmation.confirm} onClose={statusConfirmation.closeConfirm} />
    </div>
  );
}

/** /customer-support/companies/:id: information, users and (directors) the Danger Zone. */
export function CompanyDetailPage() {
  const { id = '' } = useParams();
  const company = useGetSupportCompany(id);
  useDocumentTitle(company.data?.name ?? 'Company Details');

  if (company.isPending) {
    return (
      <div role="status" aria-label="Loading company" className="mx-auto grid max-w-6xl grid-cols-1 gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (company.isError) {
    const isMissing = isNotFoundError(company.error);
    return (
      <NotFoundState
        title={isMissing ? SUPPORT_MESSAGES.companyNotFound : 'Could not load the company'}
        message={isMissing ? 'It may have been deleted.' : company.error.message}
        backHref="/customer-support/companies"
        backLabel="Back to Companies"
        onRetry={isMissing ? undefined : () => void company.refetch()}
      />
    );
  }
  return <CompanyView company={company.data} />;
}
