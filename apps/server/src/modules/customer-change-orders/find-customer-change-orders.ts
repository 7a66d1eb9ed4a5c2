import type { TCustomerChangeOrder, TCustomerChangeOrderListQuery, TPage } from '@groundwork/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerChangeOrders } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { customerChangeOrderJson, selectCustomerChangeOrders } from './customer-change-order-json.ts';

/** A page of customer change orders, newest first; filters by status and job. */
export async function findCustomerChangeOrders(
  tx: Db,
  caller: TenantCaller,
  query: TCustomerChangeOrderListQuery,
): Promise<TPage<TCustomerChangeOrder>> {
  const conditions: SQL[] = [eq(customerChangeOrders.organizationId, caller.organizationId)];
  if (query.status && query.status !== 'all') conditions.push(eq(customerChangeOrders.status, query.status));
  if (query.jobId) conditions.push(eq(customerChangeOrders.jobId, query.jobId));
  const where = and(...conditions);
  const [counted] = await tx.select({ total: count() }).from(customerChangeOrders).where(where);
  const rows = await selectCustomerChangeOrders(tx)
    .where(where)
    .orderBy(desc(customerChangeOrders.createdAt), desc(customerChangeOrders.changeOrderNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(customerChangeOrderJson),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The dashboard badge of Customer Change Orders: how many wait for a decision. */
export async function countPendingCustomerChangeOrders(tx: Db, caller: TenantCaller): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(customerChangeOrders)
    .where(
      and(
        eq(customerChangeOrders.organizationId, caller.organizationId),
        eq(customerChangeOrders.status, 'pending'),
      ),
    );
  return row?.n ?? 0;
}
