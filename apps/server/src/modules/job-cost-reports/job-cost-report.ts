import {
  categoryTotalsOfJobs,
  JOB_COST_REPORT_STATUS_MATCH,
  jobCostBreakdown,
  type TJobCostReport,
  type TJobCostReportJob,
  type TJobCostReportQuery,
  type TJobCostReportStatus,
  type TJobCostSource,
  type TJobStatus,
  totalsOfJobs,
} from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { costSummarySourcesSql } from '../job-cost-summary/job-cost-summary.ts';
import { managerNames } from '../jobs/job-manager.ts';
import { JobErrors } from '../jobs/jobs.errors.ts';

/** Which jobs a job cost report covers: named ones, or every job the filters keep. */
export type TJobCostFilter = {
  jobIds: readonly string[] | null;
  status: TJobCostReportStatus;
  customerId: string | null;
  projectManagerId: string | null;
};

export function jobCostFilterOf(query: TJobCostReportQuery): TJobCostFilter {
  return {
    jobIds: query.job_ids && query.job_ids.length > 0 ? query.job_ids : null,
    status: query.status,
    customerId: query.customer_id ?? null,
    projectManagerId: query.project_manager_id ?? null,
  };
}

/** Ids (already validated as UUIDs) as one array parameter, not one parameter each. */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The filters as a condition on projects `p`, within the company. */
function jobFilterSql(organizationId: string, filter: TJobCostFilter): SQL {
  const statuses = JOB_COST_REPORT_STATUS_MATCH[filter.status];
  return sql.join(
    [
      sql`p.organization_id = ${organizationId}`,
      filter.jobIds ? sql`p.id = any(${uuidArray(filter.jobIds)})` : undefined,
      filter.status === 'all'
        ? undefined
        : sql`p.status in (${sql.join(
            statuses.map((s) => sql`${s}`),
            sql`, `,
          )})`,
      filter.customerId ? sql`p.customer_id = ${filter.customerId}` : undefined,
      filter.projectManagerId ? sql`p.project_manager_id = ${filter.projectManagerId}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}

/**
 * The filters as a condition on a job_id column (costSummarySourcesSql's jobMatch). Every job of the
 * company is no condition at all (`is not null`): the period balances are then read without a join.
 */
export function jobFilterMatch(organizationId: string, filter: TJobCostFilter): SQL {
  const isEveryJob =
    !filter.jobIds && filter.status === 'all' && !filter.customerId && !filter.projectManagerId;
  if (isEveryJob) return sql`is not null`;
  return sql`in (select p.id from projects p where ${jobFilterSql(organizationId, filter)})`;
}

/** A job of the report: who and what, and its WIP estimate in force on the report's date. */
export type TReportJob = {
  id: string;
  number: string;
  name: string;
  status: TJobStatus;
  customerId: string;
  customerName: string;
  projectManagerName: string | null;
  wipPeriodEnd: string | null;
  wipCostToCompleteCents: number | null;
};

/**
 * The jobs a report covers, in job number order, each with the latest WIP estimate whose period ends on
 * or before `asOf`. A named job that is not the company's (or does not exist) is 404 job_not_found —
 * even when the other filters would have left it out.
 */
export async function reportJobs(
  tx: Db,
  organizationId: string,
  filter: TJobCostFilter,
  asOf: string,
): Promise<TReportJob[]> {
  const org = organizationId;
  if (filter.jobIds) {
    const found = rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id from projects where organization_id = ${org} and id = any(${uuidArray(filter.jobIds)})`,
      ),
    );
    if (found.length !== filter.jobIds.length) throw JobErrors.notFound();
  }
  const rows = rowsOf<{
    id: string;
    project_number: string;
    project_name: string;
    status: TJobStatus;
    customer_id: string;
    customer_name: string;
    project_manager_id: string | null;
    period_end: string | null;
    cost_to_complete: string | null;
  }>(
    await tx.execute(sql`
      select p.id, p.project_number, p.project_name, p.status, p.customer_id, c.name as customer_name,
             p.project_manager_id, to_char(w.period_end, 'YYYY-MM-DD') as period_end,
             w.cost_to_complete_cents::text as cost_to_complete
      from projects p
      join customers c on c.organization_id = p.organization_id and c.id = p.customer_id
      left join lateral (
        select period_end, cost_to_complete_cents from wip_estimates w
        where w.organization_id = p.organization_id and w.job_id = p.id and w.period_end <= ${asOf}::date
        order by period_end desc limit 1
      ) w on true
      where ${jobFilterSql(org, filter)}
      order by p.number_year, p.number_seq, p.project_number`),
  );
  const managers = await managerNames(
    tx,
    rows.map((r) => r.project_manager_id),
  );
  return rows.map((r) => ({
    id: r.id,
    number: r.project_number,
    name: r.project_name,
    status: r.status,
    customerId: r.customer_id,
    customerName: r.customer_name,
    projectManagerName: r.project_manager_id ? (managers.get(r.project_manager_id) ?? null) : null,
    wipPeriodEnd: r.period_end,
    wipCostToCompleteCents: r.cost_to_complete === null ? null : Number(r.cost_to_complete),
  }));
}

