import {
  ZApiError,
  ZLiabilitiesQuery,
  ZLiabilityPayment,
  ZPayrollLiabilities,
  ZRecordLiabilityPayment,
  ZVoidLiabilityPayment,
} from '@groundwork/shared';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonBody,
  jsonResponse,
  notFoundResponse,
  tenantCaller,
  ZIdParams,
} from '../../lib/api-route.ts';
import { withTenant } from '../../lib/tenant.ts';
import { payrollLiabilities, recordLiabilityPayment, voidLiabilityPayment } from './payroll-liabilities.ts';

const TAGS = ['Payroll'];

/** Payroll liabilities: balances owed and by tax code for a period; payments (Dr liability, Cr cash) and their void. */
export function registerLiabilityRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const db = deps.database.db;

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll/liabilities',
      tags: TAGS,
      summary:
        "Payroll liabilities: each liability account's balance at the period end (ledger), the period's withholdings, employer taxes, deductions, fringes and workers' comp by code, and the period's payments",
      request: { query: ZLiabilitiesQuery },
      responses: { 200: jsonResponse('Liabilities', ZPayrollLiabilities) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => payrollLiabilities(tx, caller.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/payroll/liabilities/payments',
      tags: TAGS,
      summary:
        'Record a payment of payroll liabilities (federal deposit, state, fund): one entry Dr each liability picked, Cr the bank account',
      request: jsonBody(ZRecordLiabilityPayment),
      responses: {
        201: jsonResponse('The payment', ZLiabilityPayment),
        409: jsonResponse('Refused by the books', ZApiError),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => recordLiabilityPayment(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/payroll/liabilities/payments/{id}/void',
      tags: TAGS,
      summary: 'Void a liability payment by reversing its entry (reason required)',
      request: { params: ZIdParams, ...jsonBody(ZVoidLiabilityPayment) },
      responses: {
        200: jsonResponse('The payment', ZLiabilityPayment),
        ...notFoundResponse('Liability payment not found (liability_payment_not_found)'),
        409: jsonResponse('Refused by the books', ZApiError),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => voidLiabilityPayment(tx, caller, id, input)), 200);
    },
  );
}
