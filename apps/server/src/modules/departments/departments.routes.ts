import {
  ZApiError,
  ZCreateDepartment,
  ZDepartment,
  ZDepartmentListQuery,
  ZUpdateDepartment,
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
import { createDepartment } from './create-department.ts';
import { deleteDepartment } from './delete-department.ts';
import { findDepartments } from './find-departments.ts';
import { updateDepartment } from './update-department.ts';

const notFound = notFoundResponse('Department not found (department_not_found)');

/** A company's departments (spec §2 Business Settings, §4, §5 Department, §9). */
export function departmentRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/departments',
      tags: ['Departments'],
      summary:
        'All departments, system ones first then by name; active=true: the active ones by name (pickers)',
      request: { query: ZDepartmentListQuery },
      responses: { 200: jsonResponse('Departments', z.object({ items: z.array(ZDepartment) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) => findDepartments(tx, caller, query));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'post',
      path: '/departments',
      tags: ['Departments'],
      summary:
        'Add a department (active); 409 department_name_taken, or department_limit_reached at 10 non-system departments',
      request: jsonBody(ZCreateDepartment),
      responses: {
        201: jsonResponse('Created', ZDepartment),
        409: jsonResponse(
          'Name in use (department_name_taken) or limit reached (department_limit_reached)',
          ZApiError,
        ),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createDepartment(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'patch',
      path: '/departments/{id}',
      tags: ['Departments'],
      summary:
        'Edit name, code, description or is_active; 409 system_department when renaming or deactivating a system department',
      request: {
        params: ZIdParams,
        ...jsonBody(ZUpdateDepartment),
      },
      responses: {
        200: jsonResponse('The department', ZDepartment),
        409: jsonResponse(
          'Name in use (department_name_taken) or a system department (system_department)',
          ZApiError,
        ),
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateDepartment(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'company:edit', {
      method: 'delete',
      path: '/departments/{id}',
      tags: ['Departments'],
      summary: 'Delete a department; 409 system_department for a system department',
      request: { params: ZIdParams },
      responses: {
        204: { description: 'Deleted' },
        409: jsonResponse('A system department (system_department)', ZApiError),
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteDepartment(tx, caller, id));
      return c.body(null, 204);
    },
  );

  return api;
}
