import type { TFunctionResult, TSetupCompany } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, userRoles } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';
import { insertStartingData } from '../organizations/starting-data.ts';

export const SETUP_COMPANY_MESSAGES = {
  created: 'Your company has been created. You are its administrator.',
  alreadyMember: 'Your account already belongs to a company.',
} as const;

/**
 * setup-company: a person who signed up on their own starts their own company (trial tier) and
 * becomes its company_admin, with the company's starting data (insertStartingData).
 */
export async function setupCompany(
  tx: Db,
  auth: RequestAuth,
  input: TSetupCompany,
  requestId?: string,
): Promise<TFunctionResult> {
  const mine = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.userId, auth.userId))
    .limit(1);
  if (mine.length > 0) return { success: false, message: SETUP_COMPANY_MESSAGES.alreadyMember };
  const [org] = await tx
    .insert(organizations)
    .values({ name: input.companyName, subscriptionTier: 'trial' })
    .returning();
  if (!org) throw new Error('organization insert failed');
  const [role] = await tx
    .insert(userRoles)
    .values({ userId: auth.userId, organizationId: org.id, role: 'company_admin' })
    .returning();
  await insertStartingData(tx, org.id, auth.userId);
  await audit(tx, {
    organizationId: org.id,
    actorId: auth.userId,
    action: 'setup_company',
    entity: 'organizations',
    entityId: org.id,
    after: { organization: org, role },
    requestId,
  });
  return { success: true, message: SETUP_COMPANY_MESSAGES.created };
}
