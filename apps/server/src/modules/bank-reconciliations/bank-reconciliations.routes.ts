import {
  todayIso,
  ZCreateReconciliation,
  ZFinishReconciliation,
  ZReconciliation,
  ZReconciliationDiscrepancy,
  ZReconciliationReport,
  ZStaleChecks,
  ZStaleChecksQuery,
  ZUndoReconciliation,
  ZUpdateReconciliation,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  conflictResponse,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  ZIdParams,
} from '../../lib/api-route.ts';
import { csvHeaders, csvStream } from '../../lib/csv-stream.ts';
import { loadPdfCompany } from '../../lib/pdf/company-header.ts';
import { pdfHeaders } from '../../lib/pdf/report-pdf.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { BANK_TAGS, bankRunner } from '../bank-accounts/bank-route-helpers.ts';
import { abandonReconciliation } from './abandon-reconciliation.ts';
import { createReconciliation } from './create-reconciliation.ts';
import { findReconciliations } from './find-reconciliations.ts';
import { finishReconciliation } from './finish-reconciliation.ts';
import { reconciliationDiscrepancies } from './reconciliation-discrepancies.ts';
import { reconciliationReport } from './reconciliation-report.ts';
import { REPORT_CSV_COLUMNS, reportCsvRows } from './reconciliation-report-csv.ts';
import { reconciliationReportPdf } from './reconciliation-report-pdf.ts';
import { reconciliationAnswer } from './reconciliation-state.ts';
import { staleChecks } from './stale-checks.ts';
import { undoReconciliation } from './undo-reconciliation.ts';
import { updateReconciliation } from './update-reconciliation.ts';

const notFound = notFoundResponse('Reconciliation not found');
const conflict = conflictResponse('Refused by the reconciliation rules');
const fileStem = (r: { bank_account: { name: string }; statement_date: string }) =>
  `reconciliation-${r.bank_account.name}-${r.statement_date}`;

/**
 * Reconciliations (issue 23, item 4 and 5): history per bank account, start, live figures, edit,
 * abandon, finish (zero difference or an adjustment entry), undo of the latest, the report (JSON frozen
 * at finish, PDF, CSV), discrepancies since the finish and stale checks. Reading reconciliation:read,
 * changing reconciliation:write.
 */
