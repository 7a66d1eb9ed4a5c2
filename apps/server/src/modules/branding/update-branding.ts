import type { TOrganization, TUpdateBranding } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { organizationJson } from '../me/get-me.ts';
import { BrandingErrors } from './branding.errors.ts';

/** Saves the logo URL and the three brand colours of the caller's organization (spec §7), audited. */
export async function updateBranding(
  tx: Db,
  caller: TenantCaller,
  input: TUpdateBranding,
): Promise<TOrganization> {
  const [before] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.id, caller.organizationId))
    .for('update');
  if (!before) throw BrandingErrors.organizationNotFound();
  const [row] = await tx
    .update(organizations)
    .set({
      logoUrl: input.logo_url,
      primaryBrandColor: input.primary_brand_color,
      secondaryBrandColor: input.secondary_brand_color,
      accentBrandColor: input.accent_brand_color,
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, caller.organizationId))
    .returning();
  if (!row) throw BrandingErrors.organizationNotFound();
  const organization = organizationJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_branding',
    entity: 'organizations',
    entityId: caller.organizationId,
    before: brandingOf(organizationJson(before)),
    after: brandingOf(organization),
    requestId: caller.requestId,
  });
  return organization;
}

const brandingOf = (o: TOrganization) => ({
  logo_url: o.logo_url,
  primary_brand_color: o.primary_brand_color,
  secondary_brand_color: o.secondary_brand_color,
  accent_brand_color: o.accent_brand_color,
});
