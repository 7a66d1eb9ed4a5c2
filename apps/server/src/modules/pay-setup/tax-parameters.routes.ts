import {
  ZApiError,
  ZTaxParameter,
  ZTaxParameterImportRequest,
  ZTaxParameterImportResult,
  ZTaxParameterInput,
  ZTaxParameterList,
  ZTaxParameterListQuery,
  ZUpdateTaxParameter,
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
import { importTaxParameters, TAX_PARAMETER_CSV_COLUMNS } from './import-tax-parameters.ts';
import {
  createTaxParameter,
  deleteTaxParameter,
  effectiveTaxParameters,
  findTaxParameters,
  getTaxParameter,
  updateTaxParameter,
} from './tax-parameters.ts';

const TAGS = ['Tax parameters'];
const notFound = notFoundResponse('Tax parameter not found (tax_parameter_not_found)');
const conflict = { 409: jsonResponse('A built-in row (tax_parameter_built_in) or a duplicate', ZApiError) };
const ZExportQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });

/**
 * Tax parameters as data (issue 21, item 4): rows per jurisdiction × tax × year, built-in (every
 * company reads them) and the company's own (its SUTA rate as `suta_rate`, or a table overriding the
 * built-in one of the same key). Read: payroll:read; change and import: payroll:write.
 */
export function taxParameterRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/tax-parameters',
      tags: TAGS,
      summary:
        "The rows of a year (or all) and of a jurisdiction (or all): built-in and the company's, a built-in row marked is_overridden when the company has its own; the years that have rows",
      request: { query: ZTaxParameterListQuery },
      responses: { 200: jsonResponse('Rows', ZTaxParameterList) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => findTaxParameters(tx, caller, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/tax-parameters/export.csv',
      tags: TAGS,
      summary:
        'The rows in force (the company’s over the built-in ones) as CSV in the import format: jurisdiction, tax, effective_year, params (JSON), source',
      request: { query: ZExportQuery },
      responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { year } = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) => effectiveTaxParameters(tx, caller, year));
      const rows = items.map((r) => [
        r.jurisdiction,
        r.tax,
        r.effective_year,
        JSON.stringify(r.params),
        r.source,
      ]);
      const stream = csvStream(TAX_PARAMETER_CSV_COLUMNS, 0, async () => ({ rows, after: null }));
      return c.body(stream, 200, csvHeaders(`tax-parameters-${year ?? 'all'}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/tax-parameters/export.json',
      tags: TAGS,
      summary: 'The rows in force as a JSON array in the import format',
      request: { query: ZExportQuery },
      responses: {
        200: jsonResponse(
          'Rows',
          z.array(ZTaxParameterInput.pick({ jurisdiction: true, tax: true }).passthrough()),
        ),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { year } = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) => effectiveTaxParameters(tx, caller, year));
      const rows = items.map((r) => ({
        jurisdiction: r.jurisdiction,
        tax: r.tax,
        effective_year: r.effective_year,
        params: r.params,
        source: r.source,
      }));
      c.header('content-disposition', `attachment; filename="tax-parameters-${year ?? 'all'}.json"`);
      return c.json(rows, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/tax-parameters/import',
      tags: TAGS,
      summary:
        "Import company rows from CSV (jurisdiction, tax, effective_year, params as JSON, source) or JSON (an array). dry_run (the default) checks and previews: each row's action (insert, or update of the company's row) and whether it overrides a built-in row, with every error by row number (row 1 = the first data row). Without dry_run the rows are written in one transaction, or none when any row has an error",
      request: jsonBody(ZTaxParameterImportRequest),
      responses: { 200: jsonResponse('The preview or the result', ZTaxParameterImportResult) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => importTaxParameters(tx, caller, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/tax-parameters',
      tags: TAGS,
      summary:
        'Add a company row (a SUTA rate: tax suta_rate, params { "ratePercent": "3.1" }; or a table overriding the built-in one); params checked by the schema of its tax',
      request: jsonBody(ZTaxParameterInput),
      responses: { 201: jsonResponse('The row', ZTaxParameter), ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createTaxParameter(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/tax-parameters/{id}',
      tags: TAGS,
      summary: 'One row (built-in or the company’s)',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The row', ZTaxParameter), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => getTaxParameter(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'patch',
      path: '/tax-parameters/{id}',
      tags: TAGS,
      summary:
        "Edit a company row's params or source; built-in rows are read-only (409 tax_parameter_built_in)",
      request: { params: ZIdParams, ...jsonBody(ZUpdateTaxParameter) },
      responses: { 200: jsonResponse('The row', ZTaxParameter), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateTaxParameter(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'delete',
      path: '/tax-parameters/{id}',
      tags: TAGS,
      summary: 'Delete a company row (the built-in row of its key applies again)',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteTaxParameter(tx, caller, id));
      return c.body(null, 204);
    },
  );

  return api;
}
