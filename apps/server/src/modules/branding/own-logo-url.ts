import { LOGO_BUCKET, logoObjectPath } from '@groundwork/shared';
import type { TenantCaller } from '../../lib/api-route.ts';
import { ownerOrganization, parseObjectPath } from '../../storage/object-key.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { BrandingErrors } from './branding.errors.ts';

/**
 * A logo URL may only point at an object that exists in the caller's own folder of the logo bucket,
 * served by this product at its configured SITE_URL. Everyone in the organization loads the logo in the
 * app shell, so a foreign URL would be a tracking pixel at best. The origin the request came to is not
 * trusted: it is built from the Host header, which the caller chooses.
 */
export async function assertOwnLogoUrl(
  store: ObjectStore,
  caller: TenantCaller,
  logoUrl: string,
  siteUrl: string,
): Promise<void> {
  const path = logoObjectPath(logoUrl);
  const key = path === null ? null : parseObjectPath(LOGO_BUCKET, path);
  const isOwnFolder = key !== null && ownerOrganization(key) === caller.organizationId;
  if (!key || !isOwnFolder || new URL(logoUrl).origin !== new URL(siteUrl).origin)
    throw BrandingErrors.logoNotInStore();
  if (!(await store.exists(key))) throw BrandingErrors.logoNotInStore();
}
