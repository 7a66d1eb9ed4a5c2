import {
  todayIso,
  ZAgingExportQuery,
  ZAgingQuery,
  ZAgingReport,
  ZCustomerReceivables,
  ZIsoDate,
  ZJobReceivables,
  ZOpenApplication,
  ZOpenApplicationsQuery,
  ZReceivablesQuery,
  ZReceivablesTieOut,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import { apiRoute, callerOf, jsonResponse, newApi, tenantCaller } from '../../lib/api-route.ts';
import { csvHeaders } from '../../lib/csv-stream.ts';
import { loadPdfCompany } from '../../lib/pdf/company-header.ts';
import { pdfHeaders, renderReportPdf } from '../../lib/pdf/report-pdf.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { partyLabel } from '../party-statements/parties.ts';
import { csvOfRows } from '../party-statements/report-rows.ts';
import {
  AGING_CSV_COLUMNS,
  AGING_DETAIL_CSV_COLUMNS,
  agingCsvRows,
  agingDetailCsvRows,
} from './aging-csv.ts';
import { arAgingPdf } from './aging-pdf.ts';
import { agingReport } from './aging-report.ts';
import { customerReceivables, jobReceivables } from './customer-receivables.ts';
import { openApplications } from './open-applications.ts';
import { receivablesTieOut } from './receivables-tie-out.ts';

export function receivableRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/receivables/customers',
      tags: ['Receivables'],
      summary: 'Per customer: billed, retainage held, received, credits and open, with totals',
      request: { query: ZReceivablesQuery },
      responses: { 200: jsonResponse('Customer balances', ZCustomerReceivables) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) =>
          customerReceivables(tx, caller.organizationId, { customerId: q.customer_id }),
        ),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/receivables/jobs',
      tags: ['Receivables'],
      summary: 'Per job: billed, retainage held, received (applied to its applications) and open',
      request: { query: ZReceivablesQuery },
      responses: { 200: jsonResponse('Job balances', ZJobReceivables) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) =>
        jobReceivables(tx, caller.organizationId, { customerId: q.customer_id, jobId: q.job_id }),
      );
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/receivables/aging',
      tags: ['Receivables'],
      summary:
        'AR aging as of a date (default today) by due date: current, 1–30, 31–60, 61–90, over 90; retainage held its own column',
      request: { query: ZAgingQuery },
      responses: { 200: jsonResponse('The aging', ZAgingReport) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) =>
          agingReport(tx, caller.organizationId, q.as_of ?? todayIso(), { customerId: q.customer_id }),
        ),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/receivables/aging.csv',
      tags: ['Receivables'],
      summary:
        'The AR aging as CSV. Summary (default): the columns of the screen — customer, the five buckets, total open, retainage held, credits — and a totals row; detail: a row per open application (its open amount in its bucket) and per customer its unapplied payments',
      request: { query: ZAgingExportQuery },
      responses: { 200: { description: 'AR aging CSV', content: { 'text/csv': { schema: z.string() } } } },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      const asOf = q.as_of ?? todayIso();
      // Read in its own transaction before the first byte: the stream never holds the database.
      const report = await withTenant(db, caller, (tx) =>
        agingReport(tx, caller.organizationId, asOf, { customerId: q.customer_id }),
      );
      const stream =
        q.view === 'detail'
          ? csvOfRows(AGING_DETAIL_CSV_COLUMNS, agingDetailCsvRows(report))
          : csvOfRows(AGING_CSV_COLUMNS, agingCsvRows(report));
      const name = q.view === 'detail' ? 'ar-aging-detail' : 'ar-aging';
      return c.body(stream, 200, csvHeaders(`${name}-${asOf}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/receivables/aging.pdf',
      tags: ['Receivables'],
      summary:
        'The AR aging as PDF (summary or detail, as the CSV), with the tie-out to the accounts receivable and retainage receivable control accounts; 413 report_too_long_for_pdf beyond the PDF row limit',
      request: { query: ZAgingExportQuery },
      responses: {
        200: { description: 'AR aging PDF', content: { 'application/pdf': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      const asOf = q.as_of ?? todayIso();
      const { report, company, customer } = await withTenant(db, caller, async (tx) => ({
        report: await agingReport(tx, caller.organizationId, asOf, { customerId: q.customer_id }),
        company: await loadPdfCompany(tx, store, caller.organizationId),
        customer: await partyLabel(tx, caller.organizationId, 'customer', q.customer_id),
      }));
      const pdf = await renderReportPdf(arAgingPdf(company, report, q.view, customer));
      const name = q.view === 'detail' ? 'ar-aging-detail' : 'ar-aging';
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`${name}-${asOf}.pdf`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/receivables/open-applications',
      tags: ['Receivables'],
      summary: "A customer's approved applications with an open amount, oldest due first",
      request: { query: ZOpenApplicationsQuery },
      responses: { 200: jsonResponse('Open applications', z.object({ items: z.array(ZOpenApplication) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) =>
        openApplications(tx, caller.organizationId, q.customer_id),
      );
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/receivables/tie-out',
      tags: ['Receivables'],
      summary:
        'The receivables subledger against the AR and retainage receivable control accounts in the ledger, as of a date',
      request: { query: z.object({ as_of: ZIsoDate.optional() }) },
      responses: { 200: jsonResponse('Subledger and control balances', ZReceivablesTieOut) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) =>
          receivablesTieOut(tx, caller.organizationId, q.as_of ?? todayIso()),
        ),
        200,
      );
    },
  );

  return api;
}
