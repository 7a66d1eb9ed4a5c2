import { computeWipJob, firstDayOfNextMonth, monthEndsBetween, type TWipComputed } from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** One job at one month end: the gathered figures and the rule's results. */
export type TWipJobMonth = TWipComputed & {
  job_id: string;
  period_end: string;
  job_number: string;
  job_name: string;
  customer_name: string;
  job_status: string;
  has_contract: boolean;
  /** Whether the job is on that month's WIP schedule (see the rule in wipFigures). */
  is_listed: boolean;
  original_contract_cents: number;
  approved_changes_cents: number;
  revised_contract_cents: number;
  revised_budget_cents: number;
  cost_to_date_cents: number;
  billed_to_date_cents: number;
  estimate_note: string | null;
  estimate_updated_at: string | null;
  estimate_updated_by_name: string | null;
};

export type TWipRange = { from: string; to: string; jobId?: string | null };

type TRow = {
  job_id: string;
  m: string;
  project_number: string;
  project_name: string;
  client_name: string;
  status: string;
  has_contract: boolean;
  original: string;
  changes: string;
  budget: string;
  cost: string;
  billed: string;
  activity: string;
  last_activity: string | null;
  estimate: string | null;
  note: string | null;
  updated_at: string | null;
  updated_by_name: string | null;
};

/**
 * The WIP figures of every job at each month end from `from`'s month through `to`'s — ONE SQL
 * statement whatever the number of jobs and months, reading balances, never every line:
 *   1. cost by job and month: the job-cost period balances (debits − credits of every line with the
 *      job: the job's cost accounts), plus the job-to-date cost an import brought from the previous
 *      system, in the month of its cut-over (job_cost_history: not in the ledger — job-cost-history.ts);
 *   2. billed by job and month: the revenue lines of the pay applications' approval entries and of
 *      their voids (gross billed, retainage included — how billing posts: Cr contract revenue), by the
 *      entries' dates;
 *   3. approved customer change orders by job and month of their date: contract lines change the
 *      contract sum, budget lines the budget (budget lines themselves carry no date: as they stand);
 *   4. the months before `from` fold into its month; a running sum per job over the months gives each
 *      figure "to date";
 *   5. the person's estimate of cost to complete for that job and month end, if any.
 * A job is listed at a month end when it has a contract, cost or billings by then (or an estimate for
 * that month), and is not finished before it: an active or on-hold job always; a completed or
 * cancelled one only while it still has cost or billing activity in that month or later (the product
 * keeps no completion date, so its last activity stands for it). The maths are the shared rule.
 */
export async function wipFigures(tx: Db, organizationId: string, range: TWipRange): Promise<TWipJobMonth[]> {
  const monthEnds = monthEndsBetween(range.from, range.to);
  const result = await tx.execute(wipFiguresSql(organizationId, range));
  return rowsToFigures(result, monthEnds);
}

