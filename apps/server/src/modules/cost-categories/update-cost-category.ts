import type { TCostCategory, TUpdateCostCategory } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { costCategories } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { findActiveAccount } from '../chart-of-accounts/find-accounts.ts';
import { COST_CATEGORY_CODE_INDEX, CostCategoryErrors } from './cost-categories.errors.ts';
import { getCostCategory } from './cost-category-json.ts';

/**
 * Edits a category: code (still unique), description, GL account (an active one of the company; the
 * current one may stay even if it was deactivated since) or is_active to deactivate and reactivate.
 */
export async function updateCostCategory(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateCostCategory,
): Promise<TCostCategory> {
  const before = await getCostCategory(tx, caller, id);
  if (input.gl_account_id !== undefined && input.gl_account_id !== before.gl_account_id) {
    if (!(await findActiveAccount(tx, caller, input.gl_account_id)))
      throw CostCategoryErrors.glAccountInactive();
  }
  await tx
    .update(costCategories)
    .set({
      code: input.code,
      description: input.description,
      glAccountId: input.gl_account_id,
      isActive: input.is_active,
      updatedAt: new Date(),
    })
    .where(and(eq(costCategories.organizationId, caller.organizationId), eq(costCategories.id, id)))
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === COST_CATEGORY_CODE_INDEX) {
        throw CostCategoryErrors.codeTaken(input.code ?? before.code);
      }
      throw err;
    });
  const after = await getCostCategory(tx, caller, id);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_cost_category',
    entity: 'cost_categories',
    entityId: id,
    before,
    after,
    requestId: caller.requestId,
  });
  return after;
}
