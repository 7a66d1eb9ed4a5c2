import type { TCostCategory } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts, costCategories } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { CostCategoryErrors } from './cost-categories.errors.ts';

export type CostCategoryRow = typeof costCategories.$inferSelect;
type AccountNames = { accountNumber: string; accountName: string };

export function costCategoryJson(c: CostCategoryRow, account: AccountNames): TCostCategory {
  return {
    id: c.id,
    organization_id: c.organizationId,
    code: c.code,
    description: c.description,
    gl_account_id: c.glAccountId,
    gl_account_number: account.accountNumber,
    gl_account_name: account.accountName,
    is_active: c.isActive,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** Categories with their GL account's number and name joined (same organization by the composite key). */
export function selectCostCategories(tx: Db) {
  return tx
    .select({
      category: costCategories,
      accountNumber: chartOfAccounts.accountNumber,
      accountName: chartOfAccounts.accountName,
    })
    .from(costCategories)
    .innerJoin(
      chartOfAccounts,
      and(
        eq(chartOfAccounts.organizationId, costCategories.organizationId),
        eq(chartOfAccounts.id, costCategories.glAccountId),
      ),
    );
}

/** One category of the caller's organization with its account; another organization's id is not found. */
export async function getCostCategory(tx: Db, caller: TenantCaller, id: string): Promise<TCostCategory> {
  const [row] = await selectCostCategories(tx).where(
    and(eq(costCategories.organizationId, caller.organizationId), eq(costCategories.id, id)),
  );
  if (!row) throw CostCategoryErrors.notFound();
  return costCategoryJson(row.category, row);
}
