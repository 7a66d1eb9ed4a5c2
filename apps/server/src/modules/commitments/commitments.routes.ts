import {
  type TCommitmentAction,
  type TPermission,
  ZApiError,
  ZCommitment,
  ZCommitmentDetail,
  ZCommitmentListQuery,
  ZCreateCommitment,
  ZReplaceCommitmentLines,
  ZUpdateCommitment,
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
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { changeCommitmentStatus } from './change-commitment-status.ts';
import { loadCommitmentDetail } from './commitment-json.ts';
import { commitmentPdf } from './commitment-pdf.ts';
import { createCommitment } from './create-commitment.ts';
import { findCommitments } from './find-commitments.ts';
import { replaceCommitmentLines } from './replace-commitment-lines.ts';
import { updateCommitment } from './update-commitment.ts';

const notFound = notFoundResponse('Commitment not found');
const conflict = { 409: jsonResponse('Refused by the commitment rules', ZApiError) };

/** Who may move a commitment along: issuing is everyday work; executing, closing and voiding bind the company. */
const ACTIONS: { action: TCommitmentAction; permission: TPermission; summary: string }[] = [
  { action: 'issue', permission: 'jobcost:write', summary: 'Issue a draft commitment to the vendor' },
  {
    action: 'execute',
    permission: 'jobcost:approve',
    summary: 'Execute an issued commitment: from now on its amounts change only through change orders',
  },
  { action: 'close', permission: 'jobcost:approve', summary: 'Close an executed commitment' },
  {
    action: 'void',
    permission: 'jobcost:approve',
    summary: 'Void a draft, issued or executed commitment while nothing has been invoiced against it',
  },
];

export function commitmentRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/commitments',
      tags: ['Commitments'],
      summary:
        'Subcontracts and purchase orders with their totals, newest first; search and filter by job, vendor, kind, status',
      request: { query: ZCommitmentListQuery },
      responses: { 200: jsonResponse('A page of commitments', zPage(ZCommitment)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => findCommitments(tx, caller, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'post',
      path: '/commitments',
      tags: ['Commitments'],
      summary:
        'Create a draft subcontract or purchase order; the database numbers it per job (J-26-001-SC-01). Warnings name expiring or expired vendor insurance',
      request: jsonBody(ZCreateCommitment),
      responses: { 201: jsonResponse('Created', ZCommitmentDetail), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createCommitment(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/commitments/{id}',
      tags: ['Commitments'],
      summary: 'One commitment with its schedule of values, change orders and figures',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The commitment', ZCommitmentDetail), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(
        await withTenant(db, caller, (tx) => loadCommitmentDetail(tx, caller.organizationId, id)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'patch',
      path: '/commitments/{id}',
      tags: ['Commitments'],
      summary:
        'Edit a commitment: draft and issued — anything (lines replace the schedule); executed — description, dates and scope only',
      request: { params: ZIdParams, ...jsonBody(ZUpdateCommitment) },
      responses: { 200: jsonResponse('The commitment', ZCommitmentDetail), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateCommitment(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'put',
      path: '/commitments/{id}/lines',
      tags: ['Commitments'],
      summary: 'Replace the schedule of values of a draft or issued commitment',
      request: { params: ZIdParams, ...jsonBody(ZReplaceCommitmentLines) },
      responses: { 200: jsonResponse('The commitment', ZCommitmentDetail), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => replaceCommitmentLines(tx, caller, id, input)), 200);
    },
  );

  for (const { action, permission, summary } of ACTIONS) {
    api.openapi(
      apiRoute(deps, permission, {
        method: 'post',
        path: `/commitments/{id}/${action}`,
        tags: ['Commitments'],
        summary,
        request: { params: ZIdParams },
        responses: { 200: jsonResponse('The commitment', ZCommitmentDetail), ...notFound, ...conflict },
      }),
      async (c) => {
        const caller = tenantCaller(callerOf(c), c.get('requestId'));
        const { id } = c.req.valid('param');
        return c.json(
          await withTenant(db, caller, (tx) => changeCommitmentStatus(tx, caller, id, action)),
          200,
        );
      },
    );
  }

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/commitments/{id}/pdf',
      tags: ['Commitments'],
      summary: 'A one-page PDF summary of the subcontract or purchase order for the vendor',
      request: { params: ZIdParams },
      responses: {
        200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const pdf = await withTenant(db, caller, (tx) => commitmentPdf(tx, store, caller.organizationId, id));
      return c.body(new Uint8Array(pdf.bytes), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${pdf.fileName}"`,
        'cache-control': 'no-store',
      }) as never;
    },
  );

  return api;
}
