import type { TCommitment, TCommitmentListQuery, TPage } from '@groundwork/shared';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitments, projects, vendors } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { commitmentJson, selectCommitments, totalsOf } from './commitment-json.ts';

/**
 * A page of commitments, newest first; search matches the number, description, job number or name and
 * vendor number or name; filters by job, vendor, kind and status.
 */
export async function findCommitments(
  tx: Db,
  caller: TenantCaller,
  query: TCommitmentListQuery,
): Promise<TPage<TCommitment>> {
  const conditions: (SQL | undefined)[] = [eq(commitments.organizationId, caller.organizationId)];
  if (query.jobId) conditions.push(eq(commitments.jobId, query.jobId));
  if (query.vendorId) conditions.push(eq(commitments.vendorId, query.vendorId));
  if (query.kind && query.kind !== 'all') conditions.push(eq(commitments.kind, query.kind));
  if (query.status && query.status !== 'all') conditions.push(eq(commitments.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        sql`${commitments.commitmentNumber} ilike ${pattern}`,
        sql`${commitments.description} ilike ${pattern}`,
        sql`${projects.searchText} like lower(${pattern})`,
        sql`${vendors.searchText} like lower(${pattern})`,
      ),
    );
  }
  const where = and(...conditions);
  const [counted] = await tx
    .select({ total: count() })
    .from(commitments)
    .innerJoin(
      projects,
      and(eq(projects.organizationId, commitments.organizationId), eq(projects.id, commitments.jobId)),
    )
    .innerJoin(
      vendors,
      and(eq(vendors.organizationId, commitments.organizationId), eq(vendors.id, commitments.vendorId)),
    )
    .where(where);
  const rows = await selectCommitments(tx)
    .where(where)
    .orderBy(desc(commitments.createdAt), desc(commitments.commitmentNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const totals = await totalsOf(
    tx,
    caller.organizationId,
    rows.map((r) => r.commitment.id),
  );
  const items = rows.map((row) => {
    const figures = totals.get(row.commitment.id);
    if (!figures) throw new Error(`no totals for ${row.commitment.id}`);
    return commitmentJson(row, figures);
  });
  return { items, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
