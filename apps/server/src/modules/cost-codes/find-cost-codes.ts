import type { TCostCode } from '@groundwork/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { standardCostCodes } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { type CostCodeRow, costCodeJson } from './cost-code-json.ts';

/** The organization's active cost codes ordered by code (spec §7). */
export async function findCostCodes(tx: Db, caller: TenantCaller): Promise<TCostCode[]> {
  const rows = await tx
    .select()
    .from(standardCostCodes)
    .where(
      and(eq(standardCostCodes.organizationId, caller.organizationId), eq(standardCostCodes.isActive, true)),
    )
    .orderBy(asc(standardCostCodes.code));
  return rows.map(costCodeJson);
}

/** Every cost code of the organization, active or not: uniqueness and parents count them all. */
export async function findAllCostCodeRows(tx: Db, caller: TenantCaller): Promise<CostCodeRow[]> {
  return tx
    .select()
    .from(standardCostCodes)
    .where(eq(standardCostCodes.organizationId, caller.organizationId))
    .orderBy(asc(standardCostCodes.code));
}
