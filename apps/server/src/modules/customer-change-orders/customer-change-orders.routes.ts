import {
  ZApiError,
  ZCreateCustomerChangeOrder,
  ZCustomerChangeOrder,
  ZCustomerChangeOrderDetail,
  ZCustomerChangeOrderListQuery,
  ZUpdateCustomerChangeOrder,
  zPage,
} from '@groundwork/shared';
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
import { createCustomerChangeOrder } from './create-customer-change-order.ts';
import { loadCustomerChangeOrder } from './customer-change-order-json.ts';
import { decideCustomerChangeOrder } from './decide-customer-change-order.ts';
import { findCustomerChangeOrders } from './find-customer-change-orders.ts';
import { updateCustomerChangeOrder } from './update-customer-change-order.ts';

const notFound = notFoundResponse(
  'Change order or job not found (or a schedule line not on the job’s contract)',
);
const conflict = { 409: jsonResponse('Refused by the change order rules', ZApiError) };

export function customerChangeOrderRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/customer-change-orders',
      tags: ['Customer change orders'],
      summary: 'Customer change orders, newest first; filter by status and job',
      request: { query: ZCustomerChangeOrderListQuery },
      responses: { 200: jsonResponse('A page of change orders', zPage(ZCustomerChangeOrder)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => findCustomerChangeOrders(tx, caller, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:write', {
      method: 'post',
      path: '/customer-change-orders',
      tags: ['Customer change orders'],
      summary:
        'Create a pending change order for a job (numbered per job): contract lines change schedule lines ± or add new ones, budget lines change the budget per cost code × category',
      request: jsonBody(ZCreateCustomerChangeOrder),
      responses: { 201: jsonResponse('Created', ZCustomerChangeOrderDetail), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createCustomerChangeOrder(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/customer-change-orders/{id}',
      tags: ['Customer change orders'],
      summary: 'One change order with its lines',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The change order', ZCustomerChangeOrderDetail), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(
        await withTenant(db, caller, (tx) => loadCustomerChangeOrder(tx, caller.organizationId, id)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:write', {
      method: 'patch',
      path: '/customer-change-orders/{id}',
      tags: ['Customer change orders'],
      summary: 'Edit a pending change order; contract_lines or budget_lines sent replace that kind of line',
      request: { params: ZIdParams, ...jsonBody(ZUpdateCustomerChangeOrder) },
      responses: {
        200: jsonResponse('The change order', ZCustomerChangeOrderDetail),
        ...notFound,
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(
        await withTenant(db, caller, (tx) => updateCustomerChangeOrder(tx, caller, id, input)),
        200,
      );
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    api.openapi(
      apiRoute(deps, 'billing:approve-co', {
        method: 'post',
        path: `/customer-change-orders/{id}/${decision}`,
        tags: ['Customer change orders'],
        summary:
          decision === 'approve'
            ? 'Approve a pending change order: the contract sum, schedule (new lines join it) and revised budget change; refused below what is billed on a line'
            : 'Reject a pending change order',
        request: { params: ZIdParams },
        responses: {
          200: jsonResponse('The change order', ZCustomerChangeOrderDetail),
          ...notFound,
          ...conflict,
        },
      }),
      async (c) => {
        const caller = tenantCaller(callerOf(c), c.get('requestId'));
        const { id } = c.req.valid('param');
        return c.json(
          await withTenant(db, caller, (tx) => decideCustomerChangeOrder(tx, caller, id, decision)),
          200,
        );
      },
    );
  }

  return api;
}
