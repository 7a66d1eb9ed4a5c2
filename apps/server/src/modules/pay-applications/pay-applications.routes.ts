import {
  ZApiError,
  ZCreatePayApplication,
  ZPayApplicationDetail,
  ZPayApplicationListItem,
  ZPayApplicationListQuery,
  ZSubmitPayApplication,
  ZUpdatePayApplication,
  ZVoidPayApplication,
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
import { attachAfterApproval } from '../documents/attach-pay-application-document.ts';
import { approvePayApplication } from './approve-pay-application.ts';
import { createPayApplication } from './create-pay-application.ts';
import { deletePayApplication } from './delete-pay-application.ts';
import { findPayApplications } from './find-pay-applications.ts';
import { assertJobExists } from './pay-application-data.ts';
import { loadPayApplicationDetail } from './pay-application-json.ts';
import { payApplicationPdf } from './pay-application-pdf.ts';
import { returnPayApplicationToDraft } from './return-pay-application-to-draft.ts';
import { submitPayApplication } from './submit-pay-application.ts';
import { updatePayApplication } from './update-pay-application.ts';
import { voidPayApplication } from './void-pay-application.ts';

const notFound = notFoundResponse('Pay application not found');
const conflict = { 409: jsonResponse('Refused by the billing rules', ZApiError) };
const detail = (description: string) => jsonResponse(description, ZPayApplicationDetail);
const TAGS = ['Pay applications'];

export function payApplicationRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/pay-applications',
      tags: TAGS,
      summary:
        'Pay applications across jobs, newest first; filter by job, customer and status (open = draft or submitted)',
      request: { query: ZPayApplicationListQuery },
      responses: { 200: jsonResponse('A page of applications', zPage(ZPayApplicationListItem)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => findPayApplications(tx, caller.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/jobs/{id}/pay-applications',
      tags: TAGS,
      summary: "A job's pay applications, newest first",
      request: { params: ZIdParams, query: ZPayApplicationListQuery.omit({ jobId: true }) },
      responses: { 200: jsonResponse('A page of applications', zPage(ZPayApplicationListItem)), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, async (tx) => {
          await assertJobExists(tx, caller.organizationId, id);
          return findPayApplications(tx, caller.organizationId, { ...query, jobId: id });
        }),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:write', {
      method: 'post',
      path: '/jobs/{id}/pay-applications',
      tags: TAGS,
      summary:
        "Start the job's next application (numbered per job; one open at a time): C from the contract and its approved change orders, D and F carried from the last approved application; or a retainage release",
      request: { params: ZIdParams, ...jsonBody(ZCreatePayApplication) },
      responses: { 201: detail('Created'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createPayApplication(tx, caller, id, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/pay-applications/{id}',
      tags: TAGS,
      summary:
        'One application: the G702 summary (lines 1–9) and the G703 continuation sheet, computed for a draft',
      request: { params: ZIdParams },
      responses: { 200: detail('The application'), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(
        await withTenant(db, caller, (tx) => loadPayApplicationDetail(tx, caller.organizationId, id)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:write', {
      method: 'patch',
      path: '/pay-applications/{id}',
      tags: TAGS,
      summary:
        'Save a draft: dates and lines (E as an amount or a percent complete of C, F, retainage override with a reason); C and D are brought up to date',
      request: { params: ZIdParams, ...jsonBody(ZUpdatePayApplication) },
      responses: { 200: detail('The application'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updatePayApplication(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:write', {
      method: 'delete',
      path: '/pay-applications/{id}',
      tags: TAGS,
      summary: 'Delete a draft application',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deletePayApplication(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:write', {
      method: 'post',
      path: '/pay-applications/{id}/submit',
      tags: TAGS,
      summary:
        "Submit a draft after the checks: previous figures equal the last approved application's, the schedule totals the contract sum, stored materials installed are billed, a line above 100 % needs an overbilling reason",
      request: { params: ZIdParams, ...jsonBody(ZSubmitPayApplication) },
      responses: { 200: detail('The application'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => submitPayApplication(tx, caller, id, input)), 200);
    },
  );

  // billing:write, as submitting: nothing is posted before approval, so the person who submitted may
  // take it back to correct it (and every approver holds billing:write too, to send it back).
  api.openapi(
    apiRoute(deps, 'billing:write', {
      method: 'post',
      path: '/pay-applications/{id}/return-to-draft',
      tags: TAGS,
      summary:
        'Return a submitted application to draft before approval: its figures are computed again from the contract as it stands; one draft per job still holds',
      request: { params: ZIdParams },
      responses: { 200: detail('The application, a draft again'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => returnPayApplicationToDraft(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:approve', {
      method: 'post',
      path: '/pay-applications/{id}/approve',
      tags: TAGS,
      summary:
        'Approve a submitted application and post it: Dr accounts receivable (amount due), Dr retainage receivable (this period), Cr contract revenue (this period gross)',
      request: { params: ZIdParams },
      responses: { 200: detail('The application'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const approved = await withTenant(db, caller, (tx) => approvePayApplication(tx, caller, id));
      // Committed and posted; now its PDF joins the job documents (a failure is logged, never undoes it).
      await attachAfterApproval(db, store, caller, id, c.get('logger'));
      return c.json(approved, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:approve', {
      method: 'post',
      path: '/pay-applications/{id}/void',
      tags: TAGS,
      summary: 'Void an approved application with no payment applied: its posting is reversed',
      request: { params: ZIdParams, ...jsonBody(ZVoidPayApplication) },
      responses: { 200: detail('The application'), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => voidPayApplication(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/pay-applications/{id}/pdf',
      tags: TAGS,
      summary:
        'The application as PDF: the summary page and the continuation sheet (a one-page invoice for a simple-invoice job)',
      request: { params: ZIdParams },
      responses: {
        200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const pdf = await withTenant(db, caller, (tx) =>
        payApplicationPdf(tx, store, caller.organizationId, id),
      );
      return c.body(new Uint8Array(pdf.bytes), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${pdf.fileName}"`,
        'cache-control': 'no-store',
      }) as never;
    },
  );

  return api;
}
