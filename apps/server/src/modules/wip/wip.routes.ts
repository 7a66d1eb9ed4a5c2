import {
  ZApiError,
  ZPostWipAdjustment,
  ZProfitFade,
  ZProfitFadeQuery,
  ZWipAdjustment,
  ZWipAdjustmentsQuery,
  ZWipEstimate,
  ZWipEstimateInput,
  ZWipEstimateKey,
  ZWipSchedule,
  ZWipScheduleQuery,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  tenantCaller,
  ZIdParams,
} from '../../lib/api-route.ts';
import { csvHeaders, csvStream } from '../../lib/csv-stream.ts';
import { loadPdfCompany } from '../../lib/pdf/company-header.ts';
import { pdfHeaders, renderReportPdf } from '../../lib/pdf/report-pdf.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { findWipAdjustments, postWipAdjustment, withdrawWipAdjustment } from './wip-adjustments.ts';
import { clearWipEstimate, setWipEstimate } from './wip-estimates.ts';
import {
  PROFIT_FADE_CSV_COLUMNS,
  profitFadeCsvRows,
  profitFadePdf,
  WIP_CSV_COLUMNS,
  wipCsvRows,
  wipPdf,
} from './wip-exports.ts';
import { profitFade, wipSchedule } from './wip-schedule.ts';

const TAGS = ['WIP'];
const conflict = { 409: jsonResponse('Refused by the state of the books', ZApiError) };
const csvResponse = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: z.string() } } },
});
const pdfResponse = (description: string) => ({
  200: { description, content: { 'application/pdf': { schema: z.string() } } },
});

/**
 * The WIP schedule (issue 17, item 4): the schedule of a month end with its exports, the estimates of
 * cost to complete people set per job and period, the WIP adjustment posted to the ledger (and
 * withdrawn), and job profitability over time. Reading: jobcost:read; estimates: jobcost:write;
 * posting or withdrawing the adjustment: ledger:post.
 */
