import type { TOrganization, TUpdateOrganizationBusiness } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { organizationJson } from '../me/get-me.ts';
import { findOrganizationRow } from './get-organization.ts';
import { OrganizationErrors } from './organizations.errors.ts';

/**
 * Saves the business settings (spec §5, §7): currency, fiscal year end (MM-DD), the departments
 * switch (whether employees must be assigned a department always follows it), the default retainage
 * of new subcontracts and whether expired vendor insurance blocks new commitments (issue 14); who
 * approves vendor invoices, whether expired insurance holds them, and which lien waivers payments and
 * retainage releases wait for (issue 16).
 */
export async function updateOrganizationBusiness(
  tx: Db,
  caller: TenantCaller,
  input: TUpdateOrganizationBusiness,
): Promise<TOrganization> {
  const before = await findOrganizationRow(tx, caller, { forUpdate: true });
  const [row] = await tx
    .update(organizations)
    .set({
      defaultCurrency: input.default_currency,
      fiscalYearEnd: input.fiscal_year_end,
      departmentsEnabled: input.departments_enabled,
      departmentsRequireAssignment: input.departments_enabled,
      defaultRetainageBps: input.default_retainage_bps,
      complianceBlocksCommitments: input.compliance_blocks_commitments,
      apApprover: input.ap_approver,
      complianceBlocksPayables: input.compliance_blocks_payables,
      requireConditionalWaiver: input.require_conditional_waiver,
      requireFinalWaiverForRelease: input.require_final_waiver_for_release,
      updatedAt: new Date(),
    })
    .where(eq(organizations.id, caller.organizationId))
    .returning();
  if (!row) throw OrganizationErrors.notFound();
  const organization = organizationJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_organization_business',
    entity: 'organizations',
    entityId: caller.organizationId,
    before: organizationJson(before),
    after: organization,
    requestId: caller.requestId,
  });
  return organization;
}
