import { z } from 'zod';
import { JOB_STATUSES } from '../jobs/job.schemas.ts';
import { ZIsoDate } from '../ledger/dates.ts';

/**
 * The job cost report (issue 17, item 4): for one job, several or all, as of a date, per job × cost
 * code × category — original budget, approved changes, revised budget, committed, actual, estimated
 * cost to complete, projected cost at completion and variance — with subtotals per cost code and per
 * category within a job, a total per job and a grand total.
 */

/** open: active and on hold (work still to do); closed: completed and cancelled; all: every job. */
export const JOB_COST_REPORT_STATUSES = ['open', 'closed', 'all'] as const;
export type TJobCostReportStatus = (typeof JOB_COST_REPORT_STATUSES)[number];
export const JOB_COST_REPORT_STATUS_LABELS: Record<TJobCostReportStatus, string> = {
  open: 'Open jobs (active, on hold)',
  closed: 'Closed jobs (completed, cancelled)',
  all: 'All jobs',
};

/** The job statuses each filter keeps. */
export const JOB_COST_REPORT_STATUS_MATCH: Record<TJobCostReportStatus, readonly string[]> = {
  open: ['active', 'on-hold'],
  closed: ['completed', 'cancelled'],
  all: JOB_STATUSES,
};

/** How many jobs a request may name (the rest of the time: no list, every job the filters keep). */
export const JOB_COST_REPORT_MAX_JOBS = 100;

