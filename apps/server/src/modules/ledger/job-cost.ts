import { type TJobCost, todayIso } from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/**
 * The query behind jobs' cost: (job_id, cost_code_id, cost_category_id, amount) through a date, from the
 * job-cost period balances of the months before it plus the lines of its own month. `jobMatch` is the
 * condition on job_id — `= <job id>` for one job (the partial index on job lines), or
 * `in (select …)` for many: one aggregation for every job of a report, never a query per job. The job
 * cost summary, the job cost report and the WIP schedule aggregate over it, so all read the same figures.
 */
export function jobsCostTotalsSql(organizationId: string, jobMatch: SQL, asOf: string): SQL {
  return sql`
    select job_id, cost_code_id, cost_category_id, sum(amount) as amount
    from (
      select job_id, cost_code_id, cost_category_id, debit_cents - credit_cents as amount
      from job_cost_period_balances
      where organization_id = ${organizationId} and job_id ${jobMatch}
        and period_month < date_trunc('month', ${asOf}::date)::date
      union all
      select job_id, cost_code_id, cost_category_id, debit_cents - credit_cents
      from journal_lines
      where organization_id = ${organizationId} and job_id ${jobMatch}
        and entry_date >= date_trunc('month', ${asOf}::date)::date and entry_date <= ${asOf}::date
    ) parts
    group by 1, 2, 3`;
}

/** One job's cost by cost code × category through a date (jobsCostTotalsSql of that job). */
export function jobCostTotalsSql(organizationId: string, jobId: string, asOf: string): SQL {
  return jobsCostTotalsSql(organizationId, sql`= ${jobId}`, asOf);
}

/**
 * A job's cost by cost code × category through a date, from the job-cost period balances plus the
 * lines of the date's month (the partial index on job lines).
 */
export async function jobCost(
  tx: Db,
  organizationId: string,
  jobId: string,
  asOf = todayIso(),
): Promise<TJobCost> {
  const result = await tx.execute(sql`
    with totals as (${jobCostTotalsSql(organizationId, jobId, asOf)})
    select t.cost_code_id, c.code as cost_code, c.description as cost_code_description,
           t.cost_category_id, k.code as cost_category_code, t.amount::text as amount
    from totals t
    join standard_cost_codes c on c.id = t.cost_code_id
    join cost_categories k on k.id = t.cost_category_id
    order by c.code, k.code`);
  const rows = rowsOf<{
    cost_code_id: string;
    cost_code: string;
    cost_code_description: string;
    cost_category_id: string;
    cost_category_code: string;
    amount: string;
  }>(result).map(({ amount, ...r }) => ({ ...r, amount_cents: Number(amount) }));
  return { job_id: jobId, rows, total_cents: rows.reduce((s, r) => s + r.amount_cents, 0) };
}
