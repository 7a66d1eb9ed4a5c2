import {
  ZBalanceSheet,
  ZBalanceSheetQuery,
  ZGeneralLedger,
  ZGeneralLedgerQuery,
  ZProfitAndLoss,
  ZProfitAndLossQuery,
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
import { csvHeaders, csvStream } from '../../lib/csv-stream.ts';
import { loadPdfCompany } from '../../lib/pdf/company-header.ts';
import {
  pdfHeaders,
  REPORT_PDF_MAX_ROWS,
  ReportTooLongForPdfError,
  renderReportPdf,
} from '../../lib/pdf/report-pdf.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { beforeDate } from '../ledger/account-detail.ts';
import { balanceSheet } from './balance-sheet.ts';
import {
  generalLedgerBatch,
  generalLedgerLineCount,
  generalLedgerPage,
  generalLedgerScope,
  type TGlPosition,
} from './general-ledger.ts';
import { profitAndLoss } from './profit-and-loss.ts';
import {
  balanceSheetCsvHeader,
  balanceSheetCsvRows,
  balanceSheetPdf,
  GENERAL_LEDGER_CSV_HEADER,
  GENERAL_LEDGER_PDF_COLUMNS,
  generalLedgerCsvRow,
  generalLedgerParameters,
  generalLedgerPdfRows,
  PNL_JOB_NOTE,
  PNL_NOTE,
  pnlCsvHeader,
  pnlCsvRows,
  pnlPdf,
} from './statement-exports.ts';

const TAGS = ['Financial statements'];
const csvResponse = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: z.string() } } },
});
const pdfResponse = (description: string) => ({
  200: { description, content: { 'application/pdf': { schema: z.string() } } },
  413: jsonResponse(
    'Longer than a PDF may be: export CSV',
    z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
  ),
});
/** Lines per batch of the streamed general ledger: one short transaction each. */
const EXPORT_BATCH = 10_000;

