import {
  ZApiError,
  ZCreateVendorChangeOrder,
  ZUpdateVendorChangeOrder,
  ZVendorChangeOrder,
  ZVendorChangeOrderDetail,
  ZVendorChangeOrderListQuery,
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
import { createVendorChangeOrder } from './create-vendor-change-order.ts';
import { decideVendorChangeOrder } from './decide-vendor-change-order.ts';
import { findVendorChangeOrders } from './find-vendor-change-orders.ts';
import { updateVendorChangeOrder } from './update-vendor-change-order.ts';
import { loadChangeOrderDetail } from './vendor-change-order-json.ts';

const notFound = notFoundResponse('Change order not found (or its commitment or schedule line)');
const conflict = { 409: jsonResponse('Refused by the change order rules', ZApiError) };

export function vendorChangeOrderRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/vendor-change-orders',
      tags: ['Vendor change orders'],
      summary: 'Vendor change orders, newest first; filter by status, job, vendor or commitment',
      request: { query: ZVendorChangeOrderListQuery },
      responses: { 200: jsonResponse('A page of change orders', zPage(ZVendorChangeOrder)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => findVendorChangeOrders(tx, caller, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'post',
      path: '/vendor-change-orders',
      tags: ['Vendor change orders'],
      summary:
        'Create a pending change order against an issued or executed commitment, numbered per commitment',
      request: jsonBody(ZCreateVendorChangeOrder),
      responses: { 201: jsonResponse('Created', ZVendorChangeOrderDetail), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createVendorChangeOrder(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/vendor-change-orders/{id}',
      tags: ['Vendor change orders'],
      summary: 'One change order with its lines',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The change order', ZVendorChangeOrderDetail), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(
        await withTenant(db, caller, (tx) => loadChangeOrderDetail(tx, caller.organizationId, id)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'patch',
      path: '/vendor-change-orders/{id}',
      tags: ['Vendor change orders'],
      summary: 'Edit a pending change order; lines replace its lines',
      request: { params: ZIdParams, ...jsonBody(ZUpdateVendorChangeOrder) },
      responses: {
        200: jsonResponse('The change order', ZVendorChangeOrderDetail),
        ...notFound,
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(
        await withTenant(db, caller, (tx) => updateVendorChangeOrder(tx, caller, id, input)),
        200,
      );
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    api.openapi(
      apiRoute(deps, 'jobcost:approve', {
        method: 'post',
        path: `/vendor-change-orders/{id}/${decision}`,
        tags: ['Vendor change orders'],
        summary:
          decision === 'approve'
            ? 'Approve a pending change order: it revises the commitment (new lines join its schedule)'
            : 'Reject a pending change order',
        request: { params: ZIdParams },
        responses: {
          200: jsonResponse('The change order', ZVendorChangeOrderDetail),
          ...notFound,
          ...conflict,
        },
      }),
      async (c) => {
        const caller = tenantCaller(callerOf(c), c.get('requestId'));
        const { id } = c.req.valid('param');
        return c.json(
          await withTenant(db, caller, (tx) => decideVendorChangeOrder(tx, caller, id, decision)),
          200,
        );
      },
    );
  }

  return api;
}
