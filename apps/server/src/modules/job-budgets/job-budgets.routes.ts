import {
  BUDGET_CSV_COLUMNS,
  ZBudgetApiError,
  ZBudgetImport,
  ZBudgetImportResult,
  ZBudgetPreview,
  ZJobBudget,
  ZSaveBudget,
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
import { withTenant } from '../../lib/tenant.ts';
import { assertJob } from './budget-reference.ts';
import { budgetCsvBatch } from './export-job-budget.ts';
import { getJobBudget } from './get-job-budget.ts';
import { importJobBudget, previewJobBudgetImport } from './import-job-budget.ts';
import { handleBudgetError } from './job-budgets.errors.ts';
import { saveJobBudget } from './save-job-budget.ts';

const notFound = notFoundResponse('Job not found');

/** A job's budget by cost code × category: read, replace, import and export (issue 14, item 3). */
export function jobBudgetRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();
  api.onError(handleBudgetError);

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/jobs/{id}/budget',
      tags: ['Job budgets'],
      summary: 'The job’s budget lines (code × category, description, original amount) and their total',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The budget', ZJobBudget), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const budget = await withTenant(db, caller, async (tx) => {
        await assertJob(tx, caller.organizationId, id);
        return getJobBudget(tx, caller.organizationId, id);
      });
      return c.json(budget, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'put',
      path: '/jobs/{id}/budget',
      tags: ['Job budgets'],
      summary:
        'Replace the job’s budget lines in one transaction; the job’s budget becomes their total. 400 budget_lines_invalid names every line (details.lines: index, reasons)',
      request: { params: ZIdParams, ...jsonBody(ZSaveBudget) },
      responses: {
        200: jsonResponse('The budget as saved', ZJobBudget),
        400: jsonResponse('Invalid lines', ZBudgetApiError),
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { lines } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => saveJobBudget(tx, caller, id, lines)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/jobs/{id}/budget/export.csv',
      tags: ['Job budgets'],
      summary:
        'The budget as CSV in the columns the import reads (cost_code, cost_category, description, amount)',
      request: { params: ZIdParams },
      responses: {
        200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => assertJob(tx, caller.organizationId, id));
      type TAfter = { code: string; category: string } | null;
      const stream = csvStream<{ after: TAfter }>(BUDGET_CSV_COLUMNS, { after: null }, async ({ after }) => {
        const batch = await withTenant(db, caller, (tx) =>
          budgetCsvBatch(tx, caller.organizationId, id, after),
        );
        return { rows: batch.rows, after: batch.last ? { after: batch.last } : null };
      });
      return c.body(stream, 200, csvHeaders('job-budget.csv')) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'post',
      path: '/jobs/{id}/budget/import/preview',
      tags: ['Job budgets'],
      summary:
        'What importing these CSV rows into the job’s budget would do, with every reason a row is refused',
      request: { params: ZIdParams, ...jsonBody(ZBudgetImport) },
      responses: { 200: jsonResponse('Preview', ZBudgetPreview), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { rows } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => previewJobBudgetImport(tx, caller, id, rows)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'post',
      path: '/jobs/{id}/budget/import',
      tags: ['Job budgets'],
      summary:
        'Import CSV rows into the job’s budget: all or nothing (400 import_invalid when any row is invalid); a code × category already budgeted is updated, others added',
      request: { params: ZIdParams, ...jsonBody(ZBudgetImport) },
      responses: { 200: jsonResponse('Counts and the budget', ZBudgetImportResult), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { rows } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => importJobBudget(tx, caller, id, rows)), 200);
    },
  );

  return api;
}