/** Financial statements (issue 17): profit and loss, balance sheet, general ledger detail. Reading: ledger:read. */
export function financialStatementRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  // ------------------------------------------------------------ profit and loss

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/reports/profit-and-loss',
      tags: TAGS,
      summary:
        'Profit and loss of a period (default: the fiscal year to date): revenue, cost of revenue, gross profit, operating expenses, net income; by month, against the prior period or year, for one job',
      request: { query: ZProfitAndLossQuery },
      responses: {
        200: jsonResponse('The profit and loss', ZProfitAndLoss),
        ...notFoundResponse('Job not found'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => profitAndLoss(tx, caller.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/reports/profit-and-loss.csv',
      tags: TAGS,
      summary: 'The profit and loss as CSV: the rows and columns of the screen',
      request: { query: ZProfitAndLossQuery },
      responses: { ...csvResponse('Profit and loss CSV'), ...notFoundResponse('Job not found') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const pnl = await withTenant(db, caller, (tx) => profitAndLoss(tx, caller.organizationId, query));
      const rows = pnlCsvRows(pnl);
      const stream = csvStream(pnlCsvHeader(pnl), 0, async () => ({ rows, after: null }));
      return c.body(stream, 200, csvHeaders(`profit-and-loss-${pnl.from}-${pnl.to}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/reports/profit-and-loss.pdf',
      tags: TAGS,
      summary: 'The profit and loss as PDF (letterhead, parameters, page numbers)',
      request: { query: ZProfitAndLossQuery },
      responses: { ...pdfResponse('Profit and loss PDF'), ...notFoundResponse('Job not found') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const { pnl, company } = await withTenant(db, caller, async (tx) => ({
        pnl: await profitAndLoss(tx, caller.organizationId, query),
        company: await loadPdfCompany(tx, store, caller.organizationId),
      }));
      const layout = pnlPdf(pnl);
      const bytes = await renderReportPdf({
        company,
        title: 'Profit and Loss',
        ...layout,
        notes: pnl.job ? [PNL_NOTE, PNL_JOB_NOTE] : [PNL_NOTE],
      });
      return c.body(
        new Uint8Array(bytes),
        200,
        pdfHeaders(`profit-and-loss-${pnl.from}-${pnl.to}.pdf`),
      ) as never;
    },
  );

  // ------------------------------------------------------------ balance sheet

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/reports/balance-sheet',
      tags: TAGS,
      summary:
        'Balance sheet as of a date (default today), optionally beside a second date: assets, liabilities, equity with retained earnings and current year earnings computed',
      request: { query: ZBalanceSheetQuery },
      responses: { 200: jsonResponse('The balance sheet', ZBalanceSheet) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => balanceSheet(tx, caller.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/reports/balance-sheet.csv',
      tags: TAGS,
      summary: 'The balance sheet as CSV',
      request: { query: ZBalanceSheetQuery },
      responses: csvResponse('Balance sheet CSV'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const bs = await withTenant(db, caller, (tx) => balanceSheet(tx, caller.organizationId, query));
      const rows = balanceSheetCsvRows(bs);
      const stream = csvStream(balanceSheetCsvHeader(bs), 0, async () => ({ rows, after: null }));
      return c.body(stream, 200, csvHeaders(`balance-sheet-${bs.as_of}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/reports/balance-sheet.pdf',
      tags: TAGS,
      summary: 'The balance sheet as PDF',
      request: { query: ZBalanceSheetQuery },
      responses: pdfResponse('Balance sheet PDF'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const { bs, company } = await withTenant(db, caller, async (tx) => ({
        bs: await balanceSheet(tx, caller.organizationId, query),
        company: await loadPdfCompany(tx, store, caller.organizationId),
      }));
      const bytes = await renderReportPdf({ company, title: 'Balance Sheet', ...balanceSheetPdf(bs) });
      return c.body(new Uint8Array(bytes), 200, pdfHeaders(`balance-sheet-${bs.as_of}.pdf`)) as never;
    },
  );

  // ------------------------------------------------------------ general ledger

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/reports/general-ledger',
      tags: TAGS,
      summary:
        'General ledger detail: the accounts of a number range with their opening balance, lines with running balances and closing balance over a period (default: the fiscal year to date); keyset pages (next_cursor)',
      request: { query: ZGeneralLedgerQuery },
      responses: { 200: jsonResponse('A page of the general ledger', ZGeneralLedger) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => generalLedgerPage(tx, caller.organizationId, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/reports/general-ledger.csv',
      tags: TAGS,
      summary:
        'The general ledger as CSV, streamed in batches (memory flat): per account an opening row, its lines with running balances, a closing row',
      request: { query: ZGeneralLedgerQuery },
      responses: csvResponse('General ledger CSV'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const scope = await withTenant(db, caller, (tx) =>
        generalLedgerScope(tx, caller.organizationId, query),
      );
      const first: TGlPosition = { index: 0, after: beforeDate(scope.from), running: 0 };
      const stream = csvStream(GENERAL_LEDGER_CSV_HEADER, first, async (position) => {
        const batch = await withTenant(db, caller, (tx) =>
          generalLedgerBatch(tx, caller.organizationId, scope, position, EXPORT_BATCH),
        );
        return { rows: batch.rows.map(generalLedgerCsvRow), after: batch.next };
      });
      return c.body(stream, 200, csvHeaders(`general-ledger-${scope.from}-${scope.to}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/reports/general-ledger.pdf',
      tags: TAGS,
      summary: `The general ledger as PDF, up to ${REPORT_PDF_MAX_ROWS.toLocaleString('en-US')} rows (longer: 413, export CSV)`,
      request: { query: ZGeneralLedgerQuery },
      responses: pdfResponse('General ledger PDF'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const { scope, rows, company } = await withTenant(db, caller, async (tx) => {
        const scope = await generalLedgerScope(tx, caller.organizationId, query);
        const first: TGlPosition = { index: 0, after: beforeDate(scope.from), running: 0 };
        const batch = await generalLedgerBatch(tx, caller.organizationId, scope, first, REPORT_PDF_MAX_ROWS);
        const pdfRows = generalLedgerPdfRows(batch.rows);
        if (batch.next !== null || pdfRows.length > REPORT_PDF_MAX_ROWS) {
          // Too long: say how long (every line, and per account a title, an opening and a closing row).
          const lines = await generalLedgerLineCount(tx, caller.organizationId, scope);
          throw new ReportTooLongForPdfError(lines + scope.accounts.length * 3);
        }
        return { scope, rows: pdfRows, company: await loadPdfCompany(tx, store, caller.organizationId) };
      });
      const bytes = await renderReportPdf({
        company,
        title: 'General Ledger',
        parameters: generalLedgerParameters(scope),
        columns: GENERAL_LEDGER_PDF_COLUMNS,
        rows,
        orientation: 'landscape',
      });
      return c.body(
        new Uint8Array(bytes),
        200,
        pdfHeaders(`general-ledger-${scope.from}-${scope.to}.pdf`),
      ) as never;
    },
  );

  return api;
}
