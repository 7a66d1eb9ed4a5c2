import {
  can,
  todayIso,
  Z1099Query,
  Z1099Report,
  ZApAgingExportQuery,
  ZApAgingQuery,
  ZApAgingReport,
  ZJobCostDetail,
  ZJobCostDetailQuery,
  ZVendorPayables,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonResponse,
  newApi,
  notFoundResponse,
  tenantCaller,
  ZIdParams,
} from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { csvHeaders, csvStream } from '../../lib/csv-stream.ts';
import { loadPdfCompany } from '../../lib/pdf/company-header.ts';
import { pdfHeaders, renderReportPdf } from '../../lib/pdf/report-pdf.ts';
import { rolesInOrganization } from '../../lib/request-auth.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { assertJob } from '../job-budgets/budget-reference.ts';
import { jobLabel, partyLabel } from '../party-statements/parties.ts';
import { csvOfRows } from '../party-statements/report-rows.ts';
import {
  AP_AGING_CSV_COLUMNS,
  AP_AGING_DETAIL_CSV_COLUMNS,
  apAgingCsvRows,
  apAgingDetailCsvRows,
} from './ap-aging-csv.ts';
import { apAgingPdf } from './ap-aging-pdf.ts';
import { apAgingReport } from './ap-aging-report.ts';
import { FORM_1099_CSV_COLUMNS, form1099CsvRows } from './form-1099-csv.ts';
import { form1099Report, form1099Rows } from './form-1099-report.ts';
import { jobCostDetail } from './job-cost-detail.ts';
import { vendorPayables } from './vendor-payables.ts';

const TAGS = ['Payables reports'];
const csvResponse = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: z.string() } } },
});
const currentYear = () => Number(todayIso().slice(0, 4));

/**
 * Payables reports (issue 16, item 5): the AP aging with its tie-out, the 1099 report, a vendor's
 * payables figures and the drill-down behind a job's actual cost. Reading: payables:read.
 */
