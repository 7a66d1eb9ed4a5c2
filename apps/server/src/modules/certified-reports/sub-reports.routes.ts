import {
  ZApiError,
  ZSubReport,
  ZSubReportGrid,
  ZSubReportGridQuery,
  ZSubReportMissingCount,
  ZSubReportNoWork,
  ZSubReportUploadQuery,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
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
import { rolesInOrganization } from '../../lib/request-auth.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { readDocumentUpload } from '../documents/read-document-upload.ts';
import type { TCertifiedCaller } from './compliance-report-access.ts';
import { countMissingSubReports, findSubReportGrid } from './sub-reports.ts';
import {
  assertSubReportTarget,
  deleteSubReport,
  markSubReportNoWork,
  readSubReportFile,
  uploadSubReport,
} from './sub-reports-write.ts';

const TAGS = ['Certified payroll'];
const binary = { type: 'string', format: 'binary' } as const;
const notFound = notFoundResponse('Subcontractor report or prevailing-wage job not found');

/** The caller with their roles in the organization (a project manager reads only the jobs they manage). */
export function certifiedCaller(c: Context): TCertifiedCaller {
  const auth = callerOf(c);
  return { ...tenantCaller(auth, c.get('requestId')), roles: rolesInOrganization(auth) };
}

/** `attachment` with a plain-ASCII name and the exact name in RFC 5987 form. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Subcontractors' weekly certified payrolls on prime prevailing-wage jobs (issue 22, item 6): the
 * vendors × weeks grid, upload (PDF, PNG or JPEG, kept as a job document), "no work", delete, the file,
 * and the count of missing reports (the dashboard badge).
 */
export function subReportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/sub-reports',
      tags: TAGS,
      summary:
        "A prime job's subcontractors × weeks (first certified week to the last completed week): received, no work, missing",
      request: { query: ZSubReportGridQuery },
      responses: { 200: jsonResponse('The grid', ZSubReportGrid), ...notFound },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const { job_id, as_of } = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => findSubReportGrid(tx, caller, job_id, as_of)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/sub-reports/missing-count',
      tags: TAGS,
      summary:
        "Subcontractors' weekly reports missing on the active prime jobs the caller reads, in all and per job",
      request: { query: z.object({ as_of: ZSubReportGridQuery.shape.as_of }) },
      responses: { 200: jsonResponse('The count', ZSubReportMissingCount) },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const { as_of } = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => countMissingSubReports(tx, caller, as_of)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'post',
      path: '/certified/sub-reports/upload',
      tags: TAGS,
      summary:
        "Upload a subcontractor's weekly certified payroll for job × vendor × week ending (multipart `file`, or the raw body with `file_name`); replaces an earlier one",
      request: {
        query: ZSubReportUploadQuery,
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
        201: jsonResponse('The report', ZSubReport),
        ...notFound,
        413: jsonResponse('The file is larger than 20 MB', ZApiError),
        415: jsonResponse('Not a PDF, PNG or JPEG', ZApiError),
      },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const query = c.req.valid('query');
      // The target first, so nobody learns anything about a file for a job that is not theirs.
      await withTenant(db, caller, (tx) => assertSubReportTarget(tx, caller, query));
      const upload = await readDocumentUpload(c, query.file_name);
      return c.json(await uploadSubReport(db, store, caller, query, upload, c.get('logger')), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'post',
      path: '/certified/sub-reports/no-work',
      tags: TAGS,
      summary: 'Mark a subcontractor’s week "no work" on the job (replaces a file received before)',
      request: jsonBody(ZSubReportNoWork),
      responses: { 201: jsonResponse('The report', ZSubReport), ...notFound },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      return c.json(await markSubReportNoWork(db, store, caller, c.req.valid('json'), c.get('logger')), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/sub-reports/{id}/file',
      tags: TAGS,
      summary: "The report's file (Content-Disposition: attachment)",
      request: { params: ZIdParams },
      responses: {
        200: {
          description: 'The file',
          content: {
            'application/pdf': { schema: z.string() },
            'image/png': { schema: z.string() },
            'image/jpeg': { schema: z.string() },
          },
        },
        ...notFound,
      },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const file = await readSubReportFile(db, store, caller, c.req.valid('param').id);
      return c.body(new Uint8Array(file.bytes), 200, {
        'content-type': file.contentType,
        'content-length': String(file.bytes.byteLength),
        'content-disposition': contentDisposition(file.fileName),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      }) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'delete',
      path: '/certified/sub-reports/{id}',
      tags: TAGS,
      summary: 'Delete a subcontractor report and its file (the week is missing again)',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...notFound },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      await deleteSubReport(db, store, caller, c.req.valid('param').id, c.get('logger'));
      return c.body(null, 204);
    },
  );

  return api;
}
