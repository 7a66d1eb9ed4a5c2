import type { TOrganization } from '@groundwork/shared';
import { DEFAULT_BRAND_COLORS } from '@groundwork/shared/branding/branding.constants';
import * as React from 'react';
import { extractBrandColors } from '../api/extract-brand-colors';
import { uploadLogo } from '../api/logo-storage';
import { useUpdateBranding } from '../api/use-update-branding';

const DEFAULT_LOGO_PATH = '/default-logo.svg';
/** Organizations set up in this page load: StrictMode's double effect must not upload twice. */
const started = new Set<string>();

/**
 * Spec §4: an organization without a logo, opened by someone who may edit, gets the default logo
 * uploaded, its colours extracted and both saved — once.
 */
export function useDefaultLogo(organization: TOrganization | null, canEdit: boolean) {
  const updateBranding = useUpdateBranding();
  const { mutateAsync } = updateBranding;
  const [isSettingUp, setIsSettingUp] = React.useState(false);
  const needsLogo = organization !== null && organization.logo_url === null && canEdit;
  const organizationId = organization?.id;

  React.useEffect(() => {
    if (!needsLogo || !organizationId || started.has(organizationId)) return;
    started.add(organizationId);
    setIsSettingUp(true);
    (async () => {
      const response = await fetch(DEFAULT_LOGO_PATH);
      if (!response.ok) throw new Error(`The default logo could not be loaded (HTTP ${response.status})`);
      const logo = new Blob([await response.arrayBuffer()], { type: 'image/svg+xml' });
      const logoUrl = await uploadLogo(organizationId, logo);
      const extracted = await extractBrandColors(logoUrl).catch(() => null);
      const colors = extracted && !extracted.fallback ? extracted.colors : DEFAULT_BRAND_COLORS;
      await mutateAsync({
        logo_url: logoUrl,
        primary_brand_color: colors.primary,
        secondary_brand_color: colors.secondary,
        accent_brand_color: colors.accent,
      });
    })()
      .catch((error: unknown) => {
        // The page still works without a logo; the next visit tries again.
        console.error('Setting up the default logo failed', error);
        started.delete(organizationId);
      })
      .finally(() => setIsSettingUp(false));
  }, [needsLogo, organizationId, mutateAsync]);

  return { isSettingUp };
}
