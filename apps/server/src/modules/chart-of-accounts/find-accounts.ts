import { isControlAccount, type TAccount, type TAccountListQuery } from '@groundwork/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';

export type AccountRow = typeof chartOfAccounts.$inferSelect;

export function accountJson(a: AccountRow): TAccount {
  return {
    id: a.id,
    organization_id: a.organizationId,
    account_number: a.accountNumber,
    account_name: a.accountName,
    account_type: a.accountType,
    normal_balance: a.normalBalance,
    system_key: a.systemKey,
    parent_id: a.parentId,
    description: a.description,
    is_cash: a.isCash,
    is_control: isControlAccount(a.systemKey),
    is_active: a.isActive,
  };
}

/** The organization's accounts by number; `active=true` keeps the active ones (spec §7). */
export async function findAccounts(
  tx: Db,
  caller: TenantCaller,
  query: TAccountListQuery,
): Promise<TAccount[]> {
  const where: SQL[] = [eq(chartOfAccounts.organizationId, caller.organizationId)];
  if (query.active) where.push(eq(chartOfAccounts.isActive, query.active === 'true'));
  const rows = await tx
    .select()
    .from(chartOfAccounts)
    .where(and(...where))
    .orderBy(asc(chartOfAccounts.accountNumber));
  return rows.map(accountJson);
}

/** One active account of the organization, or null (another company's id is simply not found). */
export async function findActiveAccount(
  tx: Db,
  caller: TenantCaller,
  id: string,
): Promise<AccountRow | null> {
  const [row] = await tx
    .select()
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, caller.organizationId),
        eq(chartOfAccounts.id, id),
        eq(chartOfAccounts.isActive, true),
      ),
    );
  return row ?? null;
}
