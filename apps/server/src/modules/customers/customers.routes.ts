import {
  ZApiError,
  ZCreateCustomer,
  ZCustomer,
  ZCustomerListQuery,
  ZCustomerNumber,
  ZCustomerOption,
  ZUpdateCustomer,
  zPage,
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
import { withTenant } from '../../lib/tenant.ts';
import { isCustomerNumberAvailable } from './check-customer-number.ts';
import { createCustomer } from './create-customer.ts';
import { findActiveCustomerOptions, findCustomers } from './find-customers.ts';
import { getCustomer } from './get-customer.ts';
import { updateCustomer } from './update-customer.ts';

const notFound = notFoundResponse('Customer not found');

export function customerRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  // Fixed paths first: `/customers/{id}` would otherwise take 'active' and 'check-number' as ids.
  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/customers/active',
      tags: ['Customers'],
      summary: 'Active customers ordered by customer_number (the job form dropdown)',
      responses: { 200: jsonResponse('Active customers', z.object({ items: z.array(ZCustomerOption) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) => findActiveCustomerOptions(tx, caller));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/customers/check-number',
      tags: ['Customers'],
      summary: 'Whether a customer number is free in your organization (excluding the customer being edited)',
      request: {
        query: z.object({ number: ZCustomerNumber, excludeId: z.string().uuid().optional() }),
      },
      responses: { 200: jsonResponse('Availability', z.object({ available: z.boolean() })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { number, excludeId } = c.req.valid('query');
      const available = await withTenant(db, caller, (tx) =>
        isCustomerNumberAvailable(tx, caller, number, excludeId),
      );
      return c.json({ available }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/customers',
      tags: ['Customers'],
      summary: 'Customers by number; search matches number, name, e-mail or city',
      request: { query: ZCustomerListQuery },
      responses: { 200: jsonResponse('A page of customers', zPage(ZCustomer)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => findCustomers(tx, caller, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'customers:write', {
      method: 'post',
      path: '/customers',
      tags: ['Customers'],
      summary: 'Add a customer (active); 409 customer_number_taken when the number is in use',
      request: jsonBody(ZCreateCustomer),
      responses: {
        201: jsonResponse('Created', ZCustomer),
        409: jsonResponse('Customer ID already exists (customer_number_taken)', ZApiError),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createCustomer(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/customers/{id}',
      tags: ['Customers'],
      summary: 'One customer',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The customer', ZCustomer), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => getCustomer(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'customers:write', {
      method: 'patch',
      path: '/customers/{id}',
      tags: ['Customers'],
      summary: 'Edit a customer, change its number (still unique) or set is_active',
      request: {
        params: ZIdParams,
        ...jsonBody(ZUpdateCustomer),
      },
      responses: {
        200: jsonResponse('The customer', ZCustomer),
        409: jsonResponse('Customer ID already exists (customer_number_taken)', ZApiError),
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateCustomer(tx, caller, id, input)), 200);
    },
  );

  return api;
}
