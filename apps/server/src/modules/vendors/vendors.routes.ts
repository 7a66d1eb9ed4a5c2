import {
  ZApiError,
  ZCertificate,
  ZCreateCertificate,
  ZCreateVendor,
  ZUpdateCertificate,
  ZUpdateVendor,
  ZVendor,
  ZVendorCommitment,
  ZVendorListQuery,
  ZVendorNumber,
  ZVendorOption,
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
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { isVendorNumberAvailable } from './check-vendor-number.ts';
import { createVendor } from './create-vendor.ts';
import { findVendorCommitments } from './find-vendor-commitments.ts';
import { findActiveVendorOptions, findVendors } from './find-vendors.ts';
import { getVendor } from './get-vendor.ts';
import { updateVendor } from './update-vendor.ts';
import {
  createCertificate,
  deleteCertificate,
  findCertificates,
  updateCertificate,
} from './vendor-certificates.ts';
import { type VendorFiles, vendorFilesIn } from './vendor-files.ts';

const notFound = notFoundResponse('Vendor not found (vendor_not_found)');
const certificateNotFound = notFoundResponse('Vendor or certificate not found');
const ZCertificateParams = z.object({ id: z.string().uuid(), certificateId: z.string().uuid() });
const tags = ['Vendors'];

/** A file a row stopped pointing at goes once the change has committed; a failure only leaves an orphan. */
async function removeReplaced(c: Context<AppEnv>, files: VendorFiles, path: string | null) {
  if (!path) return;
  await files.remove(path).catch((err: unknown) => {
    c.get('logger').warn({ err, path }, 'removing a replaced vendor document failed');
  });
}

export function vendorRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const files = vendorFilesIn(objectStoreFor(deps.config));
  const api = newApi();

  // Fixed paths first: `/vendors/{id}` would otherwise take 'active' and 'check-number' as ids.
  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/vendors/active',
      tags,
      summary: 'Active vendors by vendor_number with compliance (the commitment form picker)',
      responses: { 200: jsonResponse('Active vendors', z.object({ items: z.array(ZVendorOption) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) => findActiveVendorOptions(tx, caller));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/vendors/check-number',
      tags,
      summary: 'Whether a vendor number is free in your organization (excluding the vendor being edited)',
      request: { query: z.object({ number: ZVendorNumber, excludeId: z.string().uuid().optional() }) },
      responses: { 200: jsonResponse('Availability', z.object({ available: z.boolean() })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { number, excludeId } = c.req.valid('query');
      const available = await withTenant(db, caller, (tx) =>
        isVendorNumberAvailable(tx, caller, number, excludeId),
      );
      return c.json({ available }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/vendors',
      tags,
      summary:
        'Vendors by number with compliance; search (number, name, contact, e-mail, city), type, status',
      request: { query: ZVendorListQuery },
      responses: { 200: jsonResponse('A page of vendors', zPage(ZVendor)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => findVendors(tx, caller, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'post',
      path: '/vendors',
      tags,
      summary: 'Add a vendor (active); 409 vendor_number_taken when the number is in use',
      request: jsonBody(ZCreateVendor),
      responses: {
        201: jsonResponse('Created', ZVendor),
        409: jsonResponse('Vendor ID already exists (vendor_number_taken)', ZApiError),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createVendor(tx, files, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/vendors/{id}',
      tags,
      summary: 'One vendor (tax ID masked) with its compliance and reasons',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The vendor', ZVendor), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => getVendor(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'patch',
      path: '/vendors/{id}',
      tags,
      summary:
        'Edit a vendor, its W-9 and license, or set is_active; the tax ID stays unless a new one is sent',
      request: { params: ZIdParams, ...jsonBody(ZUpdateVendor) },
      responses: {
        200: jsonResponse('The vendor', ZVendor),
        409: jsonResponse('Vendor ID already exists (vendor_number_taken)', ZApiError),
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const { vendor, replacedFile } = await withTenant(db, caller, (tx) =>
        updateVendor(tx, files, caller, id, input),
      );
      await removeReplaced(c, files, replacedFile);
      return c.json(vendor, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/vendors/{id}/commitments',
      tags,
      summary: "The vendor's subcontracts and purchase orders, newest first",
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('Commitments', z.object({ items: z.array(ZVendorCommitment) })),
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const items = await withTenant(db, caller, (tx) => findVendorCommitments(tx, caller, id));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/vendors/{id}/certificates',
      tags,
      summary: "The vendor's insurance certificates by kind, latest expiry first",
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('Certificates', z.object({ items: z.array(ZCertificate) })),
        ...notFound,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const items = await withTenant(db, caller, (tx) => findCertificates(tx, caller, id));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'post',
      path: '/vendors/{id}/certificates',
      tags,
      summary:
        'Add an insurance certificate; file_path is a file uploaded to the vendor folder of vendor-documents',
      request: { params: ZIdParams, ...jsonBody(ZCreateCertificate) },
      responses: { 201: jsonResponse('Created', ZCertificate), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(
        await withTenant(db, caller, (tx) => createCertificate(tx, files, caller, id, input)),
        201,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'patch',
      path: '/vendors/{id}/certificates/{certificateId}',
      tags,
      summary: 'Edit an insurance certificate (a replaced file is removed from the store)',
      request: { params: ZCertificateParams, ...jsonBody(ZUpdateCertificate) },
      responses: { 200: jsonResponse('The certificate', ZCertificate), ...certificateNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id, certificateId } = c.req.valid('param');
      const input = c.req.valid('json');
      const { certificate, replacedFile } = await withTenant(db, caller, (tx) =>
        updateCertificate(tx, files, caller, id, certificateId, input),
      );
      await removeReplaced(c, files, replacedFile);
      return c.json(certificate, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobcost:write', {
      method: 'delete',
      path: '/vendors/{id}/certificates/{certificateId}',
      tags,
      summary: 'Delete an insurance certificate and its file',
      request: { params: ZCertificateParams },
      responses: { 204: { description: 'Deleted' }, ...certificateNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id, certificateId } = c.req.valid('param');
      const { replacedFile } = await withTenant(db, caller, (tx) =>
        deleteCertificate(tx, caller, id, certificateId),
      );
      await removeReplaced(c, files, replacedFile);
      return c.body(null, 204);
    },
  );

  return api;
}
