import type { TPage, TPayApplicationListItem, TPayApplicationListQuery } from '@groundwork/shared';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payApplications } from '../../db/schema/index.ts';
import { listContext, listItemJson } from './pay-application-json.ts';

/** A page of applications across jobs (or one job's), newest first; filters job, customer, status. */
export async function findPayApplications(
  tx: Db,
  organizationId: string,
  query: TPayApplicationListQuery,
): Promise<TPage<TPayApplicationListItem>> {
  const conditions: (SQL | undefined)[] = [eq(payApplications.organizationId, organizationId)];
  if (query.jobId) conditions.push(eq(payApplications.jobId, query.jobId));
  if (query.customerId) conditions.push(eq(payApplications.customerId, query.customerId));
  if (query.status === 'open') conditions.push(inArray(payApplications.status, ['draft', 'submitted']));
  else if (query.status && query.status !== 'all') conditions.push(eq(payApplications.status, query.status));
  const where = and(...conditions);
  const [counted] = await tx.select({ total: count() }).from(payApplications).where(where);
  const rows = await tx
    .select()
    .from(payApplications)
    .where(where)
    .orderBy(desc(payApplications.applicationDate), desc(payApplications.createdAt))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const ctx = await listContext(
    tx,
    organizationId,
    rows.map((r) => r.id),
  );
  const items = rows.flatMap((row) => {
    const c = ctx.get(row.id);
    return c ? [listItemJson(row, c)] : [];
  });
  return { items, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
