import {
  ZAddCompanyUser,
  ZAddEmployee,
  ZApiError,
  ZCompanyUser,
  ZCompanyUserListQuery,
  ZEmployee,
  ZEmployeeListQuery,
  ZInvitation,
  ZUpdateCompanyUser,
  ZUpdateEmployee,
  zPage,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  ZIdParams,
} from '../../lib/api-route.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';
import {
  addCompanyUser,
  deleteCompanyUser,
  findCompanyUsers,
  setCompanyUserActive,
  updateCompanyUser,
} from './company-users.ts';
import { addEmployee, deleteEmployee, findEmployees, getEmployee, updateEmployee } from './employees.ts';
import { sendInvitation } from './invite-person.ts';
import { assertMayChangePerson, inTargetOrganization, PeopleErrors, rolesIn } from './people-access.ts';
import { sendNotices } from './person-account.ts';
import { resendInvitation } from './resend-invitation.ts';

const notFound = (what: string) => notFoundResponse(`${what} not found`);

/**
 * Employees and third-party users of the caller's organization. People live partly in the auth schema
 * (accounts, sessions), so these run with owner rights and every query names the organization.
 */
export function peopleRoutes(deps: AppDeps) {
  const _db = deps.database.db;
  const api = newApi();
  const inOrg = <T>(auth: RequestAuth, reason: string, fn: (tx: Db, org: string) => Promise<T>) =>
    inTargetOrganization(deps, auth, undefined, reason, fn);

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/employees',
      tags: ['Employees'],
      summary:
        'Employees of your organization, newest first; search matches name, e-mail, job title, department',
      request: { query: ZEmployeeListQuery },
      responses: { 200: jsonResponse('A page of employees', zPage(ZEmployee)) },
    }),
    async (c) => {
      const auth = callerOf(c);
      const query = c.req.valid('query');
      return c.json(await inOrg(auth, 'employees', (tx, org) => findEmployees(tx, org, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'people:manage', {
      method: 'post',
      path: '/employees',
      tags: ['Employees'],
      summary: 'Add an employee: account, role and employee row, and the invitation e-mail',
      request: jsonBody(ZAddEmployee),
      responses: {
        201: jsonResponse(
          'Added; the temporary password is shown once',
          ZInvitation.extend({ employee: ZEmployee }),
        ),
        409: jsonResponse('E-mail already used', ZApiError),
      },
    }),
    async (c) => {
      const auth = callerOf(c);
      const input = c.req.valid('json');
      const added = await inOrg(auth, 'add employee', (tx, org) =>
        addEmployee(tx, deps.config, auth, org, input, c.get('requestId')),
      );
      const sent = await sendInvitation(deps, added.mail);
      return c.json(
        { employee: added.employee, temporary_password: added.temporaryPassword, invitation_sent: sent },
        201,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/employees/{id}',
      tags: ['Employees'],
      summary: 'One employee',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The employee', ZEmployee), ...notFound('Employee') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      return c.json(await inOrg(auth, 'employee', (tx, org) => getEmployee(tx, org, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'people:manage', {
      method: 'patch',
      path: '/employees/{id}',
      tags: ['Employees'],
      summary: 'Edit an employee, or set employment status alone (deactivation ends their sessions)',
      request: { params: ZIdParams, ...jsonBody(ZUpdateEmployee) },
      responses: { 200: jsonResponse('The employee', ZEmployee), ...notFound('Employee') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const { employee, mails } = await inOrg(auth, 'update employee', (tx, org) =>
        updateEmployee(tx, auth, org, id, input, c.get('requestId')),
      );
      await sendNotices(deps, mails);
      return c.json(employee, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'people:delete', {
      method: 'delete',
      path: '/employees/{id}',
      tags: ['Employees'],
      summary: "Delete an employee permanently ('Testing Only'; internal users)",
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('Deleted', z.object({ message: z.string() })), ...notFound('Employee') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      await inOrg(auth, 'delete employee', (tx, org) =>
        deleteEmployee(tx, auth, org, id, c.get('requestId')),
      );
      return c.json({ message: 'Employee deleted successfully' }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'people:manage', {
      method: 'get',
      path: '/company-users',
      tags: ['Users'],
      summary: 'Third-party users of your organization with their derived status',
      request: { query: ZCompanyUserListQuery },
      responses: { 200: jsonResponse('Users', z.object({ items: z.array(ZCompanyUser) })) },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { search } = c.req.valid('query');
      const items = await inOrg(auth, 'company users', (tx, org) => findCompanyUsers(tx, org, search));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'people:manage', {
      method: 'post',
      path: '/company-users',
      tags: ['Users'],
      summary: 'Add a third-party user by invitation',
      request: jsonBody(ZAddCompanyUser),
      responses: {
        201: jsonResponse(
          'Added; the temporary password is shown once',
          ZInvitation.extend({ user: ZCompanyUser }),
        ),
        409: jsonResponse('E-mail already used', ZApiError),
      },
    }),
    async (c) => {
      const auth = callerOf(c);
      const input = c.req.valid('json');
      const added = await inOrg(auth, 'add company user', (tx, org) =>
        addCompanyUser(tx, deps.config, auth, org, input, c.get('requestId')),
      );
      const sent = await sendInvitation(deps, added.mail);
      return c.json(
        { user: added.user, temporary_password: added.temporaryPassword, invitation_sent: sent },
        201,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'people:manage', {
      method: 'patch',
      path: '/company-users/{id}',
      tags: ['Users'],
      summary: 'Edit a user of your organization: names, e-mail, role',
      request: { params: ZIdParams, ...jsonBody(ZUpdateCompanyUser) },
      responses: { 200: jsonResponse('Updated', z.object({ user_id: z.string() })), ...notFound('User') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const { mails, ...updated } = await inOrg(auth, 'update user', (tx, org) =>
        updateCompanyUser(tx, auth, org, id, input, c.get('requestId')),
      );
      await sendNotices(deps, mails);
      return c.json(updated, 200);
    },
  );

  for (const [action, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    api.openapi(
      apiRoute(deps, 'people:manage', {
        method: 'post',
        path: `/company-users/{id}/${action}`,
        tags: ['Users'],
        summary: active
          ? 'Let a user of your organization sign in again'
          : 'Stop a user of your organization: their sessions end at once',
        request: { params: ZIdParams },
        responses: {
          200: jsonResponse('Done', z.object({ user_id: z.string(), is_active: z.boolean() })),
          ...notFound('User'),
        },
      }),
      async (c) => {
        const auth = callerOf(c);
        const { id } = c.req.valid('param');
        return c.json(
          await inOrg(auth, `${action} user`, (tx, org) =>
            setCompanyUserActive(tx, auth, org, id, active, c.get('requestId')),
          ),
          200,
        );
      },
    );
  }

  api.openapi(
    apiRoute(deps, 'people:manage', {
      method: 'delete',
      path: '/company-users/{id}',
      tags: ['Users'],
      summary: 'Remove a user from your organization (never a director)',
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('Deleted', z.object({ success: z.literal(true) })),
        ...notFound('User'),
      },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      await inOrg(auth, 'delete user', (tx, org) => deleteCompanyUser(tx, auth, org, id, c.get('requestId')));
      return c.json({ success: true as const }, 200);
    },
  );

  // Resend an invitation while the person has not chosen their own password (409 after).
  for (const [prefix, what] of [
    ['/employees', 'Employee'],
    ['/company-users', 'User'],
  ] as const) {
    api.openapi(
      apiRoute(deps, 'people:manage', {
        method: 'post',
        path: `${prefix}/{id}/resend-invitation`,
        tags: [what === 'Employee' ? 'Employees' : 'Users'],
        summary: 'Mail a fresh invitation while the person has not chosen their own password',
        request: { params: ZIdParams },
        responses: {
          200: jsonResponse('Sent', z.object({ success: z.literal(true) })),
          ...notFound(what),
          409: jsonResponse('They already chose their password', ZApiError),
        },
      }),
      async (c) => {
        const auth = callerOf(c);
        const { id } = c.req.valid('param');
        const mail = await inOrg(auth, 'resend invitation', async (tx, org) => {
          const userId = what === 'Employee' ? (await getEmployee(tx, org, id)).user_id : id;
          const roles = await rolesIn(tx, userId, org);
          if (roles.length === 0) throw PeopleErrors.personNotFound();
          await assertMayChangePerson(tx, auth, userId);
          return resendInvitation(
            tx,
            deps.config,
            { userId: auth.userId, organizationId: org, requestId: c.get('requestId') },
            userId,
          );
        });
        await deps.mailer.send(deps.database.db, mail);
        return c.json({ success: true as const }, 200);
      },
    );
  }

  return api;
}
