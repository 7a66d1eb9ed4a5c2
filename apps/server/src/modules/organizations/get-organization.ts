import type { TOrganization } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { organizationJson } from '../me/get-me.ts';
import { OrganizationErrors } from './organizations.errors.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

/**
 * The caller's organization row. `forUpdate` locks it until the transaction ends: writers of the
 * organization and of its limited children (departments) queue behind one another.
 */
export async function findOrganizationRow(
  tx: Db,
  caller: TenantCaller,
  options: { forUpdate?: boolean } = {},
): Promise<OrganizationRow> {
  const query = tx.select().from(organizations).where(eq(organizations.id, caller.organizationId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw OrganizationErrors.notFound();
  return row;
}

export async function getOrganization(tx: Db, caller: TenantCaller): Promise<TOrganization> {
  return organizationJson(await findOrganizationRow(tx, caller));
}
