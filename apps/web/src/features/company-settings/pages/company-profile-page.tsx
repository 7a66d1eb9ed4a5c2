import { formatLongDateTime } from '@groundwork/shared';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BasicInformationCard } from '../components/basic-information-card';
import { ContactInformationCard } from '../components/contact-information-card';
import { OrganizationState } from '../components/organization-state';
import { PermissionNotice } from '../components/permission-notice';

/** Spec §2 Company Profile: two cards, each with its own edit toggle, and when it was last updated. */
export function CompanyProfilePage() {
  useDocumentTitle('Company Profile');
  const canEdit = useCan('company:edit');

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title="Company Profile" subtitle="Your company's basic and contact information" />
      {canEdit ? null : <PermissionNotice />}
      <OrganizationState label="Loading company profile">
        {(organization) => (
          <>
            <div className="grid gap-6">
              <BasicInformationCard organization={organization} canEdit={canEdit} />
              <ContactInformationCard organization={organization} canEdit={canEdit} />
            </div>
            <p className="text-muted-foreground text-sm">
              Last updated:{' '}
              <time dateTime={organization.updated_at}>{formatLongDateTime(organization.updated_at)}</time>
            </p>
          </>
        )}
      </OrganizationState>
    </div>
  );
}
