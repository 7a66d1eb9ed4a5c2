import type { TPage, TPayrollRunListItem, TPayrollRunListQuery } from '@groundwork/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { payrollRuns } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { runListItem } from './payroll-run-json.ts';

/**
 * A page of the company's payroll runs, newest check date first; search matches the run number, the
 * memo and the names of the employees paid; filter by status.
 */
export async function findPayrollRuns(
  tx: Db,
  organizationId: string,
  query: TPayrollRunListQuery,
): Promise<TPage<TPayrollRunListItem>> {
  const conditions: (SQL | undefined)[] = [eq(payrollRuns.organizationId, organizationId)];
  if (query.status !== 'all') conditions.push(eq(payrollRuns.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(sql`(${payrollRuns.runNumber}::text = ${query.search.replace(/^#/, '')}
      or coalesce(${payrollRuns.memo}, '') ilike ${pattern}
      or exists (select 1 from payroll_checks c join employees e on e.organization_id = c.organization_id and e.id = c.employee_id
                 left join profiles pr on pr.id = e.user_id
                 where c.organization_id = ${payrollRuns.organizationId} and c.run_id = ${payrollRuns.id}
                   and concat_ws(' ', pr.full_name, pr.first_name, pr.last_name, pr.email) ilike ${pattern}))`);
  }
  const where = and(...conditions);
  const [counted] = await tx.select({ total: count() }).from(payrollRuns).where(where);
  const rows = await tx
    .select()
    .from(payrollRuns)
    .where(where)
    .orderBy(desc(payrollRuns.checkDate), desc(payrollRuns.runNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const counts =
    rows.length === 0
      ? []
      : rowsOf<{ run_id: string; n: number }>(
          await tx.execute(sql`select run_id, count(*)::int as n from payroll_checks
            where organization_id = ${organizationId} and run_id in (${sql.join(
              rows.map((r) => sql`${r.id}::uuid`),
              sql`, `,
            )}) group by run_id`),
        );
  return {
    items: rows.map((r) => runListItem(r, counts.find((c) => c.run_id === r.id)?.n ?? 0)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
