import type { TOrganization, TUpdateOrganizationProfile } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { organizationJson } from '../me/get-me.ts';
import { findOrganizationRow } from './get-organization.ts';
import { COMPANY_NUMBER_INDEX, OrganizationErrors } from './organizations.errors.ts';

/**
 * Saves the company profile (spec §5 Company profile): each card sends its own fields, absent ones stay.
 * The company number is unique across all companies; the unique constraint decides, so two companies
 * saving the same number at once get one success and one 409, never a server error.
 */
export async function updateOrganizationProfile(
  tx: Db,
  caller: TenantCaller,
  input: TUpdateOrganizationProfile,
): Promise<TOrganization> {
  const before = await findOrganizationRow(tx, caller, { forUpdate: true });
  const [row] = await tx
    .update(organizations)
    .set({
      name: input.name,
      companyNumber: input.company_number,
      legalStructure: input.legal_structure,
      ein: input.ein,
      email: input.email,
      phone: input.phone,
      address: input.address,
      city: input.city,
      state: input.state,
      zip: input.zip,
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, caller.organizationId))
    .returning()
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === COMPANY_NUMBER_INDEX) throw OrganizationErrors.companyNumberTaken();
      throw err;
    });
  if (!row) throw OrganizationErrors.notFound();
  const organization = organizationJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_organization_profile',
    entity: 'organizations',
    entityId: caller.organizationId,
    before: organizationJson(before),
    after: organization,
    requestId: caller.requestId,
  });
  return organization;
}
