import type { TCostCategory, TCreateCostCategory } from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import { costCategories } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { findActiveAccount } from '../chart-of-accounts/find-accounts.ts';
import { COST_CATEGORY_CODE_INDEX, CostCategoryErrors } from './cost-categories.errors.ts';
import { costCategoryJson } from './cost-category-json.ts';

/**
 * Adds a cost category mapped to an active GL account of the same company. The unique index decides
 * between two people saving the same code at once: the second gets 409, never a server error.
 */
export async function createCostCategory(
  tx: Db,
  caller: TenantCaller,
  input: TCreateCostCategory,
): Promise<TCostCategory> {
  const account = await findActiveAccount(tx, caller, input.gl_account_id);
  if (!account) throw CostCategoryErrors.glAccountInactive();
  const [row] = await tx
    .insert(costCategories)
    .values({
      organizationId: caller.organizationId,
      code: input.code,
      description: input.description,
      glAccountId: account.id,
      isActive: input.is_active,
      createdBy: caller.userId,
    })
    .returning()
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === COST_CATEGORY_CODE_INDEX)
        throw CostCategoryErrors.codeTaken(input.code);
      throw err;
    });
  if (!row) throw new Error('cost category insert returned no row');
  const category = costCategoryJson(row, account);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_cost_category',
    entity: 'cost_categories',
    entityId: row.id,
    after: category,
    requestId: caller.requestId,
  });
  return category;
}