/** The statement behind wipFigures (exported for EXPLAIN in the speed test). */
export function wipFiguresSql(organizationId: string, range: TWipRange): SQL {
  const org = organizationId;
  const monthEnds = monthEndsBetween(range.from, range.to);
  const first = `${range.from.slice(0, 7)}-01`;
  const last = `${range.to.slice(0, 7)}-01`;
  const job = (column: SQL) => (range.jobId ? sql` and ${column} = ${range.jobId}::uuid` : sql``);
  // Months before the range fold into its first month and months after it into the one after (kept
  // only for the last activity): a job has at most months + 2 groups, however long its history.
  const after = firstDayOfNextMonth(monthEnds.at(-1) as string);
  const bucket = (month: SQL) => sql`least(greatest(${month}, ${first}::date), ${after}::date)`;
  return sql`
    with months as (
      select (${first}::date + make_interval(months => g))::date as m
      from generate_series(0, ${monthEnds.length - 1}) g
    ),
    cost_raw as (
      select job_id, ${bucket(sql.raw('period_month'))} as month, max(period_month) as last_month,
             sum(amount) as amount
      from (
        select job_id, period_month, debit_cents - credit_cents as amount
        from job_cost_period_balances
        where organization_id = ${org}${job(sql.raw('job_id'))}
        union all
        select job_id, date_trunc('month', as_of)::date, amount_cents
        from job_cost_history
        where organization_id = ${org}${job(sql.raw('job_id'))}
      ) c
      group by 1, 2
    ),
    bill_raw as (
      select a.job_id, ${bucket(sql`date_trunc('month', l.entry_date)::date`)} as month,
             max(date_trunc('month', l.entry_date)::date) as last_month, sum(l.credit_cents - l.debit_cents) as amount
      from pay_applications a
      cross join lateral (values (a.journal_entry_id), (a.void_entry_id)) e(id)
      join journal_lines l on l.entry_id = e.id and l.organization_id = a.organization_id
      join chart_of_accounts c on c.organization_id = l.organization_id and c.id = l.account_id and c.account_type = 'revenue'
      where a.organization_id = ${org} and a.journal_entry_id is not null${job(sql.raw('a.job_id'))}
      group by 1, 2
    ),
    change_raw as (
      select o.job_id, ${bucket(sql`date_trunc('month', o.change_order_date)::date`)} as month,
             sum(x.amount_cents) filter (where x.kind = 'contract') as contract,
             sum(x.amount_cents) filter (where x.kind = 'budget') as budget
      from customer_change_orders o
      join customer_change_order_lines x on x.organization_id = o.organization_id and x.change_order_id = o.id
      where o.organization_id = ${org} and o.status = 'approved'${job(sql.raw('o.job_id'))}
      group by 1, 2
    ),
    events as (
      select job_id, month, last_month, amount as cost, 0::bigint as billed, 0::bigint as contract,
             0::bigint as budget, 1 as activity
      from cost_raw
      union all
      select job_id, month, last_month, 0, amount, 0, 0, 1 from bill_raw
      union all
      select job_id, month, null, 0, 0, coalesce(contract, 0), coalesce(budget, 0), 0 from change_raw
    ),
    last_activity as (
      select job_id, max(last_month) as month from events where activity = 1 group by 1
    ),
    per_month as (
      select job_id, month as m,
             sum(cost) as cost, sum(billed) as billed, sum(contract) as contract, sum(budget) as budget,
             sum(activity) as activity
      from events
      where month <= ${last}::date
      group by 1, 2
    ),
    estimates as (
      select e.job_id, date_trunc('month', e.period_end)::date as m, e.cost_to_complete_cents, e.note,
             to_json(e.updated_at)#>>'{}' as updated_at, pr.full_name as updated_by_name
      from wip_estimates e
      left join profiles pr on pr.id = e.updated_by
      where e.organization_id = ${org} and e.period_end between ${first}::date and ${monthEnds.at(-1)}::date${job(sql.raw('e.job_id'))}
    ),
    jobs as (
      select p.id, p.project_number, p.project_name, p.client_name, p.status, p.number_year, p.number_seq,
             c.id is not null as has_contract, coalesce(c.original_contract_cents, 0) as original,
             coalesce((select sum(b.original_cents) from job_budget_lines b
                       where b.organization_id = p.organization_id and b.job_id = p.id), 0) as budget
      from projects p
      left join job_contracts c on c.organization_id = p.organization_id and c.job_id = p.id
      where p.organization_id = ${org}${job(sql.raw('p.id'))}
        and (c.id is not null or exists (select 1 from last_activity a where a.job_id = p.id))
    ),
    running as (
      select j.id as job_id, mo.m,
             sum(coalesce(pm.cost, 0)) over w as cost,
             sum(coalesce(pm.billed, 0)) over w as billed,
             sum(coalesce(pm.contract, 0)) over w as changes,
             sum(coalesce(pm.budget, 0)) over w as budget_changes,
             sum(coalesce(pm.activity, 0)) over w as activity
      from jobs j
      cross join months mo
      left join per_month pm on pm.job_id = j.id and pm.m = mo.m
      window w as (partition by j.id order by mo.m)
    )
    select r.job_id, to_char(r.m, 'YYYY-MM-DD') as m, j.project_number, j.project_name, j.client_name, j.status,
           j.has_contract, j.original::text as original, r.changes::text as changes,
           (j.budget + r.budget_changes)::text as budget, r.cost::text as cost, r.billed::text as billed,
           r.activity::text as activity, to_char(la.month, 'YYYY-MM-DD') as last_activity,
           e.cost_to_complete_cents::text as estimate, e.note, e.updated_at, e.updated_by_name
    from running r
    join jobs j on j.id = r.job_id
    left join last_activity la on la.job_id = r.job_id
    left join estimates e on e.job_id = r.job_id and e.m = r.m
    order by r.m, j.number_year, j.number_seq`;
}

function rowsToFigures(result: unknown, monthEnds: string[]): TWipJobMonth[] {
  const monthEndOf = new Map(monthEnds.map((end) => [`${end.slice(0, 7)}-01`, end]));
  return rowsOf<TRow>(result).map((r) => {
    const original = Number(r.original);
    const changes = Number(r.changes);
    const figures = {
      revised_contract_cents: original + changes,
      revised_budget_cents: Number(r.budget),
      cost_to_date_cents: Number(r.cost),
      billed_to_date_cents: Number(r.billed),
      estimate_cents: r.estimate === null ? null : Number(r.estimate),
    };
    const isOpen = r.status === 'active' || r.status === 'on-hold';
    const isStillActive = r.last_activity !== null && r.last_activity >= r.m;
    const hasStarted = Number(r.activity) > 0 || r.estimate !== null;
    return {
      job_id: r.job_id,
      period_end: monthEndOf.get(r.m) ?? r.m,
      job_number: r.project_number,
      job_name: r.project_name,
      customer_name: r.client_name,
      job_status: r.status,
      has_contract: r.has_contract,
      is_listed: r.has_contract && hasStarted && (isOpen || isStillActive),
      original_contract_cents: original,
      approved_changes_cents: changes,
      ...figures,
      ...computeWipJob(figures),
      estimate_note: r.note,
      estimate_updated_at: r.updated_at === null ? null : new Date(r.updated_at).toISOString(),
      estimate_updated_by_name: r.updated_by_name,
    };
  });
}
