import {
  ZContract,
  ZContractApiError,
  ZContractFigures,
  ZContractImport,
  ZContractImportResult,
  ZContractPreview,
  ZSaveContract,
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
import { assertJob } from '../job-budgets/budget-reference.ts';
import { contractFigures } from './contract-figures.ts';
import { loadContract } from './contract-json.ts';
import { handleContractError } from './contracts.errors.ts';
import { CONTRACT_EXPORT_COLUMNS, contractCsvRows } from './export-contract.ts';
import { importContract, previewContractImport } from './import-contract.ts';
import { saveContract } from './save-contract.ts';

const notFound = notFoundResponse('Job not found (or a schedule line not on its contract)');
const conflict = {
  409: jsonResponse(
    'Refused: the job has pay applications, or a change order names a removed line',
    ZContractApiError,
  ),
};

/** A job's contract, its billing schedule of values and its figures (issue 15, items 1 and 6). */
export function contractRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();
  api.onError(handleContractError);

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/jobs/{id}/contract',
      tags: ['Contracts'],
      summary:
        'The job’s contract: terms and the schedule of values with each line’s original, approved changes, C to date, pending and billed (defaults and id null while none is saved)',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The contract', ZContract), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const contract = await withTenant(db, caller, async (tx) => {
        await assertJob(tx, caller.organizationId, id);
        return loadContract(tx, caller.organizationId, id);
      });
      return c.json(contract, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:write', {
      method: 'put',
      path: '/jobs/{id}/contract',
      tags: ['Contracts'],
      summary:
        'Save the contract’s terms and schedule of values in one transaction; the lines must total the original contract sum. 400 contract_lines_invalid names every line; 409 contract_billed once the job has a pay application and a scheduled value would change',
      request: { params: ZIdParams, ...jsonBody(ZSaveContract) },
      responses: {
        200: jsonResponse('The contract as saved', ZContract),
        400: jsonResponse(
          'Invalid lines or a schedule that does not total the contract sum',
          ZContractApiError,
        ),
        ...notFound,
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => saveContract(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/jobs/{id}/contract/export.csv',
      tags: ['Contracts'],
      summary:
        'The schedule of values as CSV: line, description, scheduled_value (as contracted), cost_code, approved_changes, contract_to_date',
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
      const stream = csvStream<boolean>(CONTRACT_EXPORT_COLUMNS, true, async () => ({
        rows: await withTenant(db, caller, (tx) => contractCsvRows(tx, caller.organizationId, id)),
        after: null,
      }));
      return c.body(stream, 200, csvHeaders('schedule-of-values.csv')) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:write', {
      method: 'post',
      path: '/jobs/{id}/contract/import/preview',
      tags: ['Contracts'],
      summary:
        'What importing these CSV rows as the schedule of values would do, with every reason a row is refused',
      request: { params: ZIdParams, ...jsonBody(ZContractImport) },
      responses: { 200: jsonResponse('Preview', ZContractPreview), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { rows } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => previewContractImport(tx, caller, id, rows)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:write', {
      method: 'post',
      path: '/jobs/{id}/contract/import',
      tags: ['Contracts'],
      summary:
        'Import CSV rows as the schedule of values, all or nothing (400 import_invalid): the file becomes the schedule and its total the contract sum; 409 once the job has a pay application',
      request: { params: ZIdParams, ...jsonBody(ZContractImport) },
      responses: {
        200: jsonResponse('Counts and the contract', ZContractImportResult),
        ...notFound,
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { rows } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => importContract(tx, caller, id, rows)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/jobs/{id}/contract-figures',
      tags: ['Contracts'],
      summary:
        'Original contract, approved changes, contract to date, pending changes, billed to date, retainage held, received and % billed — one SQL statement',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The figures', ZContractFigures), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const figures = await withTenant(db, caller, async (tx) => {
        await assertJob(tx, caller.organizationId, id);
        return contractFigures(tx, caller.organizationId, id);
      });
      return c.json(figures, 200);
    },
  );

  return api;
}
