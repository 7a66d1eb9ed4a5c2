import { IMPORT_SOURCE_LABELS } from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Job-to-date cost brought from the previous system at the cut-over (the import's option
 * job_to_date_cost: job_cost_history rows per job × cost code × category as of the cut-over). The
 * opening entry carries the general ledger's balances without job dimensions, so this cost is not in
 * the ledger's job cost: the job reports add it as actual cost on its date — the job cost summary and
 * the job cost report (through costSummarySourcesSql), the WIP schedule's cost to date (wipFigures),
 * and, as one line per row, the lines behind an actual figure (the drill-down and the exports), so
 * those still add up to it. The ledger's own job cost (GET /ledger/job-cost) stays the ledger's.
 */

/** The history through `asOf` as (job_id, cost_code_id, cost_category_id, amount) rows. */
export function jobCostHistorySql(organizationId: string, jobMatch: SQL, asOf: string): SQL {
  return sql`
    select job_id, cost_code_id, cost_category_id, amount_cents as amount
    from job_cost_history
    where organization_id = ${organizationId} and job_id ${jobMatch} and as_of <= ${asOf}::date`;
}

/** The run's source in words ('QuickBooks Desktop', …); a row without a run: 'a previous system'. */
const sourceLabelSql = sql`case r.source ${sql.join(
  Object.entries(IMPORT_SOURCE_LABELS).map(([source, label]) => sql`when ${source} then ${label}`),
  sql` `,
)} else 'a previous system' end`;

/**
 * The history rows `h` that `where` keeps, each as a line behind the actual cost in costLinesSql's
 * columns (TCostLineRow): dated its as-of date, source 'import', no entry number, account or invoice,
 * the memo "Job-to-date cost brought from <source> at <as_of>". The id is the history row's; the
 * lines come before the journal lines (the cost they bring was spent before them).
 */
export function jobCostHistoryLinesSql(where: SQL): SQL {
  return sql`
    select h.job_id, h.id as entry_id, '' as entry_number, to_char(h.as_of, 'YYYY-MM-DD') as entry_date,
      0 as line_number, 'import' as source_type, false as is_reversal,
      'Job-to-date cost brought from ' || ${sourceLabelSql} || ' at ' || to_char(h.as_of, 'YYYY-MM-DD') as memo,
      cc.code as cost_code, k.code as cost_category_code, '' as account_number, '' as account_name,
      h.amount_cents::text as amount,
      null::uuid as invoice_id, null::text as invoice_number, null::uuid as vendor_id,
      null::text as vendor_number, null::text as vendor_name
    from job_cost_history h
    left join import_runs r on r.organization_id = h.organization_id and r.id = h.run_id
    join standard_cost_codes cc on cc.organization_id = h.organization_id and cc.id = h.cost_code_id
    join cost_categories k on k.organization_id = h.organization_id and k.id = h.cost_category_id
    where ${where}
    order by h.job_id, h.as_of, cc.code, k.code`;
}
