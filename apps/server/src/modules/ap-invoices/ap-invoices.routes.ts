import {
  ZApCommitmentLineOption,
  ZApCommitmentLinesQuery,
  ZApInvoice,
  ZApInvoiceListItem,
  ZApInvoiceListQuery,
  ZApInvoiceNumberCheck,
  ZApInvoiceNumberQuery,
  ZApiError,
  ZCreateApInvoice,
  ZPostApInvoice,
  ZUpdateApInvoice,
  ZVoidApInvoice,
  zPage,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../deps.ts';
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
import { attachApInvoiceDocument, deleteApInvoice } from './ap-invoice-document.ts';
import { findInvoiceRow, loadApInvoice } from './ap-invoice-json.ts';
import { approveApInvoice } from './approve-ap-invoice.ts';
import { createApInvoice } from './create-ap-invoice.ts';
import { findApInvoices } from './find-ap-invoices.ts';
import { checkInvoiceNumber, commitmentLinesFor } from './invoice-pickers.ts';
import { postApInvoice } from './post-ap-invoice.ts';
import { updateApInvoice } from './update-ap-invoice.ts';
import { voidApInvoice } from './void-ap-invoice.ts';

const TAGS = ['Vendor invoices'];
const notFound = notFoundResponse('Invoice not found');
const conflict = { 409: jsonResponse('Refused by the payables rules', ZApiError) };
const invoice = (description: string) => jsonResponse(description, ZApInvoice);
const binary = { type: 'string', format: 'binary' } as const;

/** The caller as the payables use cases take it: company, person, roles there, request id. */
function viewerOf(c: Context<AppEnv>) {
  const auth = callerOf(c);
  const caller = tenantCaller(auth, c.get('requestId'));
  return { ...caller, roles: rolesInOrganization(auth) };
}

/** Vendor invoices (issue 16, items 1 and 2): enter, edit, approve, post, void; the invoice's document. */
export function apInvoiceRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-invoices',
      tags: TAGS,
      summary:
        'Vendor invoices, newest invoice date first; search the number, description and vendor; status (open = entered or approved), vendor and job filters',
      request: { query: ZApInvoiceListQuery },
      responses: { 200: jsonResponse('A page of invoices', zPage(ZApInvoiceListItem)) },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, viewer, (tx) => findApInvoices(tx, viewer.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-invoices/check-number',
      tags: TAGS,
      summary:
        "Whether the vendor's invoice number is free (unique per vendor among invoices that are not void)",
      request: { query: ZApInvoiceNumberQuery },
      responses: {
        200: jsonResponse('Free or taken', ZApInvoiceNumberCheck),
        ...notFoundResponse('Vendor not found'),
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, viewer, (tx) => checkInvoiceNumber(tx, viewer.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-invoices/commitment-lines',
      tags: TAGS,
      summary:
        "The schedule lines of the vendor's issued and executed commitments: committed, invoiced to date, on invoices not yet approved, pending change orders, remaining",
      request: { query: ZApCommitmentLinesQuery },
      responses: {
        200: jsonResponse('The lines', z.object({ items: z.array(ZApCommitmentLineOption) })),
        ...notFoundResponse('Vendor not found'),
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, viewer, (tx) => commitmentLinesFor(tx, viewer.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:write', {
      method: 'post',
      path: '/ap-invoices',
      tags: TAGS,
      summary:
        "Enter a vendor invoice with its lines (commitment schedule line, direct job cost or overhead); retainage per line from the commitment's percent; the due date from the vendor's terms when absent. Possible duplicates come back as warnings",
      request: jsonBody(ZCreateApInvoice),
      responses: {
        201: invoice('Entered'),
        ...conflict,
        ...notFoundResponse('A vendor or line target not found'),
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const input = c.req.valid('json');
      return c.json(await withTenant(db, viewer, (tx) => createApInvoice(tx, viewer, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-invoices/{id}',
      tags: TAGS,
      summary:
        'One invoice: lines, totals, document, holds with their reasons, who approves it (and whether you may), possible duplicates, entries',
      request: { params: ZIdParams },
      responses: { 200: invoice('The invoice'), ...notFound },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, viewer, (tx) => loadApInvoice(tx, viewer, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:write', {
      method: 'patch',
      path: '/ap-invoices/{id}',
      tags: TAGS,
      summary: 'Change an entered invoice; lines sent replace them all',
      request: { params: ZIdParams, ...jsonBody(ZUpdateApInvoice) },
      responses: { 200: invoice('The invoice'), ...notFound, ...conflict },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, viewer, (tx) => updateApInvoice(tx, viewer, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:write', {
      method: 'delete',
      path: '/ap-invoices/{id}',
      tags: TAGS,
      summary: 'Delete an entered invoice with its document (approved and posted ones are voided instead)',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...notFound, ...conflict },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid('param');
      await deleteApInvoice(db, store, viewer, id, c.get('logger'));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:write', {
      method: 'post',
      path: '/ap-invoices/{id}/document',
      tags: TAGS,
      summary:
        "The vendor's invoice as a PDF, PNG or JPEG (≤ 20 MB): multipart/form-data with the field `file`, or the raw body with `?file_name=`; replaces the invoice's document",
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
      responses: {
        200: invoice('The invoice with its document'),
        ...notFound,
        ...conflict,
        413: jsonResponse('The file is larger than 20 MB (file_too_large)', ZApiError),
        415: jsonResponse('Not a PDF, PNG or JPEG, or not what its name or type says', ZApiError),
      },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid('param');
      const { file_name } = c.req.valid('query');
      // The invoice first, so nobody learns anything about a file for an invoice that is not theirs.
      await withTenant(db, viewer, (tx) => findInvoiceRow(tx, viewer.organizationId, id));
      const upload = await readDocumentUpload(c, file_name);
      return c.json(await attachApInvoiceDocument(db, store, viewer, id, upload, c.get('logger')), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:approve', {
      method: 'post',
      path: '/ap-invoices/{id}/approve',
      tags: TAGS,
      summary:
        "Approve an entered invoice: by the person the company's setting names (the jobs' project manager, or a company admin or accountant; internal staff always), unless a hold stops it",
      request: { params: ZIdParams },
      responses: { 200: invoice('Approved'), ...notFound, ...conflict },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, viewer, (tx) => approveApInvoice(tx, viewer, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:post', {
      method: 'post',
      path: '/ap-invoices/{id}/post',
      tags: TAGS,
      summary:
        "Post an approved invoice: one entry — Dr each line's job-cost account (job, cost code, category) or expense account, Cr accounts payable (net), Cr retainage payable (retainage)",
      request: { params: ZIdParams, ...jsonBody(ZPostApInvoice) },
      responses: { 200: invoice('Posted'), ...notFound, ...conflict },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, viewer, (tx) => postApInvoice(tx, viewer, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:post', {
      method: 'post',
      path: '/ap-invoices/{id}/void',
      tags: TAGS,
      summary:
        'Void an invoice; a posted one only while nothing is paid or released on it, by reversing its entry',
      request: { params: ZIdParams, ...jsonBody(ZVoidApInvoice) },
      responses: { 200: invoice('Void'), ...notFound, ...conflict },
    }),
    async (c) => {
      const viewer = viewerOf(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, viewer, (tx) => voidApInvoice(tx, viewer, id, input)), 200);
    },
  );

  return api;
}
