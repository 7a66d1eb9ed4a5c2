import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { costCategories } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { CostCategoryErrors, violatedForeignKey } from './cost-categories.errors.ts';
import { getCostCategory } from './cost-category-json.ts';

/**
 * Deletes a category for good. Once budgets and cost records point at categories, their foreign keys
 * refuse the delete of one in use; that answers 409 with a message, never a server error.
 */
export async function deleteCostCategory(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await getCostCategory(tx, caller, id);
  await tx
    .delete(costCategories)
    .where(and(eq(costCategories.organizationId, caller.organizationId), eq(costCategories.id, id)))
    .catch((err: unknown) => {
      if (violatedForeignKey(err) !== null) throw CostCategoryErrors.inUse();
      throw err;
    });
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'delete_cost_category',
    entity: 'cost_categories',
    entityId: id,
    before,
    requestId: caller.requestId,
  });
}
