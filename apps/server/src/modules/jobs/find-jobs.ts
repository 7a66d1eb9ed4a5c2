import type { TJob, TJobListQuery, TPage } from '@groundwork/shared';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, projects } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { jobColumns, jobJson } from './job-json.ts';
import { managerNames } from './job-manager.ts';

/** A page of the organization's jobs, newest number first; search matches number, name or client. */
export async function findJobs(tx: Db, caller: TenantCaller, query: TJobListQuery): Promise<TPage<TJob>> {
  const conditions: (SQL | undefined)[] = [eq(projects.organizationId, caller.organizationId)];
  if (query.status && query.status !== 'all') conditions.push(eq(projects.status, query.status));
  if (query.customerId) conditions.push(eq(projects.customerId, query.customerId));
  // search_text is number, name and client name lower-cased (trigram-indexed with the organization).
  if (query.search) conditions.push(sql`${projects.searchText} like lower(${containsPattern(query.search)})`);
  const where = and(...conditions);
  const [counted] = await tx.select({ total: count() }).from(projects).where(where);
  const jobs = await tx
    .select({ job: projects, budgetFromLines: jobColumns.budgetFromLines })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.numberYear), desc(projects.numberSeq))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  // The page's customers in a second query: joining before the limit would join every match.
  const customerIds = [...new Set(jobs.map((j) => j.job.customerId))];
  const found =
    customerIds.length === 0
      ? []
      : await tx
          .select({ id: customers.id, customerNumber: customers.customerNumber, name: customers.name })
          .from(customers)
          .where(
            and(eq(customers.organizationId, caller.organizationId), inArray(customers.id, customerIds)),
          );
  const byId = new Map(found.map((c) => [c.id, c]));
  const names = await managerNames(
    tx,
    jobs.flatMap((j) => [j.job.projectManagerId, j.job.superintendentId]),
  );
  const items = jobs.map(({ job, budgetFromLines }) => {
    const customer = byId.get(job.customerId);
    if (!customer) throw new Error(`job ${job.id} has no customer in its organization`);
    return jobJson({
      job,
      customer,
      budgetFromLines,
      managerName: names.get(job.projectManagerId ?? ''),
      superintendentName: names.get(job.superintendentId ?? ''),
    });
  });
  return { items, total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
