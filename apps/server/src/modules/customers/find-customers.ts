import type { TCustomer, TCustomerListQuery, TCustomerOption, TPage } from '@groundwork/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { customerJson } from './customer-json.ts';

/** A page of the organization's customers, by number; search matches number, name, e-mail or city. */
export async function findCustomers(
  tx: Db,
  caller: TenantCaller,
  query: TCustomerListQuery,
): Promise<TPage<TCustomer>> {
  const conditions: (SQL | undefined)[] = [eq(customers.organizationId, caller.organizationId)];
  if (query.status !== 'all') conditions.push(eq(customers.isActive, query.status === 'active'));
  // search_text is number, name, e-mail and city lower-cased (trigram-indexed with the organization).
  if (query.search)
    conditions.push(sql`${customers.searchText} like lower(${containsPattern(query.search)})`);
  const where = and(...conditions);
  // The page and the total in one statement: the count is an uncorrelated subquery, run once.
  const rows = await tx
    .select({
      customer: customers,
      total: sql<number>`(${tx.select({ n: count() }).from(customers).where(where)})`,
    })
    .from(customers)
    .where(where)
    .orderBy(asc(customers.customerNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // A page past the end has no row to carry the total: count on its own then.
  const total =
    rows.length > 0
      ? Number(rows[0]?.total)
      : query.page === 1
        ? 0
        : ((await tx.select({ total: count() }).from(customers).where(where))[0]?.total ?? 0);
  return {
    items: rows.map((r) => customerJson(r.customer)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The job form's dropdown: active customers ordered by customer_number (spec §2 Job Setup). */
export async function findActiveCustomerOptions(tx: Db, caller: TenantCaller): Promise<TCustomerOption[]> {
  const rows = await tx
    .select({ id: customers.id, customer_number: customers.customerNumber, name: customers.name })
    .from(customers)
    .where(and(eq(customers.organizationId, caller.organizationId), eq(customers.isActive, true)))
    .orderBy(asc(customers.customerNumber));
  return rows;
}
