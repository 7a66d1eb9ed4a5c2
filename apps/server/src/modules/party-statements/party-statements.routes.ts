import {
  can,
  defaultStatementFrom,
  isStatementRangeValid,
  PARTY_STATEMENT_MESSAGES,
  type TPartyStatements,
  todayIso,
  ZCustomerStatementQuery,
  ZOpenRetainageQuery,
  ZOpenRetainageReport,
  ZPartyStatements,
  ZVendorStatementQuery,
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
} from '../../lib/api-route.ts';
import { AppError, CommonErrors } from '../../lib/app-error.ts';
import { csvHeaders } from '../../lib/csv-stream.ts';
import { loadPdfCompany } from '../../lib/pdf/company-header.ts';
import { pdfHeaders, renderReportPdf } from '../../lib/pdf/report-pdf.ts';
import { type RequestAuth, rolesInOrganization } from '../../lib/request-auth.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { customerStatements } from './customer-statements.ts';
import { openRetainage } from './open-retainage.ts';
import {
  OPEN_RETAINAGE_CSV_COLUMNS,
  openRetainageCsvRows,
  openRetainagePdf,
} from './open-retainage-export.ts';
import { csvOfRows } from './report-rows.ts';
import { statementsPdf } from './statement-pdf.ts';
import { vendorStatements } from './vendor-statements.ts';

const TAGS = ['Receivables and payables reports'];
const pdfResponse = (description: string) => ({
  200: { description, content: { 'application/pdf': { schema: z.string() } } },
});

/** The statement's date (today by default) and the start of its activity (the first of that month). */
function statementDates(q: { as_of?: string; from?: string }) {
  const asOf = q.as_of ?? todayIso();
  const from = q.from ?? defaultStatementFrom(asOf);
  if (!isStatementRangeValid(from, asOf))
    throw CommonErrors.invalidInput(PARTY_STATEMENT_MESSAGES.rangeInverted);
  return { asOf, from };
}

/** Open retainage shows both sides: billing:read opens the route, payables:read is checked too. */
function assertReadsPayables(auth: RequestAuth) {
  if (!can(rolesInOrganization(auth), 'payables:read'))
    throw new AppError('forbidden', PARTY_STATEMENT_MESSAGES.forbiddenPayables, 403);
}

function statementFileName(side: 'customer' | 'vendor', batch: TPartyStatements) {
  const one = batch.party_id ? batch.statements[0]?.party.number : undefined;
  return one ? `${side}-statement-${one}-${batch.as_of}.pdf` : `${side}-statements-${batch.as_of}.pdf`;
}

/**
 * Customer and vendor statements, open retainage by job (issue 17, item 3). Statements: billing:read
 * (customers), payables:read (vendors); open retainage: both.
 */
