import type { TPage, TVendorChangeOrder, TVendorChangeOrderListQuery } from '@groundwork/shared';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitments, projects, vendorChangeOrders, vendors } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { changeOrderJson, selectChangeOrders } from './vendor-change-order-json.ts';

/** A page of vendor change orders, newest first; filters by status, job, vendor and commitment. */
export async function findVendorChangeOrders(
  tx: Db,
  caller: TenantCaller,
  query: TVendorChangeOrderListQuery,
): Promise<TPage<TVendorChangeOrder>> {
  const conditions: (SQL | undefined)[] = [eq(vendorChangeOrders.organizationId, caller.organizationId)];
  if (query.status && query.status !== 'all') conditions.push(eq(vendorChangeOrders.status, query.status));
  if (query.commitmentId) conditions.push(eq(vendorChangeOrders.commitmentId, query.commitmentId));
  if (query.jobId) conditions.push(eq(commitments.jobId, query.jobId));
  if (query.vendorId) conditions.push(eq(commitments.vendorId, query.vendorId));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        sql`${vendorChangeOrders.description} ilike ${pattern}`,
        sql`${commitments.commitmentNumber} ilike ${pattern}`,
        sql`${projects.searchText} like lower(${pattern})`,
        sql`${vendors.searchText} like lower(${pattern})`,
      ),
    );
  }
  const where = and(...conditions);
  const [counted] = await tx
    .select({ total: count() })
    .from(vendorChangeOrders)
    .innerJoin(
      commitments,
      and(
        eq(commitments.organizationId, vendorChangeOrders.organizationId),
        eq(commitments.id, vendorChangeOrders.commitmentId),
      ),
    )
    .innerJoin(
      projects,
      and(eq(projects.organizationId, commitments.organizationId), eq(projects.id, commitments.jobId)),
    )
    .innerJoin(
      vendors,
      and(eq(vendors.organizationId, commitments.organizationId), eq(vendors.id, commitments.vendorId)),
    )
    .where(where);
  const rows = await selectChangeOrders(tx)
    .where(where)
    .orderBy(desc(vendorChangeOrders.createdAt), desc(vendorChangeOrders.changeOrderNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(changeOrderJson),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The dashboard badge of Vendor Change Orders: how many wait for a decision. */
export async function countPendingVendorChangeOrders(tx: Db, caller: TenantCaller): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(vendorChangeOrders)
    .where(
      and(
        eq(vendorChangeOrders.organizationId, caller.organizationId),
        eq(vendorChangeOrders.status, 'pending'),
      ),
    );
  return row?.n ?? 0;
}
