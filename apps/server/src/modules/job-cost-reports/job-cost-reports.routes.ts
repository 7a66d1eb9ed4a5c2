import {
  JOB_COST_REPORT_STATUS_LABELS,
  type TJobCostReport,
  todayIso,
  ZJobCostDetail,
  ZJobCostDetailQuery,
  ZJobCostReport,
  ZJobCostReportPdfQuery,
  ZJobCostReportQuery,
} from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { z } from '@hono/zod-openapi';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonResponse,
  newApi,
  notFoundResponse,
  type TenantCaller,
  tenantCaller,
  ZIdParams,
} from '../../lib/api-route.ts';
import { csvHeaders, csvStream } from '../../lib/csv-stream.ts';
import { loadPdfCompany } from '../../lib/pdf/company-header.ts';
import { pdfHeaders, renderReportPdf } from '../../lib/pdf/report-pdf.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { assertJob } from '../job-budgets/budget-reference.ts';
import { managerNames } from '../jobs/job-manager.ts';
import { partyLabel } from '../party-statements/parties.ts';
import { jobCostDetail } from '../payables-reports/job-cost-detail.ts';
import {
  jobCostFilterOf,
  jobCostReport,
  jobCostReportJobs,
  jobFilterMatch,
  reportJobs,
  type TReportJob,
} from './job-cost-report.ts';
import {
  grandTotals,
  JOB_COST_CSV_COLUMNS,
  JOB_COST_DETAIL_CSV_COLUMNS,
  jobCostCsvRows,
  jobCostDetailCsvRow,
} from './job-cost-report-csv.ts';
import {
  jobCostHistoryLines,
  jobCostLinesAfter,
  jobCostLinesForPdf,
  type TLinePosition,
} from './job-cost-report-lines.ts';
import { jobCostReportPdf } from './job-cost-report-pdf.ts';

const TAGS = ['Job reports'];
const csvResponse = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: z.string() } } },
});
const notFound = notFoundResponse('A job of job_ids is not found (job_not_found)');

/** Jobs per batch of the summary CSV: each batch is one aggregation over its jobs. */
const CSV_JOBS_PER_BATCH = 100;
/** Journal lines per batch of the detail CSV. */
const CSV_LINES_PER_BATCH = 5000;

/** The parameters a PDF prints under its title. */
async function pdfParameters(
  tx: Db,
  organizationId: string,
  report: TJobCostReport,
  isDetail: boolean,
): Promise<[string, string][]> {
  const jobs = report.job_ids
    ? report.jobs.length <= 8
      ? report.jobs.map((j) => j.job_number).join(', ')
      : `${report.jobs.length} jobs`
    : 'All jobs';
  const customer = await partyLabel(tx, organizationId, 'customer', report.customer_id ?? undefined);
  const manager = report.project_manager_id
    ? (await managerNames(tx, [report.project_manager_id])).get(report.project_manager_id)
    : null;
  return [
    ['As of', report.as_of],
    ['Jobs', jobs],
    ['Status', JOB_COST_REPORT_STATUS_LABELS[report.status]],
    ...(customer ? [['Customer', customer] as [string, string]] : []),
    ...(manager ? [['Project manager', manager] as [string, string]] : []),
    ['View', isDetail ? 'Detail (journal lines behind actual cost)' : 'Summary'],
  ];
}

/**
 * Job cost reports (issue 17, item 4): the summary of one job, several or all (filters: job ids,
 * status, customer, project manager) as of a date; the journal lines behind each actual figure; CSV
 * (summary and detail, streamed) and PDF. Reading: jobcost:read.
 */
