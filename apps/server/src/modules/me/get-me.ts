import type { TMe, TOrganization, TProfile, TUserRole } from '@groundwork/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, profiles, userRoles } from '../../db/schema/index.ts';
import { CommonErrors } from '../../lib/app-error.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';

type OrgRow = typeof organizations.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

export function organizationJson(o: OrgRow): TOrganization {
  return {
    id: o.id,
    name: o.name,
    company_number: o.companyNumber,
    legal_structure: o.legalStructure,
    ein: o.ein,
    email: o.email,
    phone: o.phone,
    address: o.address,
    city: o.city,
    state: o.state,
    zip: o.zip,
    default_currency: o.defaultCurrency,
    fiscal_year_end: o.fiscalYearEnd,
    departments_enabled: o.departmentsEnabled,
    departments_require_assignment: o.departmentsRequireAssignment,
    default_retainage_bps: o.defaultRetainageBps,
    compliance_blocks_commitments: o.complianceBlocksCommitments,
    ap_approver: o.apApprover,
    compliance_blocks_payables: o.complianceBlocksPayables,
    require_conditional_waiver: o.requireConditionalWaiver,
    require_final_waiver_for_release: o.requireFinalWaiverForRelease,
    logo_url: o.logoUrl,
    primary_brand_color: o.primaryBrandColor,
    secondary_brand_color: o.secondaryBrandColor,
    accent_brand_color: o.accentBrandColor,
    is_active: o.isActive,
    is_internal: o.isInternal,
    subscription_tier: o.subscriptionTier,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

export function profileJson(p: ProfileRow): TProfile {
  return {
    id: p.id,
    first_name: p.firstName,
    last_name: p.lastName,
    full_name: p.fullName,
    email: p.email,
    theme_preference: p.themePreference,
    created_at: p.createdAt.toISOString(),
    last_password_change: p.lastPasswordChange?.toISOString() ?? null,
    password_changed: p.passwordChanged,
    is_active: p.isActive,
  };
}

/** The signed-in person: profile, role records (first = their organization), and that organization. */
export async function getMe(tx: Db, auth: RequestAuth): Promise<TMe> {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, auth.userId));
  if (!profile) throw CommonErrors.notFound('Profile');
  const roles = await tx
    .select({
      userId: userRoles.userId,
      organizationId: userRoles.organizationId,
      role: userRoles.role,
      createdAt: userRoles.createdAt,
      organizationName: organizations.name,
    })
    .from(userRoles)
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(eq(userRoles.userId, auth.userId))
    .orderBy(asc(userRoles.createdAt), asc(userRoles.id));
  const [organization] = auth.organizationId
    ? await tx.select().from(organizations).where(eq(organizations.id, auth.organizationId))
    : [];
  return {
    profile: profileJson(profile),
    roles: roles.map(
      (r): TUserRole => ({
        user_id: r.userId,
        organization_id: r.organizationId,
        organization_name: r.organizationName,
        role: r.role,
        created_at: r.createdAt.toISOString(),
      }),
    ),
    organization: organization ? organizationJson(organization) : null,
    isInternal: auth.isInternal,
  };
}
