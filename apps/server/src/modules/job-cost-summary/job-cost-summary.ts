import { type TCostFigures, type TCostSummary, type TCostSummaryRow, todayIso } from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { jobsCostTotalsSql } from '../ledger/job-cost.ts';
import { jobCostHistorySql } from './job-cost-history.ts';

/**
 * Commitments that count (decision for issue 14): issued, executed and closed. A draft is not yet a
 * commitment to the vendor and a void one never was, so neither their lines nor their change orders
 * appear in any column.
 */
const COUNTED_STATUSES = sql`('issued', 'executed', 'closed')`;

type TSqlRow = {
  cost_code_id: string;
  cost_code: string;
  cost_code_description: string;
  cost_category_id: string;
  cost_category_code: string;
  cost_category_description: string;
  is_budgeted: boolean;
  original_budget: string;
  approved_budget_changes: string;
  committed: string;
  pending: string;
  actual: string;
  invoiced: string;
};

function figures(parts: {
  original: number;
  approvedBudgetChanges: number;
  committed: number;
  pending: number;
  actual: number;
  invoiced: number;
}): TCostFigures {
  const approvedBudgetChanges = parts.approvedBudgetChanges;
  const invoiced = parts.invoiced;
  const revised = parts.original + approvedBudgetChanges;
  const remaining = revised - parts.committed;
  return {
    original_budget_cents: parts.original,
    approved_budget_changes_cents: approvedBudgetChanges,
    revised_budget_cents: revised,
    committed_cents: parts.committed,
    pending_commitment_changes_cents: parts.pending,
    actual_cents: parts.actual,
    invoiced_cents: invoiced,
    committed_not_invoiced_cents: parts.committed - invoiced,
    remaining_cents: remaining,
    is_over_committed: remaining < 0,
  };
}

/**
 * Jobs' cost summary sources per job × cost code × category, in one SQL aggregation over six sources:
 *   1. the jobs' budget lines (original amounts);
 *   1b. the budget lines of their approved customer change orders (approved budget changes; pending
 *      and rejected ones never count);
 *   2. the schedule lines of their counted commitments (original amounts; a line an approved change
 *      order added has 0 there);
 *   3. the lines of those commitments' change orders — approved ones add to committed, pending ones
 *      are kept apart; a change to an existing line takes that line's code and category, a new line
 *      its own;
 *   4. the ledger's job cost through `asOf` (the same query as GET /ledger/job-cost), plus the
 *      job-to-date cost an import brought from the previous system as of its cut-over, when that is on
 *      or before `asOf` (job-cost-history.ts: the opening entry has no job dimensions);
 *   5. invoiced: the lines of approved and posted vendor invoices against those commitments.
 * Every code × category that appears in any source is a row. `jobMatch` is the condition on job_id:
 * `= <job id>` for one job's summary, `in (select …)` for the job cost report of many jobs — one
 * aggregation for all of them, never a query per job. Columns: job_id, cost_code_id, cost_category_id,
 * is_budgeted, original_budget, approved_budget_changes, committed, pending, actual, invoiced (bigint).
 */
