import {
  ZApiError,
  ZCreateRetainageRelease,
  ZRetainageCommitment,
  ZRetainageCommitmentDetail,
  ZRetainageCommitmentsQuery,
  ZRetainageRelease,
  ZRetainageVendor,
  ZVoidRetainageRelease,
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
import { releaseRetainage } from './release-retainage.ts';
import {
  findRetainageCommitments,
  findRetainageVendors,
  loadRetainageCommitment,
  loadRetainageRelease,
} from './retainage-json.ts';
import { voidRetainageRelease } from './void-retainage-release.ts';

const TAGS = ['Retainage payable'];
const ZRetainageVendorsQuery = z.object({ vendor_id: z.string().uuid().optional() });
const conflict = { 409: jsonResponse('Refused by the retainage rules', ZApiError) };

/** Retainage payable (issue 16, item 3): what commitments hold, releases that make it a bill, voids. */
export function apRetainageRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-retainage/commitments',
      tags: TAGS,
      summary:
        'Commitments with retainage held on their posted invoices: withheld, released, held; by vendor and job',
      request: { query: ZRetainageCommitmentsQuery },
      responses: { 200: jsonResponse('The commitments', z.object({ items: z.array(ZRetainageCommitment) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) =>
        findRetainageCommitments(tx, caller.organizationId, query),
      );
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-retainage/vendors',
      tags: TAGS,
      summary:
        "Vendors with retainage held outside any commitment (bills with no commitment, an import's opening bills), per posted invoice; released with vendor_id",
      request: { query: ZRetainageVendorsQuery },
      responses: { 200: jsonResponse('The vendors', z.object({ items: z.array(ZRetainageVendor) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) =>
        findRetainageVendors(tx, caller.organizationId, query),
      );
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-retainage/commitments/{id}',
      tags: TAGS,
      summary:
        "One commitment's retainage per posted invoice, its releases, and what stops a release now (the final-waiver setting)",
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('The commitment', ZRetainageCommitmentDetail),
        ...notFoundResponse('Commitment not found'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(
        await withTenant(db, caller, (tx) => loadRetainageCommitment(tx, caller.organizationId, id)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:pay', {
      method: 'post',
      path: '/ap-retainage-releases',
      tags: TAGS,
      summary:
        "Release held retainage of a commitment, or of a vendor's bills outside any commitment — per invoice, an amount spread oldest first, or all of it — as a bill due on the due date: Dr retainage payable, Cr accounts payable",
      request: jsonBody(ZCreateRetainageRelease),
      responses: {
        201: jsonResponse('Released', ZRetainageRelease),
        ...notFoundResponse('Commitment or invoice not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => releaseRetainage(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-retainage-releases/{id}',
      tags: TAGS,
      summary: 'One retainage release: its lines per invoice, paid and open, entries',
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('The release', ZRetainageRelease),
        ...notFoundResponse('Release not found'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(
        await withTenant(db, caller, (tx) => loadRetainageRelease(tx, caller.organizationId, id)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:pay', {
      method: 'post',
      path: '/ap-retainage-releases/{id}/void',
      tags: TAGS,
      summary:
        'Void a release while nothing is paid on it, by reversing its entry: the retainage is held again',
      request: { params: ZIdParams, ...jsonBody(ZVoidRetainageRelease) },
      responses: {
        200: jsonResponse('Void', ZRetainageRelease),
        ...notFoundResponse('Release not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => voidRetainageRelease(tx, caller, id, input)), 200);
    },
  );

  return api;
}