export function jobCostReportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/reports/job-cost',
      tags: TAGS,
      summary:
        'Job cost summary as of a date (default today) for the jobs named in job_ids (comma-separated, at most 100) or every job the filters keep (status open/closed/all, customer, project manager): per job × cost code × category original budget, approved changes, revised budget, committed, actual, estimated cost to complete (remaining of max(revised, committed), or the job’s WIP estimate spread by largest remainder), projected cost, variance; subtotals per cost code and per category, job totals, category totals and a grand total',
      request: { query: ZJobCostReportQuery },
      responses: { 200: jsonResponse('The report', ZJobCostReport), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const asOf = query.as_of ?? todayIso();
      const report = await withTenant(db, caller, (tx) =>
        jobCostReport(tx, caller.organizationId, query, asOf),
      );
      return c.json(report, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/reports/job-cost/jobs/{id}/lines',
      tags: TAGS,
      summary:
        "The journal lines behind a job's actual cost through as_of — one cost code × category, or all — oldest first, each with its entry and the vendor invoice it posted or reversed, after the job-to-date cost an import brought as of its cut-over (one line per cost code × category, source import, no entry); total_cents is the report's actual figure of the cell",
      request: { params: ZIdParams, query: ZJobCostDetailQuery },
      responses: {
        200: jsonResponse('A page of lines', ZJobCostDetail),
        ...notFoundResponse('Job not found (job_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const detail = await withTenant(db, caller, async (tx) => {
        await assertJob(tx, caller.organizationId, id);
        return jobCostDetail(tx, caller.organizationId, id, query);
      });
      return c.json(detail, 200);
    },
  );

  /** The report's jobs, read before the first byte of an export (404 for a foreign job). */
  const exportJobs = (caller: TenantCaller, query: z.output<typeof ZJobCostReportQuery>, asOf: string) =>
    withTenant(db, caller, (tx) => reportJobs(tx, caller.organizationId, jobCostFilterOf(query), asOf));

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/reports/job-cost.csv',
      tags: TAGS,
      summary:
        'The job cost summary as CSV, streamed a hundred jobs at a time: per job its lines, cost code subtotals, category subtotals and total; then category totals and the grand total of all jobs',
      request: { query: ZJobCostReportQuery },
      responses: { ...csvResponse('Job cost summary CSV'), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const asOf = query.as_of ?? todayIso();
      const jobs = await exportJobs(caller, query, asOf);
      const totals = grandTotals();
      const stream = csvStream(JOB_COST_CSV_COLUMNS, 0, async (start) => {
        const batch = jobs.slice(start, start + CSV_JOBS_PER_BATCH);
        const report = await withTenant(db, caller, (tx) =>
          jobCostReportJobs(tx, caller.organizationId, batch, asOf),
        );
        const names = {
          codes: new Map(report.costCodes.map((n) => [n.id, n.description])),
          categories: new Map(report.categories.map((n) => [n.id, n.description])),
        };
        totals.add(report.jobs, names);
        const rows: TCsvValue[][] = report.jobs.flatMap((job) => jobCostCsvRows(job, names));
        const end = start + CSV_JOBS_PER_BATCH;
        if (end < jobs.length) return { rows, after: end };
        return { rows: [...rows, ...totals.rows(jobs.length)], after: null };
      });
      return c.body(stream, 200, csvHeaders(`job-cost-${asOf}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/reports/job-cost/detail.csv',
      tags: TAGS,
      summary:
        "The journal lines behind the report's actual cost as CSV, streamed: per job (in job number order) its lines through as_of, oldest first, with cost code, category, entry, source, vendor and invoice, account and amount",
      request: { query: ZJobCostReportQuery },
      responses: { ...csvResponse('Job cost detail CSV'), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const asOf = query.as_of ?? todayIso();
      const jobs = await exportJobs(caller, query, asOf);
      type TPosition = { job: number; after: TLinePosition | null };
      const stream = csvStream<TPosition>(JOB_COST_DETAIL_CSV_COLUMNS, { job: 0, after: null }, (position) =>
        withTenant(db, caller, async (tx) => {
          const rows: TCsvValue[][] = [];
          let { job: index, after } = position;
          // A batch takes lines from as many jobs as it needs to fill up; a job starts with its
          // job-to-date cost brought by an import (a few lines), then its journal lines.
          while (index < jobs.length && rows.length < CSV_LINES_PER_BATCH) {
            const job = jobs[index] as TReportJob;
            if (after === null)
              for (const line of await jobCostHistoryLines(tx, caller.organizationId, job.id, asOf))
                rows.push(jobCostDetailCsvRow(job, line));
            const wanted = Math.max(1, CSV_LINES_PER_BATCH - rows.length);
            const lines = await jobCostLinesAfter(tx, caller.organizationId, job.id, asOf, after, wanted);
            for (const line of lines) rows.push(jobCostDetailCsvRow(job, line));
            const last = lines.at(-1);
            if (lines.length < wanted || !last) {
              index += 1;
              after = null;
            } else {
              after = { date: last.entry_date, number: last.entry_number, line: Number(last.line_number) };
            }
          }
          return { rows, after: index < jobs.length ? { job: index, after } : null };
        }),
      );
      return c.body(stream, 200, csvHeaders(`job-cost-detail-${asOf}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/reports/job-cost.pdf',
      tags: TAGS,
      summary:
        'The job cost report as PDF (landscape): the summary, or with detail=true the journal lines behind each actual figure under its line; 413 report_too_long_for_pdf beyond the PDF row limit (export CSV instead)',
      request: { query: ZJobCostReportPdfQuery },
      responses: {
        200: { description: 'Job cost PDF', content: { 'application/pdf': { schema: z.string() } } },
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { detail, ...query } = c.req.valid('query');
      const isDetail = detail === 'true';
      const asOf = query.as_of ?? todayIso();
      const org = caller.organizationId;
      const { report, company, parameters, lines } = await withTenant(db, caller, async (tx) => {
        const report = await jobCostReport(tx, org, query, asOf);
        const summaryRows = report.jobs.reduce((n, j) => n + j.lines.length * 2 + 4, 0);
        return {
          report,
          company: await loadPdfCompany(tx, store, org),
          parameters: await pdfParameters(tx, org, report, isDetail),
          lines:
            isDetail && report.jobs.length > 0
              ? await jobCostLinesForPdf(
                  tx,
                  org,
                  jobFilterMatch(org, jobCostFilterOf(query)),
                  asOf,
                  summaryRows,
                )
              : null,
        };
      });
      const pdf = await renderReportPdf(jobCostReportPdf(company, report, parameters, lines));
      const name = isDetail ? 'job-cost-detail' : 'job-cost';
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`${name}-${asOf}.pdf`)) as never;
    },
  );

  return api;
}