export function costSummarySourcesSql(organizationId: string, jobMatch: SQL, asOf: string): SQL {
  const org = organizationId;
  return sql`
    with counted as (
      select id, job_id from commitments
      where organization_id = ${org} and job_id ${jobMatch} and status in ${COUNTED_STATUSES}
    ),
    actual as (
      ${jobsCostTotalsSql(org, jobMatch, asOf)}
      union all
      ${jobCostHistorySql(org, jobMatch, asOf)}
    ),
    parts as (
      select job_id, cost_code_id, cost_category_id, true as budgeted,
             original_cents as original, 0::bigint as approved_budget, 0::bigint as committed,
             0::bigint as pending, 0::bigint as actual, 0::bigint as invoiced
      from job_budget_lines
      where organization_id = ${org} and job_id ${jobMatch}
      union all
      select o.job_id, x.cost_code_id, x.cost_category_id, true, 0, x.amount_cents, 0, 0, 0, 0
      from customer_change_orders o
      join customer_change_order_lines x on x.organization_id = o.organization_id and x.change_order_id = o.id
      where o.organization_id = ${org} and o.job_id ${jobMatch} and o.status = 'approved' and x.kind = 'budget'
      union all
      select c.job_id, l.cost_code_id, l.cost_category_id, false, 0, 0, l.original_cents, 0, 0, 0
      from commitment_lines l
      join counted c on c.id = l.commitment_id
      where l.organization_id = ${org}
      union all
      select c.job_id, coalesce(l.cost_code_id, x.cost_code_id), coalesce(l.cost_category_id, x.cost_category_id),
             false, 0, 0,
             case when o.status = 'approved' then x.amount_cents else 0 end,
             case when o.status = 'pending' then x.amount_cents else 0 end,
             0, 0
      from vendor_change_orders o
      join counted c on c.id = o.commitment_id
      join vendor_change_order_lines x on x.organization_id = o.organization_id and x.change_order_id = o.id
      left join commitment_lines l on l.organization_id = x.organization_id and l.id = x.commitment_line_id
      where o.organization_id = ${org} and o.status in ('approved', 'pending')
      union all
      select job_id, cost_code_id, cost_category_id, false, 0, 0, 0, 0, amount, 0 from actual
      union all
      select c.job_id, il.cost_code_id, il.cost_category_id, false, 0, 0, 0, 0, 0, il.amount_cents
      from ap_invoice_lines il
      join counted c on c.id = il.commitment_id
      join ap_invoices i on i.organization_id = il.organization_id and i.id = il.invoice_id
      where il.organization_id = ${org} and i.status in ('approved', 'posted')
    )
    select job_id, cost_code_id, cost_category_id, bool_or(budgeted) as is_budgeted,
           sum(original) as original_budget, sum(approved_budget) as approved_budget_changes,
           sum(committed) as committed, sum(pending) as pending, sum(actual) as actual, sum(invoiced) as invoiced
    from parts
    group by 1, 2, 3`;
}

/** A job's cost summary per cost code × category (costSummarySourcesSql of that job) and in total. */
export async function jobCostSummary(
  tx: Db,
  organizationId: string,
  jobId: string,
  asOf = todayIso(),
): Promise<TCostSummary> {
  const org = organizationId;
  const result = await tx.execute(sql`
    with totals as (${costSummarySourcesSql(org, sql`= ${jobId}`, asOf)})
    select t.cost_code_id, c.code as cost_code, c.description as cost_code_description,
           t.cost_category_id, k.code as cost_category_code, k.description as cost_category_description,
           t.is_budgeted, t.original_budget::text as original_budget,
           t.approved_budget_changes::text as approved_budget_changes, t.committed::text as committed,
           t.pending::text as pending, t.actual::text as actual, t.invoiced::text as invoiced
    from totals t
    join standard_cost_codes c on c.organization_id = ${org} and c.id = t.cost_code_id
    join cost_categories k on k.organization_id = ${org} and k.id = t.cost_category_id
    order by c.code, k.code`);

  const rows: TCostSummaryRow[] = rowsOf<TSqlRow>(result).map((r) => ({
    cost_code_id: r.cost_code_id,
    cost_code: r.cost_code,
    cost_code_description: r.cost_code_description,
    cost_category_id: r.cost_category_id,
    cost_category_code: r.cost_category_code,
    cost_category_description: r.cost_category_description,
    is_budgeted: r.is_budgeted,
    ...figures({
      original: Number(r.original_budget),
      approvedBudgetChanges: Number(r.approved_budget_changes),
      committed: Number(r.committed),
      pending: Number(r.pending),
      actual: Number(r.actual),
      invoiced: Number(r.invoiced),
    }),
  }));
  const sum = (pick: (row: TCostSummaryRow) => number) => rows.reduce((s, row) => s + pick(row), 0);
  const totals = figures({
    original: sum((r) => r.original_budget_cents),
    approvedBudgetChanges: sum((r) => r.approved_budget_changes_cents),
    committed: sum((r) => r.committed_cents),
    pending: sum((r) => r.pending_commitment_changes_cents),
    actual: sum((r) => r.actual_cents),
    invoiced: sum((r) => r.invoiced_cents),
  });
  return { job_id: jobId, as_of: asOf, rows, totals };
}
