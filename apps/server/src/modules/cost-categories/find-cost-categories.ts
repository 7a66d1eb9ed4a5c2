import type { TCostCategory } from '@groundwork/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { costCategories } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { costCategoryJson, selectCostCategories } from './cost-category-json.ts';

/** The organization's cost categories ordered by code, active and inactive (spec §7). */
export async function findCostCategories(tx: Db, caller: TenantCaller): Promise<TCostCategory[]> {
  const rows = await selectCostCategories(tx)
    .where(eq(costCategories.organizationId, caller.organizationId))
    .orderBy(asc(costCategories.code));
  return rows.map((row) => costCategoryJson(row.category, row));
}