export function partyStatementRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  const customerSummary =
    "as of a date (default today) with the activity from `from` (default the first of that month): opening balance, approved pay applications, receipts and voids with the running balance, closing balance; the open applications aged; retainage held per job, apart. One customer's, or without customer_id every customer with a balance, an open item, a credit or retainage held";
  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/reports/customer-statements',
      tags: TAGS,
      summary: `Customer statements ${customerSummary}`,
      request: { query: ZCustomerStatementQuery },
      responses: {
        200: jsonResponse('The statements', ZPartyStatements),
        ...notFoundResponse('Customer not found (customer_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      const dates = statementDates(q);
      const batch = await withTenant(db, caller, (tx) =>
        customerStatements(tx, caller.organizationId, { ...dates, customerId: q.customer_id }),
      );
      return c.json(batch, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/reports/customer-statements.pdf',
      tags: TAGS,
      summary:
        'The customer statements as one PDF, a letter per customer each on its own page (the same query); 413 report_too_long_for_pdf beyond the PDF row limit',
      request: { query: ZCustomerStatementQuery },
      responses: { ...pdfResponse('Customer statements PDF'), ...notFoundResponse('Customer not found') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      const dates = statementDates(q);
      const { batch, company } = await withTenant(db, caller, async (tx) => ({
        batch: await customerStatements(tx, caller.organizationId, { ...dates, customerId: q.customer_id }),
        company: await loadPdfCompany(tx, store, caller.organizationId),
      }));
      const pdf = await statementsPdf(company, batch, 'customer');
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(statementFileName('customer', batch))) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/reports/vendor-statements',
      tags: TAGS,
      summary:
        "Vendor statements as of a date (default today) with the activity from `from` (default the first of that month): opening balance, posted invoices (net), retainage releases, payments and voids with the running balance, closing balance; the open bills aged; retainage held per invoice, apart. One vendor's, or without vendor_id every vendor with a balance, an open bill or retainage held",
      request: { query: ZVendorStatementQuery },
      responses: {
        200: jsonResponse('The statements', ZPartyStatements),
        ...notFoundResponse('Vendor not found (vendor_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      const dates = statementDates(q);
      const batch = await withTenant(db, caller, (tx) =>
        vendorStatements(tx, caller.organizationId, { ...dates, vendorId: q.vendor_id }),
      );
      return c.json(batch, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payables:read', {
      method: 'get',
      path: '/reports/vendor-statements.pdf',
      tags: TAGS,
      summary:
        'The vendor statements as one PDF, a letter per vendor each on its own page (the same query); 413 report_too_long_for_pdf beyond the PDF row limit',
      request: { query: ZVendorStatementQuery },
      responses: { ...pdfResponse('Vendor statements PDF'), ...notFoundResponse('Vendor not found') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const q = c.req.valid('query');
      const dates = statementDates(q);
      const { batch, company } = await withTenant(db, caller, async (tx) => ({
        batch: await vendorStatements(tx, caller.organizationId, { ...dates, vendorId: q.vendor_id }),
        company: await loadPdfCompany(tx, store, caller.organizationId),
      }));
      const pdf = await statementsPdf(company, batch, 'vendor');
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(statementFileName('vendor', batch))) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/reports/open-retainage',
      tags: TAGS,
      summary:
        'Open retainage by job as of a date (default today): receivable billed, released and held; payable withheld, released and held; net; totals; tied to the retainage receivable and retainage payable control accounts. Needs payables:read as well',
      request: { query: ZOpenRetainageQuery },
      responses: { 200: jsonResponse('Open retainage', ZOpenRetainageReport) },
    }),
    async (c) => {
      const auth = callerOf(c);
      assertReadsPayables(auth);
      const caller = tenantCaller(auth, c.get('requestId'));
      const asOf = c.req.valid('query').as_of ?? todayIso();
      return c.json(
        await withTenant(db, caller, (tx) => openRetainage(tx, caller.organizationId, asOf)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/reports/open-retainage.csv',
      tags: TAGS,
      summary: 'Open retainage by job as CSV: the columns of the screen and a totals row',
      request: { query: ZOpenRetainageQuery },
      responses: {
        200: { description: 'Open retainage CSV', content: { 'text/csv': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const auth = callerOf(c);
      assertReadsPayables(auth);
      const caller = tenantCaller(auth, c.get('requestId'));
      const asOf = c.req.valid('query').as_of ?? todayIso();
      // Read in its own transaction before the first byte: the stream never holds the database.
      const report = await withTenant(db, caller, (tx) => openRetainage(tx, caller.organizationId, asOf));
      const stream = csvOfRows(OPEN_RETAINAGE_CSV_COLUMNS, openRetainageCsvRows(report));
      return c.body(stream, 200, csvHeaders(`open-retainage-${asOf}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'billing:read', {
      method: 'get',
      path: '/reports/open-retainage.pdf',
      tags: TAGS,
      summary: 'Open retainage by job as PDF, with the tie-out to the control accounts',
      request: { query: ZOpenRetainageQuery },
      responses: pdfResponse('Open retainage PDF'),
    }),
    async (c) => {
      const auth = callerOf(c);
      assertReadsPayables(auth);
      const caller = tenantCaller(auth, c.get('requestId'));
      const asOf = c.req.valid('query').as_of ?? todayIso();
      const { report, company } = await withTenant(db, caller, async (tx) => ({
        report: await openRetainage(tx, caller.organizationId, asOf),
        company: await loadPdfCompany(tx, store, caller.organizationId),
      }));
      const pdf = await renderReportPdf(openRetainagePdf(company, report));
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`open-retainage-${asOf}.pdf`)) as never;
    },
  );

  return api;
}
