import {
  normalBalanceOf,
  type TAccount,
  type TAccountWithBalance,
  type TSaveAccount,
  type TUpdateAccount,
  todayIso,
} from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { accountPeriodBalances, chartOfAccounts, costCategories } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { ACCOUNT_NUMBER_INDEX, AccountErrors } from './chart-of-accounts.errors.ts';
import { chartWithBalances } from './chart-with-balances.ts';
import { type AccountRow, accountJson } from './find-accounts.ts';

async function loadAccount(tx: Db, caller: TenantCaller, id: string): Promise<AccountRow> {
  const [row] = await tx
    .select()
    .from(chartOfAccounts)
    .where(and(eq(chartOfAccounts.organizationId, caller.organizationId), eq(chartOfAccounts.id, id)))
    .for('update');
  if (!row) throw AccountErrors.notFound();
  return row;
}

/** One account with its balance today (the account page's header). */
export async function getAccount(tx: Db, caller: TenantCaller, id: string): Promise<TAccountWithBalance> {
  const rows = await chartWithBalances(tx, caller.organizationId, {
    include_inactive: 'true',
    as_of: todayIso(),
  });
  const account = rows.find((a) => a.id === id);
  if (!account) throw AccountErrors.notFound();
  return account;
}

/** A parent must be of the company, of the same type, and not the account itself or one of its sub-accounts. */
async function assertParent(
  tx: Db,
  caller: TenantCaller,
  parentId: string,
  type: string,
  selfId: string | null,
) {
  if (parentId === selfId) throw AccountErrors.parentSelf();
  const [parent] = await tx
    .select()
    .from(chartOfAccounts)
    .where(and(eq(chartOfAccounts.organizationId, caller.organizationId), eq(chartOfAccounts.id, parentId)));
  if (!parent) throw AccountErrors.parentNotFound();
  if (parent.accountType !== type) throw AccountErrors.parentType();
  if (selfId) {
    const ancestors = rowsOf<{ id: string }>(
      await tx.execute(sql`
        with recursive up(id, parent_id) as (
          select id, parent_id from chart_of_accounts where organization_id = ${caller.organizationId} and id = ${parentId}
          union
          select a.id, a.parent_id from chart_of_accounts a join up on a.id = up.parent_id
          where a.organization_id = ${caller.organizationId}
        )
        select id from up`),
    );
    if (ancestors.some((a) => a.id === selfId)) throw AccountErrors.parentCycle();
  }
}

function uniqueOr409(err: unknown): never {
  if (violatedUniqueIndex(err) === ACCOUNT_NUMBER_INDEX) throw AccountErrors.numberTaken();
  throw err;
}

export async function createAccount(tx: Db, caller: TenantCaller, input: TSaveAccount): Promise<TAccount> {
  if (input.parent_id) await assertParent(tx, caller, input.parent_id, input.account_type, null);
  const [row] = await tx
    .insert(chartOfAccounts)
    .values({
      organizationId: caller.organizationId,
      accountNumber: input.account_number,
      accountName: input.account_name,
      accountType: input.account_type,
      normalBalance: input.normal_balance ?? normalBalanceOf(input.account_type),
      parentId: input.parent_id ?? null,
      description: input.description,
      isCash: input.is_cash ?? false,
    })
    .returning()
    .catch(uniqueOr409);
  if (!row) throw new Error('account insert returned no row');
  const account = accountJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_account',
    entity: 'chart_of_accounts',
    entityId: row.id,
    after: account,
    requestId: caller.requestId,
  });
  return account;
}

/** The account's net balance over all time (deactivation needs zero). */
async function lifetimeNet(tx: Db, organizationId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({
      net: sql<string>`coalesce(sum(${accountPeriodBalances.debitCents} - ${accountPeriodBalances.creditCents}), 0)::text`,
    })
    .from(accountPeriodBalances)
    .where(
      and(
        eq(accountPeriodBalances.organizationId, organizationId),
        eq(accountPeriodBalances.accountId, accountId),
      ),
    );
  return Number(row?.net ?? 0);
}

/**
 * Edits an account. A system account keeps its key and type and stays active; deactivating needs a
 * zero balance. A type change moves the normal balance with it unless one is given.
 */
export async function updateAccount(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateAccount,
): Promise<TAccount> {
  const before = await loadAccount(tx, caller, id);
  const type = input.account_type ?? before.accountType;
  if (before.systemKey && type !== before.accountType) throw AccountErrors.systemTypeChange();
  if (input.is_active === false && before.isActive) {
    if (before.systemKey) throw AccountErrors.systemKeyed();
    if ((await lifetimeNet(tx, caller.organizationId, id)) !== 0) throw AccountErrors.deactivateNonZero();
  }
  const parentId = input.parent_id === undefined ? before.parentId : input.parent_id;
  if (parentId && (input.parent_id !== undefined || type !== before.accountType))
    await assertParent(tx, caller, parentId, type, id);
  const normal =
    input.normal_balance ?? (type !== before.accountType ? normalBalanceOf(type) : before.normalBalance);
  const [row] = await tx
    .update(chartOfAccounts)
    .set({
      accountNumber: input.account_number ?? before.accountNumber,
      accountName: input.account_name ?? before.accountName,
      accountType: type,
      normalBalance: normal,
      parentId,
      description: input.description === undefined ? before.description : input.description,
      isCash: input.is_cash ?? before.isCash,
      isActive: input.is_active ?? before.isActive,
      updatedAt: new Date(),
    })
    .where(eq(chartOfAccounts.id, id))
    .returning()
    .catch(uniqueOr409);
  if (!row) throw AccountErrors.notFound();
  const account = accountJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_account',
    entity: 'chart_of_accounts',
    entityId: id,
    before: accountJson(before),
    after: account,
    requestId: caller.requestId,
  });
  return account;
}

/** Deletes an account never posted to, with no sub-accounts and no cost category mapped to it. */
export async function deleteAccount(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await loadAccount(tx, caller, id);
  if (before.systemKey) throw AccountErrors.systemKeyed();
  const posted = await tx.execute(
    sql`select 1 from journal_lines where organization_id = ${caller.organizationId} and account_id = ${id} limit 1`,
  );
  if (rowsOf(posted).length > 0) throw AccountErrors.deleteHasPostings();
  const child = await tx
    .select({ id: chartOfAccounts.id })
    .from(chartOfAccounts)
    .where(and(eq(chartOfAccounts.organizationId, caller.organizationId), eq(chartOfAccounts.parentId, id)))
    .limit(1);
  if (child.length > 0) throw AccountErrors.deleteHasChildren();
  const category = await tx
    .select({ id: costCategories.id })
    .from(costCategories)
    .where(and(eq(costCategories.organizationId, caller.organizationId), eq(costCategories.glAccountId, id)))
    .limit(1);
  if (category.length > 0) throw AccountErrors.deleteInUse();
  await tx.delete(chartOfAccounts).where(eq(chartOfAccounts.id, id));
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'delete_account',
    entity: 'chart_of_accounts',
    entityId: id,
    before: accountJson(before),
    requestId: caller.requestId,
  });
}
