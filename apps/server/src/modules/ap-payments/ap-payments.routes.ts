import {
  todayIso,
  ZApBankAccount,
  ZApiError,
  ZApPayable,
  ZApPayablesQuery,
  ZApPayment,
  ZApPaymentListItem,
  ZApPaymentListQuery,
  ZCreateApPayments,
  ZPayablesTieOut,
  ZPayablesTieOutQuery,
  ZVoidApPayment,
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
import { csvHeaders, csvStream } from '../../lib/csv-stream.ts';
import { withTenant } from '../../lib/tenant.ts';
import { findApPayments, loadApPayment, registerBatch, type TRegisterPosition } from './ap-payment-json.ts';
import { bankAccounts } from './bank-accounts.ts';
import { findPayables } from './find-payables.ts';
import { payBills } from './pay-bills.ts';
import { payablesTieOut } from './payables-tie-out.ts';
import { REGISTER_CSV_COLUMNS, registerCsvRow } from './register-csv.ts';
import { voidApPayment } from './void-ap-payment.ts';

const TAGS = ['Vendor payments'];
const notFound = notFoundResponse('Payment not found');
const conflict = { 409: jsonResponse('Refused by the payment rules', ZApiError) };
const EXPORT_BATCH = 1000;

/** Paying bills (issue 16, item 3): what is open, pay runs, the check register and its CSV, voids, tie-out. */
export function apPaymentRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-payments/payables',
      tags: TAGS,
      summary:
        'Bills to pay: posted invoices with net still open and posted retainage releases, due by a date, of a vendor and job; each with its holds for payment (expired compliance, missing lien waiver)',
      request: { query: ZApPayablesQuery },
      responses: {
        200: jsonResponse('The bills', z.object({ items: z.array(ZApPayable), truncated: z.boolean() })),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => findPayables(tx, caller.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:pay', {
      method: 'get',
      path: '/ap-payments/bank-accounts',
      tags: TAGS,
      summary: 'The active cash accounts bills are paid from, each with the next check number it would print',
      responses: { 200: jsonResponse('Bank accounts', z.object({ items: z.array(ZApBankAccount) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) => bankAccounts(tx, caller.organizationId));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-payments',
      tags: TAGS,
      summary:
        'The check register: payments newest first; search the check number, reference and vendor; vendor, bank account, method, status and date filters',
      request: { query: ZApPaymentListQuery },
      responses: { 200: jsonResponse('A page of payments', zPage(ZApPaymentListItem)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => findApPayments(tx, caller.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-payments/export.csv',
      tags: TAGS,
      summary: "The check register as CSV with the list's filters, streamed in batches",
      request: { query: ZApPaymentListQuery.omit({ page: true, pageSize: true }) },
      responses: {
        200: { description: 'Check register CSV', content: { 'text/csv': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      // Each batch in its own short transaction: a long register never holds the database.
      // The stream ends at a null position, so the first batch starts from { after: null }.
      const stream = csvStream<{ after: TRegisterPosition }>(
        REGISTER_CSV_COLUMNS,
        { after: null },
        async ({ after }) => {
          const batch = await withTenant(db, caller, (tx) =>
            registerBatch(tx, caller.organizationId, query, after, EXPORT_BATCH),
          );
          return {
            rows: batch.items.map(registerCsvRow),
            after: batch.items.length === EXPORT_BATCH ? { after: batch.last } : null,
          };
        },
      );
      return c.body(stream, 200, csvHeaders(`check-register-${todayIso()}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:pay', {
      method: 'post',
      path: '/ap-payments',
      tags: TAGS,
      summary:
        "Pay a run of bills from a bank account — one payment per vendor, in full or in part; checks numbered from the account's next number unless typed (unique per account); each posts Dr accounts payable, Cr the bank account",
      request: jsonBody(ZCreateApPayments),
      responses: {
        201: jsonResponse('The payments', z.object({ items: z.array(ZApPayment) })),
        ...notFoundResponse('A vendor, bill or bank account not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      const items = await withTenant(db, caller, (tx) => payBills(tx, caller, input));
      return c.json({ items }, 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/ap-payments/{id}',
      tags: TAGS,
      summary: 'One payment: what it paid on which bill, the lien waivers that follow it, entries',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The payment', ZApPayment), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => loadApPayment(tx, caller.organizationId, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:pay', {
      method: 'post',
      path: '/ap-payments/{id}/void',
      tags: TAGS,
      summary:
        'Void a payment by reversing its entry (dated void_date, default today): the bills it paid are open again; a check keeps its number',
      request: { params: ZIdParams, ...jsonBody(ZVoidApPayment) },
      responses: { 200: jsonResponse('Void', ZApPayment), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => voidApPayment(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/payables/tie-out',
      tags: TAGS,
      summary:
        "The payables subledger against the ledger as of a date (today by default): Σ vendors' open balances = accounts payable, Σ retainage held = retainage payable, per vendor",
      request: { query: ZPayablesTieOutQuery },
      responses: { 200: jsonResponse('The tie-out', ZPayablesTieOut) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { as_of } = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => payablesTieOut(tx, caller.organizationId, as_of ?? todayIso())),
        200,
      );
    },
  );

  return api;
}
