import type { TJobBudget, TRevisedBudgetLine } from '@groundwork/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { costCategories, jobBudgetLines, standardCostCodes } from '../../db/schema/index.ts';

/** A job's budget lines with their code and category labels, by code then category. */
export async function budgetLines(tx: Db, organizationId: string, jobId: string) {
  return tx
    .select({
      id: jobBudgetLines.id,
      cost_code_id: jobBudgetLines.costCodeId,
      cost_code: standardCostCodes.code,
      cost_code_description: standardCostCodes.description,
      cost_category_id: jobBudgetLines.costCategoryId,
      cost_category_code: costCategories.code,
      cost_category_description: costCategories.description,
      description: jobBudgetLines.description,
      original_cents: jobBudgetLines.originalCents,
    })
    .from(jobBudgetLines)
    .innerJoin(
      standardCostCodes,
      and(
        eq(standardCostCodes.organizationId, jobBudgetLines.organizationId),
        eq(standardCostCodes.id, jobBudgetLines.costCodeId),
      ),
    )
    .innerJoin(
      costCategories,
      and(
        eq(costCategories.organizationId, jobBudgetLines.organizationId),
        eq(costCategories.id, jobBudgetLines.costCategoryId),
      ),
    )
    .where(and(eq(jobBudgetLines.organizationId, organizationId), eq(jobBudgetLines.jobId, jobId)))
    .orderBy(asc(standardCostCodes.code), asc(costCategories.code));
}

type TRevisedSqlRow = {
  cost_code_id: string;
  cost_code: string;
  cost_code_description: string;
  cost_category_id: string;
  cost_category_code: string;
  cost_category_description: string;
  original: string;
  approved: string;
  pending: string;
};

/**
 * The budget as customer change orders revise it, per code × category over the union of the keys of
 * the original lines and of approved and pending change orders' budget lines — a change order may
 * budget a code × category the original does not have. Rejected orders never count; pending ones are
 * kept apart (projected). The same sources as the job cost summary's budget columns.
 */
export async function revisedBudgetLines(
  tx: Db,
  organizationId: string,
  jobId: string,
): Promise<TRevisedBudgetLine[]> {
  const org = organizationId;
  const result = await tx.execute(sql`
    with parts as (
      select cost_code_id, cost_category_id, original_cents as original, 0::bigint as approved,
             0::bigint as pending
      from job_budget_lines
      where organization_id = ${org} and job_id = ${jobId}
      union all
      select x.cost_code_id, x.cost_category_id, 0,
             case when o.status = 'approved' then x.amount_cents else 0 end,
             case when o.status = 'pending' then x.amount_cents else 0 end
      from customer_change_orders o
      join customer_change_order_lines x on x.organization_id = o.organization_id and x.change_order_id = o.id
      where o.organization_id = ${org} and o.job_id = ${jobId} and o.status in ('approved', 'pending')
        and x.kind = 'budget'
    ),
    totals as (
      select cost_code_id, cost_category_id, sum(original) as original, sum(approved) as approved,
             sum(pending) as pending
      from parts
      group by 1, 2
    )
    select t.cost_code_id, c.code as cost_code, c.description as cost_code_description,
           t.cost_category_id, k.code as cost_category_code, k.description as cost_category_description,
           t.original::text as original, t.approved::text as approved, t.pending::text as pending
    from totals t
    join standard_cost_codes c on c.organization_id = ${org} and c.id = t.cost_code_id
    join cost_categories k on k.organization_id = ${org} and k.id = t.cost_category_id
    order by c.code, k.code`);
  return rowsOf<TRevisedSqlRow>(result).map((r) => {
    const original = Number(r.original);
    const approved = Number(r.approved);
    return {
      cost_code_id: r.cost_code_id,
      cost_code: r.cost_code,
      cost_code_description: r.cost_code_description,
      cost_category_id: r.cost_category_id,
      cost_category_code: r.cost_category_code,
      cost_category_description: r.cost_category_description,
      original_cents: original,
      approved_changes_cents: approved,
      revised_cents: original + approved,
      pending_changes_cents: Number(r.pending),
    };
  });
}

/**
 * The job's budget (the job must be checked by the caller): its original lines and their total, and
 * the budget as approved customer change orders revise it (pending ones projected apart).
 */
export async function getJobBudget(tx: Db, organizationId: string, jobId: string): Promise<TJobBudget> {
  const lines = await budgetLines(tx, organizationId, jobId);
  const revised = await revisedBudgetLines(tx, organizationId, jobId);
  const total = lines.reduce((sum, line) => sum + line.original_cents, 0);
  const approved = revised.reduce((sum, line) => sum + line.approved_changes_cents, 0);
  return {
    job_id: jobId,
    lines,
    total_cents: total,
    approved_changes_cents: approved,
    revised_total_cents: total + approved,
    pending_changes_cents: revised.reduce((sum, line) => sum + line.pending_changes_cents, 0),
    revised_lines: revised,
  };
}