export const JOB_COST_REPORT_MESSAGES = {
  jobIds: 'job_ids is a comma-separated list of job ids (UUIDs)',
  tooManyJobs: `Name at most ${JOB_COST_REPORT_MAX_JOBS} jobs in job_ids, or leave it out for every job`,
  status: 'status is open, closed or all',
  customer: 'customer_id is a customer id (UUID)',
  projectManager: 'project_manager_id is a person id (UUID)',
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "id,id,id" → the distinct ids, in order; an empty text is no list. */
const ZJobIdList = z
  .string()
  .max(JOB_COST_REPORT_MAX_JOBS * 40, JOB_COST_REPORT_MESSAGES.tooManyJobs)
  .transform((text, ctx) => {
    const ids = [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (ids.some((id) => !UUID_RE.test(id))) {
      ctx.addIssue({ code: 'custom', message: JOB_COST_REPORT_MESSAGES.jobIds });
      return z.NEVER;
    }
    if (ids.length > JOB_COST_REPORT_MAX_JOBS) {
      ctx.addIssue({ code: 'custom', message: JOB_COST_REPORT_MESSAGES.tooManyJobs });
      return z.NEVER;
    }
    return ids;
  });

export const ZJobCostReportQuery = z.object({
  /** Actual cost through this date, and the WIP estimate of the latest period ending on or before it (default today). */
  as_of: ZIsoDate.optional(),
  /** Comma-separated job ids; left out (or empty), every job the other filters keep. */
  job_ids: ZJobIdList.optional(),
  status: z.enum(JOB_COST_REPORT_STATUSES, { error: JOB_COST_REPORT_MESSAGES.status }).default('all'),
  customer_id: z.string().uuid(JOB_COST_REPORT_MESSAGES.customer).optional(),
  project_manager_id: z.string().uuid(JOB_COST_REPORT_MESSAGES.projectManager).optional(),
});
export type TJobCostReportQuery = z.output<typeof ZJobCostReportQuery>;
export type TJobCostReportQueryInput = z.input<typeof ZJobCostReportQuery>;

/** The PDF: the summary, or (detail) the summary with the journal lines behind each actual figure. */
export const ZJobCostReportPdfQuery = ZJobCostReportQuery.extend({
  detail: z.enum(['true', 'false']).default('false'),
});

/**
 * The figures of a line, a subtotal, a job and the grand total:
 * - revised budget = original budget + approved changes (approved customer change orders);
 * - committed: issued, executed and closed commitments with their approved change orders;
 * - actual: the ledger's job cost through as_of;
 * - estimated cost to complete: by default max(0, max(revised, committed) − actual) per line — what is
 *   still to be spent of the larger of the budget and the commitments — or, when the job has a WIP
 *   estimate, that estimate spread over the lines (see job-cost-report.ts);
 * - projected cost at completion = actual + estimated cost to complete;
 * - variance = revised budget − projected cost (below 0: a projected overrun).
 */
export const ZJobCostReportFigures = z.object({
  original_budget_cents: z.number().int(),
  approved_changes_cents: z.number().int(),
  revised_budget_cents: z.number().int(),
  committed_cents: z.number().int(),
  actual_cents: z.number().int(),
  cost_to_complete_cents: z.number().int(),
  projected_cost_cents: z.number().int(),
  variance_cents: z.number().int(),
});
export type TJobCostReportFigures = z.infer<typeof ZJobCostReportFigures>;

/** The figures in column order, with their headings: the screen, the CSV and the PDF show them so. */
export const JOB_COST_FIGURE_COLUMNS: readonly { key: keyof TJobCostReportFigures; header: string }[] = [
  { key: 'original_budget_cents', header: 'Original budget' },
  { key: 'approved_changes_cents', header: 'Approved changes' },
  { key: 'revised_budget_cents', header: 'Revised budget' },
  { key: 'committed_cents', header: 'Committed' },
  { key: 'actual_cents', header: 'Actual' },
  { key: 'cost_to_complete_cents', header: 'Est. cost to complete' },
  { key: 'projected_cost_cents', header: 'Projected cost' },
  { key: 'variance_cents', header: 'Variance' },
];

export const ZJobCostReportLine = ZJobCostReportFigures.extend({
  cost_code_id: z.string(),
  cost_code: z.string(),
  cost_category_id: z.string(),
  cost_category_code: z.string(),
  /** The job has a budget line (or an approved budget change) for this code × category. */
  is_budgeted: z.boolean(),
});
export type TJobCostReportLine = z.infer<typeof ZJobCostReportLine>;

export const ZJobCostCodeSubtotal = ZJobCostReportFigures.extend({
  cost_code_id: z.string(),
  cost_code: z.string(),
});
export type TJobCostCodeSubtotal = z.infer<typeof ZJobCostCodeSubtotal>;

export const ZJobCostCategorySubtotal = ZJobCostReportFigures.extend({
  cost_category_id: z.string(),
  cost_category_code: z.string(),
});
export type TJobCostCategorySubtotal = z.infer<typeof ZJobCostCategorySubtotal>;

export const JOB_COST_TO_COMPLETE_BASES = ['default', 'wip_estimate'] as const;

export const ZJobCostReportJob = z.object({
  job_id: z.string(),
  job_number: z.string(),
  job_name: z.string(),
  status: z.enum(JOB_STATUSES),
  customer_id: z.string(),
  customer_name: z.string(),
  project_manager_name: z.string().nullable(),
  /** default: each line's own rule; wip_estimate: the job's WIP estimate of wip_period_end, spread. */
  cost_to_complete_basis: z.enum(JOB_COST_TO_COMPLETE_BASES),
  wip_period_end: z.string().nullable(),
  lines: z.array(ZJobCostReportLine),
  cost_code_subtotals: z.array(ZJobCostCodeSubtotal),
  category_subtotals: z.array(ZJobCostCategorySubtotal),
  totals: ZJobCostReportFigures,
});
export type TJobCostReportJob = z.infer<typeof ZJobCostReportJob>;

const ZNamed = z.object({ id: z.string(), code: z.string(), description: z.string() });

export const ZJobCostReport = z.object({
  as_of: z.string(),
  status: z.enum(JOB_COST_REPORT_STATUSES),
  job_ids: z.array(z.string()).nullable(),
  customer_id: z.string().nullable(),
  project_manager_id: z.string().nullable(),
  jobs: z.array(ZJobCostReportJob),
  /** The descriptions of the cost codes and categories the lines name. */
  cost_codes: z.array(ZNamed),
  cost_categories: z.array(ZNamed),
  /** Every job's lines added up per category (the selection's chart), and in all. */
  category_totals: z.array(ZJobCostCategorySubtotal),
  totals: ZJobCostReportFigures,
});
export type TJobCostReport = z.infer<typeof ZJobCostReport>;