export function wipRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/wip/schedule',
      tags: TAGS,
      summary:
        "The WIP schedule (cost-to-cost) at a month end: per job revised contract, cost to date, estimated cost to complete (the period's estimate or revised budget − cost to date), estimated total cost, percent complete, earned revenue, billed to date (gross), over/(under) billing, estimated gross profit and margin, a projected loss recognised in full; totals; the adjustment posted for the period",
      request: { query: ZWipScheduleQuery },
      responses: { 200: jsonResponse('The schedule', ZWipSchedule) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { period_end } = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => wipSchedule(tx, caller.organizationId, period_end)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/wip/schedule.csv',
      tags: TAGS,
      summary: 'The WIP schedule as CSV: one row per job with every figure, then the totals',
      request: { query: ZWipScheduleQuery },
      responses: csvResponse('WIP schedule CSV'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { period_end } = c.req.valid('query');
      // Read in its own transaction before the first byte: the stream never holds the database.
      const schedule = await withTenant(db, caller, (tx) =>
        wipSchedule(tx, caller.organizationId, period_end),
      );
      const rows = wipCsvRows(schedule);
      const stream = csvStream(WIP_CSV_COLUMNS, 0, async () => ({ rows, after: null }));
      return c.body(stream, 200, csvHeaders(`wip-schedule-${period_end}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/wip/schedule.pdf',
      tags: TAGS,
      summary: 'The WIP schedule as PDF (landscape), with the over/under split and the posted adjustment',
      request: { query: ZWipScheduleQuery },
      responses: pdfResponse('WIP schedule PDF'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { period_end } = c.req.valid('query');
      const org = caller.organizationId;
      const { schedule, company } = await withTenant(db, caller, async (tx) => ({
        schedule: await wipSchedule(tx, org, period_end),
        company: await loadPdfCompany(tx, store, org),
      }));
      const pdf = await renderReportPdf(wipPdf(company, schedule));
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`wip-schedule-${period_end}.pdf`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'put',
      path: '/wip/estimates',
      tags: TAGS,
      summary:
        "Set a job's estimated cost to complete for a WIP period (a month end), replacing the default revised budget − cost to date; refused once the period is closed or its adjustment posted",
      request: jsonBody(ZWipEstimateInput),
      responses: {
        200: jsonResponse('The estimate', ZWipEstimate),
        ...notFoundResponse('Job not found (job_not_found)'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => setWipEstimate(tx, caller, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'delete',
      path: '/wip/estimates',
      tags: TAGS,
      summary: "Clear a job's estimate for a period: the schedule goes back to the default",
      request: { query: ZWipEstimateKey },
      responses: {
        204: { description: 'Cleared (or there was none)' },
        ...notFoundResponse('Job not found (job_not_found)'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const key = c.req.valid('query');
      await withTenant(db, caller, (tx) => clearWipEstimate(tx, caller, key));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/wip/adjustments',
      tags: TAGS,
      summary:
        "The company's WIP adjustments (one period's, or the latest 200), posted and withdrawn, each with its entry, its reversal and any withdrawal entries",
      request: { query: ZWipAdjustmentsQuery },
      responses: { 200: jsonResponse('Adjustments', z.object({ items: z.array(ZWipAdjustment) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { period_end } = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) =>
        findWipAdjustments(tx, caller.organizationId, { periodEnd: period_end }),
      );
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'post',
      path: '/wip/adjustments',
      tags: TAGS,
      summary:
        "Post the WIP adjustment of a period: one entry dated the period end (over-billings Dr contract revenue Cr billings in excess; under-billings Dr costs in excess Cr contract revenue) and its reversal dated the next period's first day; refused in a closed period (409 period_closed), when one is already posted (409 wip_adjustment_posted) or with nothing to post",
      request: jsonBody(ZPostWipAdjustment),
      responses: { 201: jsonResponse('The adjustment', ZWipAdjustment), ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { period_end } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => postWipAdjustment(tx, caller, period_end)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'post',
      path: '/wip/adjustments/{id}/withdraw',
      tags: TAGS,
      summary:
        'Withdraw a posted WIP adjustment: entries cancelling it (dated the period end) and its reversal (dated the next period’s first day); refused in a closed period',
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('The adjustment, withdrawn', ZWipAdjustment),
        ...notFoundResponse('WIP adjustment not found (wip_adjustment_not_found)'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => withdrawWipAdjustment(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/wip/profit-fade',
      tags: TAGS,
      summary:
        "Job profitability over time: per month end of the range, the estimated gross profit margin as projected then (that month's estimate or the default), cost to date and billed — one job, or every job on each month's schedule together",
      request: { query: ZProfitFadeQuery },
      responses: {
        200: jsonResponse('The months', ZProfitFade),
        ...notFoundResponse('Job not found (job_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => profitFade(tx, caller.organizationId, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/wip/profit-fade.csv',
      tags: TAGS,
      summary: 'Job profitability over time as CSV, one row per month end',
      request: { query: ZProfitFadeQuery },
      responses: { ...csvResponse('Profit fade CSV'), ...notFoundResponse('Job not found (job_not_found)') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const fade = await withTenant(db, caller, (tx) => profitFade(tx, caller.organizationId, query));
      const rows = profitFadeCsvRows(fade);
      const stream = csvStream(PROFIT_FADE_CSV_COLUMNS, 0, async () => ({ rows, after: null }));
      const name = fade.job ? fade.job.job_number : 'all-jobs';
      return c.body(stream, 200, csvHeaders(`profit-fade-${name}-${query.from}-${query.to}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/wip/profit-fade.pdf',
      tags: TAGS,
      summary: 'Job profitability over time as PDF, one row per month end',
      request: { query: ZProfitFadeQuery },
      responses: { ...pdfResponse('Profit fade PDF'), ...notFoundResponse('Job not found (job_not_found)') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const org = caller.organizationId;
      const { fade, company } = await withTenant(db, caller, async (tx) => ({
        fade: await profitFade(tx, org, query),
        company: await loadPdfCompany(tx, store, org),
      }));
      const pdf = await renderReportPdf(profitFadePdf(company, fade));
      const name = fade.job ? fade.job.job_number : 'all-jobs';
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`profit-fade-${name}.pdf`)) as never;
    },
  );

  return api;
}
