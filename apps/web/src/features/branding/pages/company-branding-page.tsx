import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrganization } from '../api/use-organization';
import { BrandingEditor } from '../components/branding-editor';
import { BrandingSkeleton } from '../components/branding-skeleton';
import { useDefaultLogo } from '../hooks/use-default-logo';

/** Spec §2 Company Branding: logo, brand colours and a preview; editable by company editors. */
export function CompanyBrandingPage() {
  useDocumentTitle('Company Branding');
  const query = useOrganization();
  const canEdit = useCan('company:edit');
  const organization = query.data ?? null;
  const { isSettingUp } = useDefaultLogo(organization, canEdit);

  if (query.isPending) return <BrandingSkeleton />;
  if (!organization) {
    return (
      <p role="alert" className="mx-auto max-w-6xl text-destructive">
        {errorMessage(query.error, 'No organization found')}
      </p>
    );
  }
  return (
    // A saved change (or the default logo arriving) starts the editor over from the saved values.
    <BrandingEditor
      key={`${organization.id}:${organization.updated_at}`}
      organization={organization}
      canEdit={canEdit}
      isSettingUpDefault={isSettingUp}
    />
  );
}
