import { LayersIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BusinessSettingsCard } from '../components/business-settings-card';
import { DepartmentsCard } from '../components/departments-card';
import { JobCostSettingsCard } from '../components/job-cost-settings-card';
import { OrganizationState } from '../components/organization-state';
import { PayablesSettingsCard } from '../components/payables-settings-card';
import { PermissionNotice } from '../components/permission-notice';

/**
 * Spec §2 Business Settings: default currency, fiscal year end, the departments switch, job cost
 * settings (issue 14), payables settings (issue 16) and, once departments are on, their management.
 */
export function BusinessSettingsPage() {
  useDocumentTitle('Business Settings');
  const canEdit = useCan('company:edit');

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title="Business Settings" subtitle="Currency, fiscal year and departments" />
      {canEdit ? null : <PermissionNotice />}
      <OrganizationState label="Loading business settings">
        {(organization) => (
          <>
            <BusinessSettingsCard organization={organization} canEdit={canEdit} />
            <JobCostSettingsCard organization={organization} canEdit={canEdit} />
            <PayablesSettingsCard organization={organization} canEdit={canEdit} />
            {organization.departments_enabled ? (
              <DepartmentsCard canEdit={canEdit} />
            ) : (
              <Card>
                <CardContent className="flex items-center gap-3 text-muted-foreground text-sm">
                  <LayersIcon aria-hidden="true" className="size-5 shrink-0" />
                  <p>
                    Departments are turned off.
                    {canEdit ? ' Turn on “Enable departments” and save to manage them.' : ''}
                  </p>
                </CardContent>
              </Card>
            )}
          </>
        )}
      </OrganizationState>
    </div>
  );
}
