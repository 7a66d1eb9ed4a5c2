import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';

/**
 * Serializes writes to one organization's cost-code list until the transaction ends, so the checks in
 * code (unique codes, parents) see every earlier save. The database's constraints still decide last.
 */
export async function lockCostCodes(tx: Db, caller: TenantCaller): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('standard_cost_codes'), hashtext(${caller.organizationId}))`,
  );
}

/** Checks the deferred parent foreign key now rather than at commit, so its violation can be worded. */
export async function checkCostCodeParents(tx: Db): Promise<void> {
  await tx.execute(sql`set constraints standard_cost_codes_parent_fk immediate`);
}
