import {
  ZApiError,
  ZCreateLienWaiver,
  ZLienWaiver,
  ZLienWaiverListQuery,
  ZReceiveLienWaiverQuery,
  zPage,
} from '@groundwork/shared';
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
import { readDocumentUpload } from '../documents/read-document-upload.ts';
import { findLienWaivers, findWaiverRow, loadLienWaiver } from './lien-waiver-json.ts';
import { receiveLienWaiver, verifyLienWaiver, withdrawLienWaiver } from './receive-lien-waiver.ts';
import { requestLienWaiver } from './request-lien-waiver.ts';

const TAGS = ['Lien waivers'];
const notFound = notFoundResponse('Lien waiver not found');
const conflict = { 409: jsonResponse('Refused by the lien waiver rules', ZApiError) };
const binary = { type: 'string', format: 'binary' } as const;

/** Lien waivers (issue 16, item 4): request, receive with the signed copy, verify, withdraw; the list. */
export function lienWaiverRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/lien-waivers',
      tags: TAGS,
      summary:
        'Lien waivers, outstanding (requested or received, not verified) by default, longest waiting first; vendor, job, status and search filters',
      request: { query: ZLienWaiverListQuery },
      responses: { 200: jsonResponse('A page of waivers', zPage(ZLienWaiver)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => findLienWaivers(tx, caller.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:write', {
      method: 'post',
      path: '/lien-waivers',
      tags: TAGS,
      summary:
        'Request a lien waiver of a vendor: conditional or unconditional, progress or final; for a job or a commitment, optionally an invoice, payment or retainage release, with the amount and through date',
      request: jsonBody(ZCreateLienWaiver),
      responses: {
        201: jsonResponse('Requested', ZLienWaiver),
        ...notFoundResponse('A vendor, job, commitment, invoice, payment or release not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => requestLienWaiver(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/lien-waivers/{id}',
      tags: TAGS,
      summary: 'One lien waiver with what it covers, its signed copy and who did what when',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The waiver', ZLienWaiver), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => loadLienWaiver(tx, caller.organizationId, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:write', {
      method: 'post',
      path: '/lien-waivers/{id}/document',
      tags: TAGS,
      summary:
        "Mark a waiver received with the vendor's signed copy — a PDF, PNG or JPEG (≤ 20 MB): multipart/form-data with the field `file`, or the raw body with `?file_name=`; `?received_on=` (today by default)",
      request: {
        params: ZIdParams,
        query: ZReceiveLienWaiverQuery,
        body: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: binary }, required: ['file'] },
            },
            'application/pdf': { schema: binary },
            'image/png': { schema: binary },
            'image/jpeg': { schema: binary },
          },
        },
      },
      responses: {
        200: jsonResponse('Received', ZLienWaiver),
        ...notFound,
        ...conflict,
        413: jsonResponse('The file is larger than 20 MB (file_too_large)', ZApiError),
        415: jsonResponse('Not a PDF, PNG or JPEG, or not what its name or type says', ZApiError),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { file_name, received_on } = c.req.valid('query');
      // The waiver first, so nobody learns anything about a file for a waiver that is not theirs.
      await withTenant(db, caller, (tx) => findWaiverRow(tx, caller.organizationId, id));
      const upload = await readDocumentUpload(c, file_name);
      return c.json(
        await receiveLienWaiver(db, store, caller, id, upload, received_on, c.get('logger')),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:pay', {
      method: 'post',
      path: '/lien-waivers/{id}/verify',
      tags: TAGS,
      summary: 'Verify a received waiver against the payment it covers: it is no longer outstanding',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('Verified', ZLienWaiver), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => verifyLienWaiver(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:write', {
      method: 'delete',
      path: '/lien-waivers/{id}',
      tags: TAGS,
      summary: 'Withdraw a request nobody has answered yet',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Withdrawn' }, ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => withdrawLienWaiver(tx, caller, id));
      return c.body(null, 204);
    },
  );

  return api;
}
