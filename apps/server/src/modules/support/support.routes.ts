import {
  ZAddInternalAdmin,
  ZApiError,
  ZCreateCompany,
  ZDeleteCompany,
  ZSupportCompany,
  ZSupportCompanyQuery,
  ZSupportOverview,
  ZSupportUpdateUser,
  ZSupportUser,
  ZSupportUserQuery,
  zPage,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/index.ts';
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
import { withSystem } from '../../lib/tenant.ts';
import { sendInvitation } from '../people/invite-person.ts';
import { sendNotices } from '../people/person-account.ts';
import {
  addInternalAdmin,
  createCompany,
  deleteCompany,
  resetUserPassword,
  setCompanyActive,
  supportDeleteUser,
  supportResendInvitation,
  supportSetUserActive,
  supportUpdateUser,
} from './support-actions.ts';
import {
  companyUsers,
  findAllUsers,
  findCompanies,
  getCompany,
  internalAdmins,
  supportOverview,
} from './support-queries.ts';

const ok = z.object({ success: z.literal(true) });
const notFound = (what: string) => notFoundResponse(`${what} not found`);
const ZCompanyDetail = ZSupportCompany.passthrough();

/** The product's own organization, where internal administrators belong. */
export async function internalOrganizationId(tx: Db): Promise<string> {
  const [org] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.isInternal, true));
  if (!org) throw new Error('The internal organization is missing');
  return org.id;
}

/**
 * Client support (spec §2 Client Support, §6): directors and super admins across every company, so each
 * handler runs with owner rights; director-only actions declare `support:director`.
 */
