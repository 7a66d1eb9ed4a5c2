import {
  ZApiError,
  ZFringeRate,
  ZFringeRateInput,
  ZOvertimeRuleInput,
  ZOvertimeRuleRow,
  ZPayrollSettings,
  ZPayrollSettingsInput,
  ZUpdateFringeRate,
  ZUpdateOvertimeRule,
  ZUpdateWorkersCompClass,
  ZWorkersCompClass,
  ZWorkersCompClassInput,
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
import { dataCipherFor } from '../../lib/crypto.ts';
import { withTenant } from '../../lib/tenant.ts';
import {
  createOvertimeRule,
  deleteOvertimeRule,
  findOvertimeRules,
  updateOvertimeRule,
} from './overtime-rules.ts';
import { getPayrollSettings, savePayrollSettings } from './payroll-settings.ts';
import {
  createFringeRate,
  createWorkersCompClass,
  deleteFringeRate,
  deleteWorkersCompClass,
  findFringeRates,
  findWorkersCompClasses,
  updateFringeRate,
  updateWorkersCompClass,
} from './workers-comp-and-fringes.ts';

const TAGS = ['Payroll settings'];
const conflict = { 409: jsonResponse('A duplicate', ZApiError) };
const deleted = { 204: { description: 'Deleted' } };

/**
 * The company's payroll settings and rules (issue 21): workweek, overtime allocation, burden, NACHA
 * fields; workers' comp classes; union fringe rates; overtime rules as data. Read: payroll:read;
 * change: payroll:write.
 */
export function payrollSettingsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const cipher = dataCipherFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll-settings',
      tags: TAGS,
      summary: "The company's payroll settings (the ACH offset account masked)",
      responses: { 200: jsonResponse('Settings', ZPayrollSettings) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      return c.json(await withTenant(db, caller, (tx) => getPayrollSettings(tx, caller)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'put',
      path: '/payroll-settings',
      tags: TAGS,
      summary:
        'Save the payroll settings: workweek start day, overtime allocation (time order or pro rata), premium to job or overhead, burden (actual or a rate), default frequency and work state, EIN, NACHA header and batch fields, balanced files with the offset account (stored encrypted; absent keeps it), next check number',
      request: jsonBody(ZPayrollSettingsInput),
      responses: { 200: jsonResponse('Settings', ZPayrollSettings) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(
        await withTenant(db, caller, (tx) => savePayrollSettings(tx, caller, cipher, input)),
        200,
      );
    },
  );

  // Workers' compensation classes.
  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/workers-comp-classes',
      tags: TAGS,
      summary: "The company's workers' comp classes by state and class code",
      responses: { 200: jsonResponse('Classes', z.object({ items: z.array(ZWorkersCompClass) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) => findWorkersCompClasses(tx, caller));
      return c.json({ items }, 200);
    },
  );
  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/workers-comp-classes',
      tags: TAGS,
      summary:
        "Add a workers' comp class (state, class code, rate per 100 of payroll, overtime premium excluded)",
      request: jsonBody(ZWorkersCompClassInput),
      responses: { 201: jsonResponse('The class', ZWorkersCompClass), ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createWorkersCompClass(tx, caller, input)), 201);
    },
  );
  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'patch',
      path: '/workers-comp-classes/{id}',
      tags: TAGS,
      summary: "Edit a workers' comp class",
      request: { params: ZIdParams, ...jsonBody(ZUpdateWorkersCompClass) },
      responses: {
        200: jsonResponse('The class', ZWorkersCompClass),
        ...notFoundResponse("Workers' comp class not found"),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateWorkersCompClass(tx, caller, id, input)), 200);
    },
  );
  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'delete',
      path: '/workers-comp-classes/{id}',
      tags: TAGS,
      summary: "Delete a workers' comp class",
      request: { params: ZIdParams },
      responses: { ...deleted, ...notFoundResponse("Workers' comp class not found") },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteWorkersCompClass(tx, caller, id));
      return c.body(null, 204);
    },
  );

  // Union fringe rates.
  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/fringe-rates',
      tags: TAGS,
      summary: 'Union fringe rates by local × classification × fund, each from its effective date',
      responses: { 200: jsonResponse('Fringe rates', z.object({ items: z.array(ZFringeRate) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) => findFringeRates(tx, caller));
      return c.json({ items }, 200);
    },
  );
  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/fringe-rates',
      tags: TAGS,
      summary: 'Add a fringe rate per hour (taxable: paid through the check, e.g. vacation)',
      request: jsonBody(ZFringeRateInput),
      responses: { 201: jsonResponse('The rate', ZFringeRate), ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createFringeRate(tx, caller, input)), 201);
    },
  );
  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'patch',
      path: '/fringe-rates/{id}',
      tags: TAGS,
      summary: 'Edit a fringe rate',
      request: { params: ZIdParams, ...jsonBody(ZUpdateFringeRate) },
      responses: {
        200: jsonResponse('The rate', ZFringeRate),
        ...notFoundResponse('Fringe rate not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateFringeRate(tx, caller, id, input)), 200);
    },
  );
  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'delete',
      path: '/fringe-rates/{id}',
      tags: TAGS,
      summary: 'Delete a fringe rate',
      request: { params: ZIdParams },
      responses: { ...deleted, ...notFoundResponse('Fringe rate not found') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteFringeRate(tx, caller, id));
      return c.body(null, 204);
    },
  );

  // Overtime rules as data.
  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/overtime-rules',
      tags: TAGS,
      summary:
        "The company's overtime rules: per work state (daily, seventh day) or per union agreement (Saturday, Sunday, holidays)",
      responses: { 200: jsonResponse('Rules', z.object({ items: z.array(ZOvertimeRuleRow) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) => findOvertimeRules(tx, caller));
      return c.json({ items }, 200);
    },
  );
  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/overtime-rules',
      tags: TAGS,
      summary: "Add an overtime rule; `rules` is checked against the overtime engine's schema",
      request: jsonBody(ZOvertimeRuleInput),
      responses: { 201: jsonResponse('The rule', ZOvertimeRuleRow), ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createOvertimeRule(tx, caller, input)), 201);
    },
  );
  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'patch',
      path: '/overtime-rules/{id}',
      tags: TAGS,
      summary: 'Edit an overtime rule (is_active false stops it)',
      request: { params: ZIdParams, ...jsonBody(ZUpdateOvertimeRule) },
      responses: {
        200: jsonResponse('The rule', ZOvertimeRuleRow),
        ...notFoundResponse('Overtime rule not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateOvertimeRule(tx, caller, id, input)), 200);
    },
  );
  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'delete',
      path: '/overtime-rules/{id}',
      tags: TAGS,
      summary: 'Delete an overtime rule',
      request: { params: ZIdParams },
      responses: { ...deleted, ...notFoundResponse('Overtime rule not found') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteOvertimeRule(tx, caller, id));
      return c.body(null, 204);
    },
  );

  return api;
}
