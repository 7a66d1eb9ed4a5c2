import {
  ZApiError,
  ZCostCode,
  ZCostCodeApiError,
  ZCostCodeBatch,
  ZCostCodeImport,
  ZCostCodeImportResult,
  ZCostCodeInput,
  ZCostCodeList,
  ZCostCodePreview,
  ZUpdateCostCode,
} from '@groundwork/shared';
import type { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { apiRoute, callerOf, jsonResponse, newApi, tenantCaller, ZIdParams } from '../../lib/api-route.ts';
import { withTenant } from '../../lib/tenant.ts';
import { handleCostCodeError } from './cost-codes.errors.ts';
import { createCostCode } from './create-cost-code.ts';
import { deleteCostCode } from './delete-cost-code.ts';
import { findCostCodes } from './find-cost-codes.ts';
import { importCostCodes, previewImport } from './import-cost-codes.ts';
import { saveCostCodeBatch } from './save-cost-code-batch.ts';
import { updateCostCode } from './update-cost-code.ts';

const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const rowErrors = {
  400: jsonResponse(
    'Invalid input, or a child without its parent (parent_code_missing); details name the row',
    ZCostCodeApiError,
  ),
  404: jsonResponse('Cost code not found (cost_code_not_found)', ZApiError),
  409: jsonResponse(
    'Code already exists (cost_code_taken), or a parent with children (parent_has_children)',
    ZCostCodeApiError,
  ),
};

/** Standard cost codes (spec §2 Standard Cost Codes and Import Cost Codes dialog, §5, §7). */
export function costCodeRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();
  api.onError(handleCostCodeError);

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/cost-codes',
      tags: ['Cost codes'],
      summary: 'Active cost codes ordered by code (parents XX-0000 and their children)',
      responses: { 200: jsonResponse('Cost codes', ZCostCodeList) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      return c.json({ items: await withTenant(db, caller, (tx) => findCostCodes(tx, caller)) }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'post',
      path: '/cost-codes',
      tags: ['Cost codes'],
      summary: 'Add one cost code; a child needs its parent',
      request: json(ZCostCodeInput),
      responses: { 201: jsonResponse('Created', ZCostCode), ...rowErrors },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createCostCode(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'post',
      path: '/cost-codes/batch',
      tags: ['Cost codes'],
      summary:
        'Save All Changes: creates, updates and deletes in one transaction, all or nothing; answers the new list',
      request: json(ZCostCodeBatch),
      responses: { 200: jsonResponse('The new list', ZCostCodeList), ...rowErrors },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const batch = c.req.valid('json');
      const { items } = await withTenant(db, caller, (tx) => saveCostCodeBatch(tx, caller, batch));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'post',
      path: '/cost-codes/import/preview',
      tags: ['Cost codes'],
      summary:
        "Each CSV row's status against the database (valid, or invalid with the reason); changes nothing",
      request: json(ZCostCodeImport),
      responses: { 200: jsonResponse('The preview', ZCostCodePreview) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { rows } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => previewImport(tx, caller, rows)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'post',
      path: '/cost-codes/import',
      tags: ['Cost codes'],
      summary:
        'Import CSV rows: validated again, refused whole if any row is invalid (import_invalid), parents inserted first',
      request: json(ZCostCodeImport),
      responses: {
        201: jsonResponse('Imported', ZCostCodeImportResult),
        400: jsonResponse('Cannot import file with validation errors (import_invalid)', ZCostCodeApiError),
        409: jsonResponse('A code taken meanwhile (cost_code_taken)', ZCostCodeApiError),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { rows } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => importCostCodes(tx, caller, rows)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'patch',
      path: '/cost-codes/{id}',
      tags: ['Cost codes'],
      summary: "Change one cost code's code or description",
      request: { params: ZIdParams, ...json(ZUpdateCostCode) },
      responses: { 200: jsonResponse('The cost code', ZCostCode), ...rowErrors },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateCostCode(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'delete',
      path: '/cost-codes/{id}',
      tags: ['Cost codes'],
      summary: 'Delete one cost code; 409 parent_has_children for a parent with children',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...rowErrors },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteCostCode(tx, caller, id));
      return c.body(null, 204);
    },
  );

  return api;
}
