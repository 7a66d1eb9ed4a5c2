import { ZApiError, ZCostCategory, ZCreateCostCategory, ZUpdateCostCategory } from '@groundwork/shared';
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
import { createCostCategory } from './create-cost-category.ts';
import { deleteCostCategory } from './delete-cost-category.ts';
import { findCostCategories } from './find-cost-categories.ts';
import { updateCostCategory } from './update-cost-category.ts';

const notFound = notFoundResponse('Cost category not found (cost_category_not_found)');
const taken = {
  409: jsonResponse('The code is used by another category (cost_category_code_taken)', ZApiError),
};

/** Cost categories: cost types mapped to GL accounts (spec §2 Cost Categories, §5, §7). */
export function costCategoryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/cost-categories',
      tags: ['Cost categories'],
      summary: 'Cost categories ordered by code, with their GL account number and name',
      responses: { 200: jsonResponse('Cost categories', z.object({ items: z.array(ZCostCategory) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      return c.json({ items: await withTenant(db, caller, (tx) => findCostCategories(tx, caller)) }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'post',
      path: '/cost-categories',
      tags: ['Cost categories'],
      summary: 'Add a cost category (code 1-2 letters, upper-cased, unique) mapped to an active GL account',
      request: jsonBody(ZCreateCostCategory),
      responses: { 201: jsonResponse('Created', ZCostCategory), ...taken },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createCostCategory(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'patch',
      path: '/cost-categories/{id}',
      tags: ['Cost categories'],
      summary: 'Edit code, description, GL account, or is_active (activate / deactivate)',
      request: {
        params: ZIdParams,
        ...jsonBody(ZUpdateCostCategory),
      },
      responses: { 200: jsonResponse('The cost category', ZCostCategory), ...taken, ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateCostCategory(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'delete',
      path: '/cost-categories/{id}',
      tags: ['Cost categories'],
      summary: 'Delete a cost category; 409 cost_category_in_use once something refers to it',
      request: { params: ZIdParams },
      responses: {
        204: { description: 'Deleted' },
        409: jsonResponse('In use (cost_category_in_use)', ZApiError),
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteCostCategory(tx, caller, id));
      return c.body(null, 204);
    },
  );

  return api;
}