export function payablesReportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/payables/aging',
      tags: TAGS,
      summary:
        'AP aging as of a date (default today) by due date — current, 1–30, 31–60, 61–90, over 90 — per vendor, retainage held its own column; a job or vendor filter; the tie-out to accounts payable and retainage payable',
      request: { query: ZApAgingQuery },
      responses: { 200: jsonResponse('The aging', ZApAgingReport) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) =>
          apAgingReport(tx, caller.organizationId, q.as_of ?? todayIso(), {
            jobId: q.job_id,
            vendorId: q.vendor_id,
          }),
        ),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/payables/aging.csv',
      tags: TAGS,
      summary:
        'The AP aging as CSV. Summary (default): the columns of the screen — vendor, the five buckets, total open, retainage held — and a totals row; detail: a row per bill open or holding retainage',
      request: { query: ZApAgingExportQuery },
      responses: csvResponse('AP aging CSV'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      const asOf = q.as_of ?? todayIso();
      // Read in its own transaction before the first byte: the stream never holds the database.
      const report = await withTenant(db, caller, (tx) =>
        apAgingReport(tx, caller.organizationId, asOf, { jobId: q.job_id, vendorId: q.vendor_id }),
      );
      const stream =
        q.view === 'detail'
          ? csvOfRows(AP_AGING_DETAIL_CSV_COLUMNS, apAgingDetailCsvRows(report))
          : csvOfRows(AP_AGING_CSV_COLUMNS, apAgingCsvRows(report));
      const name = q.view === 'detail' ? 'ap-aging-detail' : 'ap-aging';
      return c.body(stream, 200, csvHeaders(`${name}-${asOf}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/payables/aging.pdf',
      tags: TAGS,
      summary:
        'The AP aging as PDF (summary or detail, as the CSV), with the tie-out to the accounts payable and retainage payable control accounts; 413 report_too_long_for_pdf beyond the PDF row limit',
      request: { query: ZApAgingExportQuery },
      responses: {
        200: { description: 'AP aging PDF', content: { 'application/pdf': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      const asOf = q.as_of ?? todayIso();
      const org = caller.organizationId;
      const { report, company, vendor, job } = await withTenant(db, caller, async (tx) => ({
        report: await apAgingReport(tx, org, asOf, { jobId: q.job_id, vendorId: q.vendor_id }),
        company: await loadPdfCompany(tx, store, org),
        vendor: await partyLabel(tx, org, 'vendor', q.vendor_id),
        job: await jobLabel(tx, org, q.job_id),
      }));
      const pdf = await renderReportPdf(apAgingPdf(company, report, q.view, { vendor, job }));
      const name = q.view === 'detail' ? 'ap-aging-detail' : 'ap-aging';
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`${name}-${asOf}.pdf`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/payables/1099',
      tags: TAGS,
      summary:
        "A calendar year's payments (not void, by payment date) to the vendors flagged for 1099: tax ID masked, address, count, total paid, reportable at the year's threshold",
      request: { query: Z1099Query },
      responses: { 200: jsonResponse('The 1099 report', Z1099Report) },
    }),
    async (c) => {
      const auth = callerOf(c);
      const caller = tenantCaller(auth, c.get('requestId'));
      const year = c.req.valid('query').year ?? currentYear();
      const rows = await withTenant(db, caller, (tx) => form1099Rows(tx, caller.organizationId, year));
      return c.json(form1099Report(year, rows, can(rolesInOrganization(auth), 'payables:tax-ids')), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/payables/1099.csv',
      tags: TAGS,
      summary:
        'The 1099 report as CSV: whole tax IDs for payables:tax-ids roles (company admin, accountant, internal; the export is audited), the last four digits for everyone else',
      request: { query: Z1099Query },
      responses: csvResponse('1099 CSV'),
    }),
    async (c) => {
      const auth = callerOf(c);
      const caller = tenantCaller(auth, c.get('requestId'));
      const year = c.req.valid('query').year ?? currentYear();
      const withTaxIds = can(rolesInOrganization(auth), 'payables:tax-ids');
      const rows = await withTenant(db, caller, async (tx) => {
        const found = await form1099Rows(tx, caller.organizationId, year);
        // Whole tax IDs leaving the product: who took them, for which year and how many.
        if (withTaxIds)
          await audit(tx, {
            organizationId: caller.organizationId,
            actorId: caller.userId,
            action: 'export_1099_tax_ids',
            entity: 'vendors',
            after: { year, vendors: found.length, with_tax_id: found.filter((r) => r.tax_id).length },
            requestId: caller.requestId,
          });
        return found;
      });
      const csvRows = form1099CsvRows(rows, withTaxIds);
      const stream = csvStream(FORM_1099_CSV_COLUMNS, 0, async () => ({ rows: csvRows, after: null }));
      return c.body(stream, 200, csvHeaders(`1099-${year}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/vendors/{id}/payables',
      tags: TAGS,
      summary:
        "A vendor's payables: invoiced (posted, not void) = paid + retainage held + open; retainage released; invoices entered or approved, not yet posted",
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('The figures', ZVendorPayables),
        ...notFoundResponse('Vendor not found (vendor_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => vendorPayables(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/jobs/{id}/cost-detail',
      tags: TAGS,
      summary:
        "The journal lines behind a job's actual cost through as_of (default today) — one cost code × category, or all — oldest first, each with its entry and the vendor invoice it posted or reversed; total_cents is the summary's actual cost",
      request: { params: ZIdParams, query: ZJobCostDetailQuery },
      responses: {
        200: jsonResponse('A page of lines', ZJobCostDetail),
        ...notFoundResponse('Job not found (job_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const detail = await withTenant(db, caller, async (tx) => {
        await assertJob(tx, caller.organizationId, id);
        return jobCostDetail(tx, caller.organizationId, id, query);
      });
      return c.json(detail, 200);
    },
  );

  return api;
}
