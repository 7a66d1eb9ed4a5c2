import { AlertTriangleIcon, SettingsIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/features/auth/api/use-can';
import { EmployeeCertifiedTab } from '@/features/certified-payroll/setup/components/employee-certified-tab';
import { isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEmployeePay } from '../api/use-employee-pay';
import { workersCompApi } from '../api/use-payroll-settings';
import { BankAccountsCard } from '../components/bank-accounts-card';
import { DeductionsCard } from '../components/deductions-card';
import { PayProfileForm } from '../components/pay-profile-form';
import { PayRatesCard } from '../components/pay-rates-card';
import { StateWithholdingsCard } from '../components/state-withholdings-card';

/**
 * /employees/:id/pay — one employee's pay setup in tabs: Pay (profile and rates), W-4, State,
 * Deductions, Direct deposit. Payroll readers see it (SSN and account numbers masked); payroll writers
 * change it; admins and accountants may reveal the whole numbers (audited).
 */
export function EmployeePayPage() {
  const { id = '' } = useParams();
  const setup = useEmployeePay(id);
  const classes = workersCompApi.useList();
  const canEdit = useCan('payroll:write');
  const canReveal = useCan('payroll:sensitive');
  const canReadCertified = useCan('certified:read');
  useDocumentTitle(setup.data ? `Pay setup — ${setup.data.employee.name}` : 'Employee Pay Setup');

  if (setup.isPending) {
    return (
      <div className="mx-auto max-w-6xl">
        <LoadingRows label="Loading the pay setup" rows={6} />
      </div>
    );
  }
  if (setup.isError) {
    return isNotFoundError(setup.error) ? (
      <NotFoundState
        title="Employee not found"
        message="This employee does not exist in your company."
        backHref="/employees/setup"
        backLabel="Back to employees"
      />
    ) : (
      <NotFoundState
        title="Could not load the pay setup"
        message={setup.error.message}
        backHref="/employees/setup"
        backLabel="Back to employees"
        onRetry={() => void setup.refetch()}
      />
    );
  }
  const { employee, profile } = setup.data;
  const wc = classes.data?.items ?? [];

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4">
      <PageHeader
        title={`Pay setup — ${employee.name}`}
        subtitle={[employee.job_title, employee.email].filter(Boolean).join(' · ')}
        actions={
          <Button asChild variant="outline">
            <Link to="/payroll/settings">
              <SettingsIcon aria-hidden="true" />
              Payroll settings
            </Link>
          </Button>
        }
      />
      {canEdit ? null : (
        <p className="text-muted-foreground text-sm">
          Read only{canReveal ? '' : ': social security and account numbers are masked'}.
        </p>
      )}
      {setup.data.warnings.length > 0 ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/5 p-3 text-sm"
        >
          <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 text-amber-600" />
          <ul className="grid gap-1">
            {setup.data.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Tabs defaultValue="pay">
        <TabsList aria-label="Pay setup sections" className="h-auto flex-wrap justify-start">
          <TabsTrigger value="pay">Pay</TabsTrigger>
          <TabsTrigger value="w4">
            W-4 {profile.w4_version ? null : <Badge variant="outline">missing</Badge>}
          </TabsTrigger>
          <TabsTrigger value="state">State ({setup.data.state_withholdings.length})</TabsTrigger>
          <TabsTrigger value="deductions">
            Deductions ({setup.data.deductions.filter((d) => d.is_active).length})
          </TabsTrigger>
          <TabsTrigger value="deposit">
            Direct deposit ({setup.data.bank_accounts.filter((a) => a.is_active).length})
          </TabsTrigger>
          {canReadCertified ? <TabsTrigger value="fringes">Fringe plans · apprenticeship</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="pay">
          <Card>
            <CardContent className="grid gap-8">
              <PayProfileForm
                key={profile.updated_at ?? 'new'}
                employeeId={id}
                profile={profile}
                section="pay"
                canEdit={canEdit}
                canReveal={canReveal}
                workersCompClasses={wc}
              />
              <PayRatesCard employeeId={id} rates={setup.data.rates} canEdit={canEdit} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="w4">
          <Card>
            <CardContent>
              <PayProfileForm
                key={profile.updated_at ?? 'new'}
                employeeId={id}
                profile={profile}
                section="w4"
                canEdit={canEdit}
                canReveal={canReveal}
                workersCompClasses={wc}
              />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="state">
          <Card>
            <CardContent>
              <StateWithholdingsCard
                employeeId={id}
                certificates={setup.data.state_withholdings}
                canEdit={canEdit}
              />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="deductions">
          <Card>
            <CardContent>
              <DeductionsCard employeeId={id} deductions={setup.data.deductions} canEdit={canEdit} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="deposit">
          <Card>
            <CardContent>
              <BankAccountsCard
                employeeId={id}
                accounts={setup.data.bank_accounts}
                canEdit={canEdit}
                canReveal={canReveal}
              />
            </CardContent>
          </Card>
        </TabsContent>
        {canReadCertified ? (
          <TabsContent value="fringes">
            <Card>
              <CardContent>
                <EmployeeCertifiedTab employeeId={id} />
              </CardContent>
            </Card>
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}
