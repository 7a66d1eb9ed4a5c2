import {
  ZApiError,
  ZCreatePayrollRun,
  ZPayrollCashAccount,
  ZPayrollRun,
  ZPayrollRunListItem,
  ZPayrollRunListQuery,
  ZRunEarningInput,
  ZSetCheckNumber,
  ZSettlePayrollRun,
  ZVoidPayrollRun,
  zPage,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { chartOfAccounts } from '../../db/schema/index.ts';
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
import { withTenant } from '../../lib/tenant.ts';
import { approvePayrollRun, returnPayrollRunToDraft, setCheckNumber } from './approve-payroll-run.ts';
import { calculatePayrollRun } from './calculate-payroll-run.ts';
import { applyCertifiedFixes } from './certified-fixes.ts';
import { createPayrollRun } from './create-payroll-run.ts';
import { findPayrollRuns } from './find-payroll-runs.ts';
import { registerLiabilityRoutes } from './payroll-liabilities.routes.ts';
import { loadPayrollRun } from './payroll-run-json.ts';
import { registerPayStubRoutes } from './payroll-stubs.routes.ts';
import { postPayrollRun } from './post-payroll-run.ts';
import { addRunEarning, deleteRunEarning, updateRunEarning } from './run-earnings.ts';
import { settlePayrollRun } from './settle-payroll-run.ts';
import { voidPayrollRun } from './void-payroll-run.ts';

const TAGS = ['Payroll'];
const conflict = { 409: jsonResponse('Refused by the state of the run or the books', ZApiError) };
const runResponse = (description: string) => jsonResponse(description, ZPayrollRun);
const notFound = notFoundResponse('Payroll run not found (payroll_run_not_found)');
const ZEarningParams = z.object({ id: z.string().uuid(), earningId: z.string().uuid() });
const ZCheckParams = z.object({ id: z.string().uuid(), checkId: z.string().uuid() });

/**
 * Payroll runs (issue 21, items 5–6): create, list and read runs; other earnings; calculate through the
 * payroll engine; approve (figures frozen), post one journal entry, void by reversal, settle net pay;
 * pay stubs; liability payments. Reading: payroll:read; every change: payroll:write. A person's own
 * checks: time:own (payroll-stubs.routes.ts).
 */
export function payrollRunRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll/runs',
      tags: TAGS,
      summary:
        "A page of the company's payroll runs, newest check date first; search by run number, memo or employee",
      request: { query: ZPayrollRunListQuery },
      responses: { 200: jsonResponse('Runs', zPage(ZPayrollRunListItem)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => findPayrollRuns(tx, caller.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll/cash-accounts',
      tags: TAGS,
      summary: "The company's active bank and cash accounts a run or a liability payment may be paid from",
      responses: { 200: jsonResponse('Accounts', z.object({ items: z.array(ZPayrollCashAccount) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) =>
        tx
          .select({
            id: chartOfAccounts.id,
            account_number: chartOfAccounts.accountNumber,
            account_name: chartOfAccounts.accountName,
          })
          .from(chartOfAccounts)
          .where(
            and(
              eq(chartOfAccounts.organizationId, caller.organizationId),
              eq(chartOfAccounts.isCash, true),
              eq(chartOfAccounts.isActive, true),
            ),
          )
          .orderBy(chartOfAccounts.accountNumber),
      );
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/payroll/runs',
      tags: TAGS,
      summary:
        'Create a draft run (regular, off-cycle or manual checks) for a pay frequency, period, check date and bank account; numbered 1, 2, 3 per company',
      request: jsonBody(ZCreatePayrollRun),
      responses: { 201: runResponse('The run') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createPayrollRun(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll/runs/{id}',
      tags: TAGS,
      summary:
        'One run with its checks (gross → taxes → deductions → net, YTD, warnings), other earnings and entries',
      request: { params: ZIdParams },
      responses: { 200: runResponse('The run'), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => loadPayrollRun(tx, caller.organizationId, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/payroll/runs/{id}/earnings',
      tags: TAGS,
      summary:
        'Add another earning to a draft run (bonus, reimbursement, commission, other; job and cost code optional); the run must be calculated again',
      request: { params: ZIdParams, ...jsonBody(ZRunEarningInput) },
      responses: { 201: runResponse('The run'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => addRunEarning(tx, caller, id, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'put',
      path: '/payroll/runs/{id}/earnings/{earningId}',
      tags: TAGS,
      summary: 'Change an earning of a draft run',
      request: { params: ZEarningParams, ...jsonBody(ZRunEarningInput) },
      responses: { 200: runResponse('The run'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id, earningId } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(
        await withTenant(db, caller, (tx) => updateRunEarning(tx, caller, id, earningId, input)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'delete',
      path: '/payroll/runs/{id}/earnings/{earningId}',
      tags: TAGS,
      summary: 'Remove an earning from a draft run',
      request: { params: ZEarningParams },
      responses: { 200: runResponse('The run'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id, earningId } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => deleteRunEarning(tx, caller, id, earningId)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'put',
      path: '/payroll/runs/{id}/checks/{checkId}/check-number',
      tags: TAGS,
      summary: 'Set the check number of a check of a draft run (manual checks are numbered before approval)',
      request: { params: ZCheckParams, ...jsonBody(ZSetCheckNumber) },
      responses: { 200: runResponse('The run'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id, checkId } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(
        await withTenant(db, caller, (tx) => setCheckNumber(tx, caller, id, checkId, input)),
        200,
      );
    },
  );

  const action = (path: string, summary: string, run: typeof calculatePayrollRun) =>
    api.openapi(
      apiRoute(deps, 'payroll:write', {
        method: 'post',
        path,
        tags: TAGS,
        summary,
        request: { params: ZIdParams },
        responses: { 200: runResponse('The run'), ...notFound, ...conflict },
      }),
      async (c) => {
        const caller = tenantCaller(callerOf(c), c.get('requestId'));
        const { id } = c.req.valid('param');
        return c.json(await withTenant(db, caller, (tx) => run(tx, caller, id)), 200);
      },
    );
  action(
    '/payroll/runs/{id}/calculate',
    "Calculate (or recalculate) a draft run: every employee's check from approved time, salary and other earnings through the payroll engine; refused for a year without tax parameters",
    calculatePayrollRun,
  );
  action(
    '/payroll/runs/{id}/approve',
    'Approve a calculated run, freezing its figures; refused while a check has negative net pay',
    approvePayrollRun,
  );
  action(
    '/payroll/runs/{id}/certified-fixes',
    'Pay each prevailing-wage shortfall of a calculated draft run as cash in lieu (per worker × job × classification × week) and recalculate',
    applyCertifiedFixes,
  );
  action('/payroll/runs/{id}/return-to-draft', 'Take an approved run back to draft', returnPayrollRunToDraft);
  action(
    '/payroll/runs/{id}/post',
    'Post an approved run: one journal entry (labor and burden to job cost by job × cost code, withholdings, employer taxes, deductions, net pay clearing); its time lines are locked',
    postPayrollRun,
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/payroll/runs/{id}/void',
      tags: TAGS,
      summary:
        'Void a posted run by reversal (reason required): its entry (and settlement) reversed, its time lines back to approved',
      request: { params: ZIdParams, ...jsonBody(ZVoidPayrollRun) },
      responses: { 200: runResponse('The run'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => voidPayrollRun(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/payroll/runs/{id}/settle',
      tags: TAGS,
      summary:
        "Record the settlement of a posted run's net pay (ACH file sent or checks printed): Dr net pay clearing, Cr the run's bank account",
      request: { params: ZIdParams, ...jsonBody(ZSettlePayrollRun) },
      responses: { 200: runResponse('The run'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => settlePayrollRun(tx, caller, id, input)), 200);
    },
  );

  registerPayStubRoutes(api, deps);
  registerLiabilityRoutes(api, deps);
  return api;
}
