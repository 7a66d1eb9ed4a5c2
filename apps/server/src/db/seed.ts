import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { organizations } from './schema/index.ts';

export const INTERNAL_ORG_NAME = 'Groundwork';

/** The product's own organization (is_internal), created on first start. Idempotent. */
export async function ensureInternalOrganization(db: Db): Promise<string> {
  const existing = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.isInternal, true))
    .limit(1);
  if (existing[0]) return existing[0].id;
  const inserted = await db
    .insert(organizations)
    .values({
      name: INTERNAL_ORG_NAME,
      isInternal: true,
      subscriptionTier: 'enterprise',
      companyNumber: 'GRND-001',
    })
    .onConflictDoNothing()
    .returning({ id: organizations.id });
  if (inserted[0]) return inserted[0].id;
  const again = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.isInternal, true));
  if (!again[0]) throw new Error('Could not create the internal organization');
  return again[0].id;
}
