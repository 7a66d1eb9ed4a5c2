import {
  ZApiError,
  ZApplyReceipt,
  ZCreateReceipt,
  ZReceipt,
  ZReceiptDetail,
  ZReceiptListQuery,
  ZVoidReceipt,
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
import { applyReceipt } from './apply-receipt.ts';
import { createReceipt } from './create-receipt.ts';
import { findReceipts, loadReceiptDetail } from './receipt-json.ts';
import { ReceiptErrors } from './receipts.errors.ts';
import { voidReceipt } from './void-receipt.ts';

const notFound = notFoundResponse('Receipt not found (or its customer, deposit account or application)');
const conflict = { 409: jsonResponse('Refused by the receipt rules', ZApiError) };

export function receiptRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/receipts',
      tags: ['Receipts'],
      summary: 'Customer payments, newest first; filter by customer, status, reference or customer search',
      request: { query: ZReceiptListQuery },
      responses: { 200: jsonResponse('A page of receipts', zPage(ZReceipt)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => findReceipts(tx, caller.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:approve', {
      method: 'post',
      path: '/receipts',
      tags: ['Receipts'],
      summary:
        'Record a payment deposited to a cash account and apply it to approved applications of the customer; the rest is credit. Posts Dr cash, Cr accounts receivable',
      request: jsonBody(ZCreateReceipt),
      responses: { 201: jsonResponse('Recorded', ZReceiptDetail), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createReceipt(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/receipts/{id}',
      tags: ['Receipts'],
      summary: 'One receipt with the applications it pays',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The receipt', ZReceiptDetail), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const receipt = await withTenant(db, caller, (tx) => loadReceiptDetail(tx, caller.organizationId, id));
      if (!receipt) throw ReceiptErrors.notFound();
      return c.json(receipt, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:approve', {
      method: 'post',
      path: '/receipts/{id}/apply',
      tags: ['Receipts'],
      summary: "Apply a receipt's credit to approved applications of its customer",
      request: { params: ZIdParams, ...jsonBody(ZApplyReceipt) },
      responses: { 200: jsonResponse('The receipt', ZReceiptDetail), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => applyReceipt(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:approve', {
      method: 'post',
      path: '/receipts/{id}/void',
      tags: ['Receipts'],
      summary:
        'Void a receipt: a reversing entry dated void_date (default today), its applications removed, paid applications approved again',
      request: { params: ZIdParams, ...jsonBody(ZVoidReceipt) },
      responses: { 200: jsonResponse('The receipt', ZReceiptDetail), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => voidReceipt(tx, caller, id, input)), 200);
    },
  );

  return api;
}