export function bankReconciliationRoutes(deps: AppDeps) {
  const run = bankRunner(deps);
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/{id}/reconciliations',
      tags: BANK_TAGS,
      summary:
        "A bank account's reconciliations, newest statement first: finished ones with their frozen figures, the one in progress with live figures",
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('The reconciliations', z.object({ items: z.array(ZReconciliation) })),
        ...notFoundResponse('Bank account not found'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const items = await run(c, (tx, caller) => findReconciliations(tx, caller.organizationId, id));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-accounts/{id}/reconciliations',
      tags: BANK_TAGS,
      summary:
        "Start reconciling a statement (date and ending balance, usually the latest import's): the beginning balance is the last finished reconciliation's ending, else the account's opening balance; one in progress per account, dated after the last finished one",
      request: { params: ZIdParams, ...jsonBody(ZCreateReconciliation) },
      responses: {
        201: jsonResponse('The reconciliation', ZReconciliation),
        ...notFoundResponse('Bank account or import not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => createReconciliation(tx, caller, id, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/{id}/stale-checks',
      tags: BANK_TAGS,
      summary:
        'Outstanding checks and payments (no bank line matched, not voided) older than 90 days as of a date (today by default), with the over-180-days subtotal',
      request: { params: ZIdParams, query: ZStaleChecksQuery },
      responses: {
        200: jsonResponse('Stale checks', ZStaleChecks),
        ...notFoundResponse('Bank account not found'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const asOf = c.req.valid('query').as_of ?? todayIso();
      return c.json(await run(c, (tx, caller) => staleChecks(tx, caller.organizationId, id, asOf)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-reconciliations/{id}',
      tags: BANK_TAGS,
      summary:
        'One reconciliation: beginning and ending balances, cleared deposits and payments, difference — live while in progress, frozen once finished',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The reconciliation', ZReconciliation), ...notFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => reconciliationAnswer(tx, caller.organizationId, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'patch',
      path: '/bank-reconciliations/{id}',
      tags: BANK_TAGS,
      summary: 'Correct the statement date or ending balance of a reconciliation in progress',
      request: { params: ZIdParams, ...jsonBody(ZUpdateReconciliation) },
      responses: { 200: jsonResponse('The reconciliation', ZReconciliation), ...notFound, ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => updateReconciliation(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'delete',
      path: '/bank-reconciliations/{id}',
      tags: BANK_TAGS,
      summary: 'Abandon a reconciliation in progress (its matches stay); a finished one is undone instead',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Abandoned' }, ...notFound, ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => abandonReconciliation(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-reconciliations/{id}/finish',
      tags: BANK_TAGS,
      summary:
        'Finish: at a zero difference, or with an adjustment entry (cash vs the chosen account for the difference, dated the statement date, reason required); stamps the cleared matches — from then on they cannot change — and freezes the report',
      request: { params: ZIdParams, ...jsonBody(ZFinishReconciliation) },
      responses: { 200: jsonResponse('The reconciliation', ZReconciliation), ...notFound, ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => finishReconciliation(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-reconciliations/{id}/undo',
      tags: BANK_TAGS,
      summary:
        "Undo the account's latest finished reconciliation, with a reason (audited): in progress again, its adjustment entry reversed",
      request: { params: ZIdParams, ...jsonBody(ZUndoReconciliation) },
      responses: { 200: jsonResponse('The reconciliation', ZReconciliation), ...notFound, ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => undoReconciliation(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-reconciliations/{id}/report',
      tags: BANK_TAGS,
      summary:
        'The reconciliation report: statement ending balance, deposits in transit, outstanding checks and payments, adjusted bank balance, book balance, difference, with the detail lists — frozen at finish',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The report', ZReconciliationReport), ...notFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => reconciliationReport(tx, caller.organizationId, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-reconciliations/{id}/report.pdf',
      tags: BANK_TAGS,
      summary: 'The reconciliation report as PDF (from the frozen report once finished)',
      request: { params: ZIdParams },
      responses: {
        200: {
          description: 'Reconciliation report PDF',
          content: { 'application/pdf': { schema: z.string() } },
        },
        ...notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { report, company } = await run(c, async (tx, caller) => ({
        report: await reconciliationReport(tx, caller.organizationId, id),
        company: await loadPdfCompany(tx, store, caller.organizationId),
      }));
      const pdf = await reconciliationReportPdf(company, report);
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`${fileStem(report)}.pdf`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-reconciliations/{id}/report.csv',
      tags: BANK_TAGS,
      summary:
        'The reconciliation report as CSV: the summary, then the detail lines (from the frozen report once finished)',
      request: { params: ZIdParams },
      responses: {
        200: { description: 'Reconciliation report CSV', content: { 'text/csv': { schema: z.string() } } },
        ...notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const report = await run(c, (tx, caller) => reconciliationReport(tx, caller.organizationId, id));
      const rows = reportCsvRows(report);
      const stream = csvStream(REPORT_CSV_COLUMNS, 0, async () => ({ rows, after: null }));
      return c.body(stream, 200, csvHeaders(`${fileStem(report)}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-reconciliations/{id}/discrepancies',
      tags: BANK_TAGS,
      summary:
        'Changes touching a finished reconciliation since it finished: items it cleared voided later, entries dated in its period posted after it',
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('Discrepancies', z.object({ items: z.array(ZReconciliationDiscrepancy) })),
        ...notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const items = await run(c, (tx, caller) => reconciliationDiscrepancies(tx, caller.organizationId, id));
      return c.json({ items }, 200);
    },
  );

  return api;
}
