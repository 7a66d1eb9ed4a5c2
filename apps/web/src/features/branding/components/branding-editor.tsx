import type { TOrganization } from '@groundwork/shared';
import {
  BRANDING_MESSAGES,
  type TBrandingForm,
  ZBrandingForm,
} from '@groundwork/shared/branding/branding.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon } from 'lucide-react';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useUpdateBranding } from '../api/use-update-branding';
import { useLogoUpload } from '../hooks/use-logo-upload';
import { BrandColorsCard } from './brand-colors-card';
import { BrandPreviewCard } from './brand-preview-card';
import { BrandingPermissionNote } from './branding-permission-note';
import { LogoCard } from './logo-card';

function savedValues(organization: TOrganization): TBrandingForm {
  return {
    primary_brand_color: organization.primary_brand_color,
    secondary_brand_color: organization.secondary_brand_color,
    accent_brand_color: organization.accent_brand_color,
  };
}

/**
 * Spec §2, §4: view, then editing (Edit), then saved (Save Branding) or cancelled (Cancel resets the
 * logo and the colours). A new logo's extracted colours fill the form; nothing is saved until Save.
 */
export function BrandingEditor({
  organization,
  canEdit,
  isSettingUpDefault,
}: {
  organization: TOrganization;
  canEdit: boolean;
  isSettingUpDefault: boolean;
}) {
  const [isEditing, setIsEditing] = React.useState(false);
  const [logoUrl, setLogoUrl] = React.useState(organization.logo_url);
  const form = useForm<TBrandingForm>({
    resolver: zodResolver(ZBrandingForm),
    defaultValues: savedValues(organization),
    mode: 'onChange',
  });
  const updateBranding = useUpdateBranding();
  const upload = useLogoUpload(organization.id, setLogoUrl, (colors) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('primary_brand_color', colors.primary, options);
    form.setValue('secondary_brand_color', colors.secondary, options);
    form.setValue('accent_brand_color', colors.accent, options);
  });
  const colors = form.watch();
  const { isDirty, isValid } = form.formState;
  const hasChanges = isDirty || logoUrl !== organization.logo_url;
  const canSave = hasChanges && isValid && !updateBranding.isPending && !upload.isBusy;
  // The logo shown: the saved one, or a freshly uploaded one while editing.
  const shownLogo = isEditing ? logoUrl : organization.logo_url;

  const cancel = () => {
    form.reset(savedValues(organization));
    setLogoUrl(organization.logo_url);
    setIsEditing(false);
  };

  const save = form.handleSubmit(async (values) => {
    try {
      const saved = await updateBranding.mutateAsync({ logo_url: logoUrl, ...values });
      form.reset(savedValues(saved));
      setLogoUrl(saved.logo_url);
      setIsEditing(false);
      toast.success(BRANDING_MESSAGES.brandingSaved);
    } catch (error) {
      console.error('Saving the branding failed', error);
      toast.error(BRANDING_MESSAGES.saveFailedTitle, { description: BRANDING_MESSAGES.saveFailed });
    }
  });

  const actions = !canEdit ? null : isEditing ? (
    <>
      <Button variant="outline" disabled={updateBranding.isPending} onClick={cancel}>
        Cancel
      </Button>
      <Button type="submit" form="branding-form" disabled={!canSave}>
        {updateBranding.isPending ? <ButtonSpinner /> : null}
        Save Branding
      </Button>
    </>
  ) : (
    <Button variant="outline" aria-pressed={false} onClick={() => setIsEditing(true)}>
      <PencilIcon aria-hidden="true" />
      Edit
    </Button>
  );

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader title="Company Branding" subtitle="Your logo and brand colors" actions={actions} />
      {canEdit ? null : <BrandingPermissionNote />}
      <form
        id="branding-form"
        aria-label="Company branding"
        noValidate
        aria-busy={updateBranding.isPending}
        onSubmit={save}
        className="grid items-start gap-6 lg:grid-cols-2"
      >
        <div className="grid gap-6">
          <LogoCard
            logoUrl={shownLogo}
            organizationName={organization.name}
            isEditing={isEditing}
            isSettingUpDefault={isSettingUpDefault}
            uploadState={upload.state}
            onFile={upload.upload}
          />
          <BrandColorsCard form={form} isEditing={isEditing} />
        </div>
        <BrandPreviewCard
          logoUrl={shownLogo}
          organizationName={organization.name}
          primary={colors.primary_brand_color}
          secondary={colors.secondary_brand_color}
          accent={colors.accent_brand_color}
        />
      </form>
    </div>
  );
}
