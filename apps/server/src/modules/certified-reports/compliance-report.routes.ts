import {
  complianceTable,
  ZCashInLieuEarning,
  ZCashInLieuEarningsQuery,
  ZComplianceExportQuery,
  ZComplianceQuery,
  ZComplianceReport,
  ZCreateRestitution,
  ZRestitution,
  ZRestitutionListQuery,
  ZRestitutionPayment,
  ZUpdateRestitution,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  ZIdParams,
} from '../../lib/api-route.ts';
import { csvHeaders, csvStream } from '../../lib/csv-stream.ts';
import { loadPdfCompany } from '../../lib/pdf/company-header.ts';
import { pdfHeaders, renderReportPdf } from '../../lib/pdf/report-pdf.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { csvRowsOf, pdfColumnsOf, pdfRowsOf } from '../payroll-reports/report-table.ts';
import { complianceReport } from './compliance-report.ts';
import {
  cashInLieuEarnings,
  createRestitution,
  deleteRestitution,
  listRestitutions,
  payRestitution,
  updateRestitution,
} from './compliance-report-restitutions.ts';
import { certifiedCaller } from './sub-reports.routes.ts';

const TAGS = ['Certified payroll'];
const jobNotFound = notFoundResponse('Prevailing-wage job not found');
const notFound = notFoundResponse('Restitution not found');
const ZRestitutionList = z.object({
  items: z.array(ZRestitution),
  totals: z.object({
    underpaid_cents: z.number().int(),
    paid_cents: z.number().int(),
    outstanding_cents: z.number().int(),
  }),
});

/**
 * Job compliance reports (issue 22, item 7): hours, wages and fringes per worker and plan, apprentice
 * ratio per week, underpayments and restitution — JSON, and each section as CSV or PDF; restitution
 * kept with certified:prepare. A project manager reads only the jobs they manage.
 */
export function complianceReportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/compliance',
      tags: TAGS,
      summary:
        'Job compliance report over work dates from–to (posted payroll): hours and wages per worker × class, fringes per worker × plan and cash in lieu, apprentice ratio per week, restitution',
      request: { query: ZComplianceQuery },
      responses: { 200: jsonResponse('The report', ZComplianceReport), ...jobNotFound },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const query = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => complianceReport(tx, caller, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/compliance.csv',
      tags: TAGS,
      summary: 'One section of the job compliance report (wages, fringes, apprentices, restitution) as CSV',
      request: { query: ZComplianceExportQuery },
      responses: {
        200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
        ...jobNotFound,
      },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const { section, ...query } = c.req.valid('query');
      const table = complianceTable(
        await withTenant(db, caller, (tx) => complianceReport(tx, caller, query)),
        section,
      );
      const stream = csvStream(
        table.columns.map((col) => col.header),
        0,
        async () => ({ rows: csvRowsOf(table), after: null }),
      );
      return c.body(stream, 200, csvHeaders(`${table.fileName}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/compliance.pdf',
      tags: TAGS,
      summary: 'One section of the job compliance report as PDF',
      request: { query: ZComplianceExportQuery },
      responses: {
        200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
        ...jobNotFound,
      },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const { section, ...query } = c.req.valid('query');
      const { table, company } = await withTenant(db, caller, async (tx) => ({
        table: complianceTable(await complianceReport(tx, caller, query), section),
        company: await loadPdfCompany(tx, store, caller.organizationId),
      }));
      const pdf = await renderReportPdf({
        company,
        title: table.title,
        parameters: table.parameters,
        columns: pdfColumnsOf(table),
        rows: pdfRowsOf(table),
        orientation: table.orientation,
        notes: table.notes,
      });
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`${table.fileName}.pdf`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/restitutions',
      tags: TAGS,
      summary: "A job's underpayments and the restitution paid, oldest week first, with totals",
      request: { query: ZRestitutionListQuery },
      responses: { 200: jsonResponse('The restitutions', ZRestitutionList), ...jobNotFound },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const { job_id } = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => listRestitutions(tx, caller, job_id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'post',
      path: '/certified/restitutions',
      tags: TAGS,
      summary: 'Record an underpayment: worker, week ending, classification, amount underpaid, note',
      request: jsonBody(ZCreateRestitution),
      responses: { 201: jsonResponse('The restitution', ZRestitution), ...jobNotFound },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createRestitution(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'patch',
      path: '/certified/restitutions/{id}',
      tags: TAGS,
      summary: 'Change an underpayment (worker, week, classification, amount, note)',
      request: { params: ZIdParams, ...jsonBody(ZUpdateRestitution) },
      responses: { 200: jsonResponse('The restitution', ZRestitution), ...notFound },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateRestitution(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'post',
      path: '/certified/restitutions/{id}/payment',
      tags: TAGS,
      summary:
        "Mark restitution paid: by a payroll run's cash-in-lieu earning of the worker (`earning_id`), or an amount paid (`amount_cents`; 0 clears)",
      request: { params: ZIdParams, ...jsonBody(ZRestitutionPayment) },
      responses: { 200: jsonResponse('The restitution', ZRestitution), ...notFound },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const { id } = c.req.valid('param');
      const payment = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => payRestitution(tx, caller, id, payment)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'delete',
      path: '/certified/restitutions/{id}',
      tags: TAGS,
      summary: 'Delete an underpayment recorded in error',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...notFound },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteRestitution(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'get',
      path: '/certified/cash-in-lieu-earnings',
      tags: TAGS,
      summary:
        "A worker's cash-in-lieu earnings on the job in payroll runs not voided (to pay a restitution by)",
      request: { query: ZCashInLieuEarningsQuery },
      responses: {
        200: jsonResponse('The earnings', z.object({ items: z.array(ZCashInLieuEarning) })),
        ...jobNotFound,
      },
    }),
    async (c) => {
      const caller = certifiedCaller(c);
      const { job_id, employee_id } = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) => cashInLieuEarnings(tx, caller, job_id, employee_id));
      return c.json({ items }, 200);
    },
  );

  return api;
}