export function supportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();
  const sys = <T>(reason: string, fn: (tx: Db) => Promise<T>) => withSystem(db, `support: ${reason}`, fn);

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'get',
      path: '/support/overview',
      tags: ['Client support'],
      summary: 'Dashboard counts: companies, users across companies, internal admins',
      responses: { 200: jsonResponse('Counts', ZSupportOverview) },
    }),
    async (c) => {
      callerOf(c);
      return c.json(await sys('overview', supportOverview), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'get',
      path: '/support/companies',
      tags: ['Client support'],
      summary: 'Client companies, newest first, with search, tier and status filters',
      request: { query: ZSupportCompanyQuery },
      responses: { 200: jsonResponse('A page of companies', zPage(ZSupportCompany)) },
    }),
    async (c) => {
      callerOf(c);
      const query = c.req.valid('query');
      return c.json(await sys('companies', (tx) => findCompanies(tx, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'post',
      path: '/support/companies',
      tags: ['Client support'],
      summary: 'Create a company with its starting data and invite its first company admin',
      request: jsonBody(ZCreateCompany),
      responses: {
        201: jsonResponse(
          'Created',
          z.object({
            companyNumber: z.string(),
            organization_id: z.string().uuid(),
            temporary_password: z.string(),
            invitation_sent: z.boolean(),
          }),
        ),
        409: jsonResponse('Company ID or e-mail taken', ZApiError),
      },
    }),
    async (c) => {
      const auth = callerOf(c);
      const input = c.req.valid('json');
      const made = await sys('create company', (tx) =>
        createCompany(tx, deps.config, auth, input, c.get('requestId')),
      );
      const sent = await sendInvitation(deps, made.mail);
      return c.json(
        {
          companyNumber: made.companyNumber,
          organization_id: made.organizationId,
          temporary_password: made.temporaryPassword,
          invitation_sent: sent,
        },
        201,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'get',
      path: '/support/companies/{id}',
      tags: ['Client support'],
      summary: 'One client company with every field',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The company', ZCompanyDetail), ...notFound('Company') },
    }),
    async (c) => {
      callerOf(c);
      const { id } = c.req.valid('param');
      return c.json(await sys('company', (tx) => getCompany(tx, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'get',
      path: '/support/companies/{id}/users',
      tags: ['Client support'],
      summary: "A company's people with their status",
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('Users', z.object({ items: z.array(ZSupportUser) })),
        ...notFound('Company'),
      },
    }),
    async (c) => {
      callerOf(c);
      const { id } = c.req.valid('param');
      return c.json({ items: await sys('company users', (tx) => companyUsers(tx, id)) }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'support:director', {
      method: 'patch',
      path: '/support/companies/{id}',
      tags: ['Client support'],
      summary:
        "Deactivate or reactivate a company (directors): a deactivated company's people cannot sign in",
      request: { params: ZIdParams, ...jsonBody(z.object({ is_active: z.boolean().optional() })) },
      responses: { 200: jsonResponse('The company', ZCompanyDetail), ...notFound('Company') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      const { is_active: active } = c.req.valid('json');
      return c.json(
        await sys('company status', async (tx) =>
          active === undefined
            ? getCompany(tx, id)
            : setCompanyActive(tx, auth, id, active, c.get('requestId')),
        ),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'support:director', {
      method: 'delete',
      path: '/support/companies/{id}',
      tags: ['Client support'],
      summary: 'Delete a company and everything it owns (directors; the name must be typed to confirm)',
      request: { params: ZIdParams, ...jsonBody(ZDeleteCompany) },
      responses: { 200: jsonResponse('Deleted', ok), ...notFound('Company') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      const { confirm_name: confirmName } = c.req.valid('json');
      await sys('delete company', (tx) => deleteCompany(tx, auth, id, confirmName, c.get('requestId')));
      return c.json({ success: true as const }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'get',
      path: '/support/users',
      tags: ['Client support'],
      summary: 'Every user across companies (one row per role), with search, company and role filters',
      request: { query: ZSupportUserQuery },
      responses: { 200: jsonResponse('A page of users', zPage(ZSupportUser)) },
    }),
    async (c) => {
      callerOf(c);
      const query = c.req.valid('query');
      return c.json(await sys('users', (tx) => findAllUsers(tx, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'patch',
      path: '/support/users/{id}',
      tags: ['Client support'],
      summary: "Edit a person's names and e-mail",
      request: { params: ZIdParams, ...jsonBody(ZSupportUpdateUser.partial()) },
      responses: { 200: jsonResponse('Updated', z.object({ user_id: z.string() })), ...notFound('User') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const { mails, ...updated } = await sys('update user', (tx) =>
        supportUpdateUser(tx, auth, id, input as Parameters<typeof supportUpdateUser>[3], c.get('requestId')),
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
      apiRoute(deps, 'support:read', {
        method: 'post',
        path: `/support/users/{id}/${action}`,
        tags: ['Client support'],
        summary: active
          ? 'Let a person sign in again'
          : 'Stop a person (never a director): sessions end at once',
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
          await sys(`${action} user`, (tx) => supportSetUserActive(tx, auth, id, active, c.get('requestId'))),
          200,
        );
      },
    );
  }

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'delete',
      path: '/support/users/{id}',
      tags: ['Client support'],
      summary: "Delete a person's account (never a director)",
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('Deleted', ok), ...notFound('User') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      await sys('delete user', (tx) => supportDeleteUser(tx, auth, id, c.get('requestId')));
      return c.json({ success: true as const }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'post',
      path: '/support/users/{id}/reset-password',
      tags: ['Client support'],
      summary: 'Set a new password the person must change at next sign-in; their sessions end',
      request: {
        params: ZIdParams,
        ...jsonBody(
          z.object({ newPassword: z.string().min(6, 'Password must be at least 6 characters').max(128) }),
        ),
      },
      responses: { 200: jsonResponse('Done', ok), ...notFound('User') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      const { newPassword } = c.req.valid('json');
      await sys('reset password', (tx) => resetUserPassword(tx, auth, id, newPassword, c.get('requestId')));
      return c.json({ success: true as const }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'post',
      path: '/support/users/{id}/resend-invitation',
      tags: ['Client support'],
      summary: 'Mail a fresh invitation while the person has not chosen their own password',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('Sent', ok), ...notFound('User') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      const mail = await sys('resend invitation', (tx) =>
        supportResendInvitation(tx, deps.config, auth, id, c.get('requestId')),
      );
      await deps.mailer.send(db, mail);
      return c.json({ success: true as const }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'get',
      path: '/support/internal-admins',
      tags: ['Client support'],
      summary: 'Directors and super admins',
      responses: { 200: jsonResponse('Admins', z.object({ items: z.array(ZSupportUser) })) },
    }),
    async (c) => {
      callerOf(c);
      return c.json({ items: await sys('internal admins', internalAdmins) }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'post',
      path: '/support/internal-admins',
      tags: ['Client support'],
      summary: 'Add a director (directors only) or super admin; the generated password is shown once',
      request: jsonBody(ZAddInternalAdmin),
      responses: {
        201: jsonResponse(
          'Added',
          z.object({ user: ZSupportUser, generatedPassword: z.string(), invitation_sent: z.boolean() }),
        ),
        409: jsonResponse('E-mail taken', ZApiError),
      },
    }),
    async (c) => {
      const auth = callerOf(c);
      const input = c.req.valid('json');
      const added = await sys('add internal admin', async (tx) =>
        addInternalAdmin(tx, deps.config, auth, await internalOrganizationId(tx), input, c.get('requestId')),
      );
      const sent = await sendInvitation(deps, added.mail);
      return c.json(
        { user: added.user, generatedPassword: added.generatedPassword, invitation_sent: sent },
        201,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'support:read', {
      method: 'delete',
      path: '/support/internal-admins/{id}',
      tags: ['Client support'],
      summary: 'Delete a super admin (never a director)',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('Deleted', ok), ...notFound('Internal administrator') },
    }),
    async (c) => {
      const auth = callerOf(c);
      const { id } = c.req.valid('param');
      await sys('delete internal admin', (tx) => supportDeleteUser(tx, auth, id, c.get('requestId'), true));
      return c.json({ success: true as const }, 200);
    },
  );

  return api;
}
