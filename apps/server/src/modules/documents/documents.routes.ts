import {
  can,
  DOCUMENT_SOURCE_READ_PERMISSION,
  DOCUMENT_SOURCE_TYPES,
  ZApiError,
  ZDocument,
  ZDocumentListQuery,
  ZSourceDocument,
  zPage,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonResponse,
  newApi,
  notFoundResponse,
  type TenantCaller,
  tenantCaller,
  ZIdParams,
} from '../../lib/api-route.ts';
import { type RequestAuth, rolesInOrganization } from '../../lib/request-auth.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import {
  attachPayApplicationDocument,
  findPayApplicationDocument,
} from './attach-pay-application-document.ts';
import { deleteDocument } from './delete-document.ts';
import { documentJson, findDocument, type TDocumentReader } from './document-json.ts';
import { DocumentErrors } from './documents.errors.ts';
import { assertJobExists, findJobDocuments } from './find-job-documents.ts';
import { readDocumentFile } from './read-document-file.ts';
import { readDocumentUpload } from './read-document-upload.ts';
import { uploadJobDocument } from './upload-job-document.ts';

const TAGS = ['Documents'];
const notFound = notFoundResponse('Document not found');
const jobNotFound = notFoundResponse('Job not found');
const binary = { type: 'string', format: 'binary' } as const;
const refusedFile = {
  413: jsonResponse('The file is larger than 20 MB (file_too_large)', ZApiError),
  415: jsonResponse('Not a PDF, PNG or JPEG, or not what its name or type says', ZApiError),
};

/** The caller and the sources whose documents their roles may read (a pay application's: billing readers). */
function readerOf(auth: RequestAuth, caller: TenantCaller): TDocumentReader {
  const roles = rolesInOrganization(auth);
  return {
    organizationId: caller.organizationId,
    sourceTypes: DOCUMENT_SOURCE_TYPES.filter((t) => can(roles, DOCUMENT_SOURCE_READ_PERMISSION[t])),
  };
}

/** `attachment` with a plain-ASCII name for old clients and the exact name in RFC 5987 form. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Job documents: list, upload, download, delete; a pay application's PDF attached (decision 014). */
export function documentRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'documents:read', {
      method: 'get',
      path: '/jobs/{id}/documents',
      tags: TAGS,
      summary:
        "A job's documents, newest first; search by file name. A pay application's PDF is listed to billing readers only",
      request: { params: ZIdParams, query: ZDocumentListQuery },
      responses: { 200: jsonResponse('A page of documents', zPage(ZDocument)), ...jobNotFound },
    }),
    async (c) => {
      const auth = callerOf(c);
      const caller = tenantCaller(auth, c.get('requestId'));
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => findJobDocuments(tx, readerOf(auth, caller), id, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'documents:write', {
      method: 'post',
      path: '/jobs/{id}/documents',
      tags: TAGS,
      summary:
        'Upload a PDF, PNG or JPEG (≤ 20 MB) to the job: multipart/form-data with the field `file`, or the raw body with `?file_name=`; the type is read from the bytes',
      request: {
        params: ZIdParams,
        query: z.object({ file_name: z.string().max(1000).optional() }),
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
      responses: { 201: jsonResponse('The document', ZDocument), ...jobNotFound, ...refusedFile },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { file_name } = c.req.valid('query');
      // The job first, so nobody learns anything about a file for a job that is not theirs.
      await withTenant(db, caller, (tx) => assertJobExists(tx, caller.organizationId, id));
      const upload = await readDocumentUpload(c, file_name);
      return c.json(await uploadJobDocument(db, store, caller, id, upload, c.get('logger')), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'documents:read', {
      method: 'get',
      path: '/documents/{id}',
      tags: TAGS,
      summary: 'One document (without its bytes)',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The document', ZDocument), ...notFound },
    }),
    async (c) => {
      const auth = callerOf(c);
      const caller = tenantCaller(auth, c.get('requestId'));
      const { id } = c.req.valid('param');
      const row = await withTenant(db, caller, (tx) => findDocument(tx, readerOf(auth, caller), id));
      if (!row) throw DocumentErrors.notFound();
      return c.json(documentJson(row), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'documents:read', {
      method: 'get',
      path: '/documents/{id}/download',
      tags: TAGS,
      summary: "The document's bytes, with its type and file name (Content-Disposition: attachment)",
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
      const auth = callerOf(c);
      const caller = tenantCaller(auth, c.get('requestId'));
      const { id } = c.req.valid('param');
      const file = await readDocumentFile(db, store, caller, readerOf(auth, caller), id);
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
    apiRoute(deps, 'documents:write', {
      method: 'delete',
      path: '/documents/{id}',
      tags: TAGS,
      summary:
        'Delete a document and its file (a pay application’s PDF too: "Attach to job documents" makes it again)',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...notFound },
    }),
    async (c) => {
      const auth = callerOf(c);
      const caller = tenantCaller(auth, c.get('requestId'));
      const { id } = c.req.valid('param');
      await deleteDocument(db, store, caller, readerOf(auth, caller), id, c.get('logger'));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/pay-applications/{id}/document',
      tags: TAGS,
      summary: "The application's PDF among the job documents, or `document: null` while it is not attached",
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The document or null', ZSourceDocument), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const document = await withTenant(db, caller, (tx) =>
        findPayApplicationDocument(tx, caller.organizationId, id),
      );
      return c.json({ document }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'documents:write', {
      method: 'post',
      path: '/pay-applications/{id}/document',
      tags: TAGS,
      summary:
        "Attach an approved or paid application's PDF to its job's documents (done at approval; again after the document was deleted). 200 when it already is",
      request: { params: ZIdParams },
      responses: {
        201: jsonResponse('Attached', ZSourceDocument),
        200: jsonResponse('Already attached', ZSourceDocument),
        ...notFound,
        409: jsonResponse('Not approved or paid (pay_application_not_approved)', ZApiError),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { document, isNew } = await attachPayApplicationDocument(db, store, caller, id, c.get('logger'));
      return c.json({ document }, isNew ? 201 : 200);
    },
  );

  return api;
}