type TSourceRow = {
  job_id: string;
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
  actual: string;
};

type TNamed = { id: string; code: string; description: string };

/**
 * The jobs' lines: the job cost summary's aggregation (costSummarySourcesSql) run once for all of them,
 * then each job's breakdown (the shared rules: cost to complete, projected cost, variance, subtotals).
 * `jobMatch` selects the same jobs in SQL: by default their ids; the whole report passes its filters
 * instead (the same jobs, without sending their ids back).
 */
export async function jobCostReportJobs(
  tx: Db,
  organizationId: string,
  jobs: readonly TReportJob[],
  asOf: string,
  jobMatch: SQL = sql`= any(${uuidArray(jobs.map((j) => j.id))})`,
): Promise<{ jobs: TJobCostReportJob[]; costCodes: TNamed[]; categories: TNamed[] }> {
  if (jobs.length === 0) return { jobs: [], costCodes: [], categories: [] };
  const org = organizationId;
  // Many jobs aggregate tens of thousands of groups (500 jobs × 50 lines): the default 4 MB of working
  // memory would spill the aggregation to disk. For this transaction only.
  if (jobs.length > 1) await tx.execute(sql`select set_config('work_mem', '64MB', true)`);
  const rows = rowsOf<TSourceRow>(
    await tx.execute(sql`
      with totals as (${costSummarySourcesSql(org, jobMatch, asOf)})
      select t.job_id, t.cost_code_id, c.code as cost_code, c.description as cost_code_description,
             t.cost_category_id, k.code as cost_category_code, k.description as cost_category_description,
             t.is_budgeted, t.original_budget::text as original_budget,
             t.approved_budget_changes::text as approved_budget_changes, t.committed::text as committed,
             t.actual::text as actual
      from totals t
      join standard_cost_codes c on c.organization_id = ${org} and c.id = t.cost_code_id
      join cost_categories k on k.organization_id = ${org} and k.id = t.cost_category_id
      where t.original_budget <> 0 or t.approved_budget_changes <> 0 or t.committed <> 0 or t.actual <> 0
         or t.is_budgeted
      order by t.job_id, c.code, k.code`),
  );
  const byJob = new Map<string, TJobCostSource[]>();
  const costCodes = new Map<string, TNamed>();
  const categories = new Map<string, TNamed>();
  for (const r of rows) {
    costCodes.set(r.cost_code_id, {
      id: r.cost_code_id,
      code: r.cost_code,
      description: r.cost_code_description,
    });
    categories.set(r.cost_category_id, {
      id: r.cost_category_id,
      code: r.cost_category_code,
      description: r.cost_category_description,
    });
    const source: TJobCostSource = {
      cost_code_id: r.cost_code_id,
      cost_code: r.cost_code,
      cost_category_id: r.cost_category_id,
      cost_category_code: r.cost_category_code,
      is_budgeted: r.is_budgeted,
      original_budget_cents: Number(r.original_budget),
      approved_changes_cents: Number(r.approved_budget_changes),
      committed_cents: Number(r.committed),
      actual_cents: Number(r.actual),
    };
    const list = byJob.get(r.job_id);
    if (list) list.push(source);
    else byJob.set(r.job_id, [source]);
  }
  const byCode = (a: TNamed, b: TNamed) => a.code.localeCompare(b.code);
  return {
    jobs: jobs.map((job) => ({
      job_id: job.id,
      job_number: job.number,
      job_name: job.name,
      status: job.status,
      customer_id: job.customerId,
      customer_name: job.customerName,
      project_manager_name: job.projectManagerName,
      cost_to_complete_basis: job.wipCostToCompleteCents === null ? 'default' : 'wip_estimate',
      wip_period_end: job.wipPeriodEnd,
      ...jobCostBreakdown(byJob.get(job.id) ?? [], job.wipCostToCompleteCents),
    })),
    costCodes: [...costCodes.values()].sort(byCode),
    categories: [...categories.values()].sort(byCode),
  };
}

/** The job cost report of a query: its jobs, their lines, subtotals and totals, the grand total. */
export async function jobCostReport(
  tx: Db,
  organizationId: string,
  query: TJobCostReportQuery,
  asOf: string,
): Promise<TJobCostReport> {
  const filter = jobCostFilterOf(query);
  const jobs = await reportJobs(tx, organizationId, filter, asOf);
  const report = await jobCostReportJobs(
    tx,
    organizationId,
    jobs,
    asOf,
    jobFilterMatch(organizationId, filter),
  );
  return {
    as_of: asOf,
    status: filter.status,
    job_ids: filter.jobIds ? [...filter.jobIds] : null,
    customer_id: filter.customerId,
    project_manager_id: filter.projectManagerId,
    jobs: report.jobs,
    cost_codes: report.costCodes,
    cost_categories: report.categories,
    category_totals: categoryTotalsOfJobs(report.jobs),
    totals: totalsOfJobs(report.jobs),
  };
}
