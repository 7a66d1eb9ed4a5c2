import { IMPORT_MESSAGES, type TImportReport, ZImportReport, ZImportRun } from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { importRuns } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { apiRoute, conflictResponse, jsonResponse, newApi, ZIdParams } from '../../../lib/api-route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { csvHeaders } from '../../../lib/csv-stream.ts';
import { loadPdfCompany } from '../../../lib/pdf/company-header.ts';
import { pdfHeaders, renderReportPdf } from '../../../lib/pdf/report-pdf.ts';
import { withTenant } from '../../../lib/tenant.ts';
import { objectStoreFor } from '../../../storage/object-store-for.ts';
import { csvOfRows } from '../../party-statements/report-rows.ts';
import { IMPORT_TAGS, importCallerOf, importRunNotFound, importRunner } from '../import-route-helpers.ts';
import { findImportRun } from '../runs/find-import-runs.ts';
import { startClaimedJob } from '../runs/start-import-run.ts';
import { IMPORT_REPORT_CSV_COLUMNS, importReportCsvRows, importReportPdf } from './import-report-exports.ts';
import { markRollingBack } from './rollback.ts';
import { prepareRollbackJob } from './rollback-job.ts';

export const ZImportRollbackRequest = z.object({
  reason: z.string().trim().max(500).nullable().optional(),
});

/** The run's frozen verification report; 404 for another company's or no run, 409 when it has none. */
async function frozenReport(tx: Db, organizationId: string, runId: string): Promise<TImportReport> {
  const [run] = await tx
    .select({ report: importRuns.report })
    .from(importRuns)
    .where(and(eq(importRuns.organizationId, organizationId), eq(importRuns.id, runId)));
  if (!run) throw new AppError('import_run_not_found', IMPORT_MESSAGES.notFound, 404);
  if (!run.report) throw new AppError('import_not_imported', IMPORT_MESSAGES.notImported, 409);
  return ZImportReport.parse(run.report);
}

const fileName = (report: TImportReport, ext: string) => `import-verification-${report.cutover_date}.${ext}`;

/**
 * The verification report of an import run (issue 24) — JSON, PDF and CSV of the report frozen at
 * import — and the rollback. Every route: imports:run (internal support with ?organization_id=).
 */
export function importReportRoutes(deps: AppDeps) {
  const api = newApi();
  const run = importRunner(deps);
  const store = objectStoreFor(deps.config);
  const query = z.object({ organization_id: z.string().optional() });

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'get',
      path: '/imports/runs/{id}/report',
      tags: IMPORT_TAGS,
      summary:
        'The verification report kept with an imported run: the trial balance at the cut-over account by account, open AR and AP per party against the source agings, opening clearing, counts per list',
      request: { params: ZIdParams, query },
      responses: {
        200: jsonResponse('The verification report', ZImportReport),
        ...importRunNotFound,
        ...conflictResponse(`${IMPORT_MESSAGES.notImported} (import_not_imported)`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => frozenReport(tx, caller.organizationId, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'get',
      path: '/imports/runs/{id}/report.pdf',
      tags: IMPORT_TAGS,
      summary: 'The verification report as PDF (letterhead, headers repeated on every page)',
      request: { params: ZIdParams, query },
      responses: {
        200: {
          description: 'Verification report PDF',
          content: { 'application/pdf': { schema: z.string() } },
        },
        ...importRunNotFound,
        ...conflictResponse(`${IMPORT_MESSAGES.notImported} (import_not_imported)`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { report, company } = await run(c, async (tx, caller) => ({
        report: await frozenReport(tx, caller.organizationId, id),
        company: await loadPdfCompany(tx, store, caller.organizationId),
      }));
      const pdf = await renderReportPdf(importReportPdf(company, report));
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(fileName(report, 'pdf'))) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'get',
      path: '/imports/runs/{id}/report.csv',
      tags: IMPORT_TAGS,
      summary:
        'The verification report as CSV: one row per figure (section, item, source path, source, imported, difference)',
      request: { params: ZIdParams, query },
      responses: {
        200: { description: 'Verification report CSV', content: { 'text/csv': { schema: z.string() } } },
        ...importRunNotFound,
        ...conflictResponse(`${IMPORT_MESSAGES.notImported} (import_not_imported)`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const report = await run(c, (tx, caller) => frozenReport(tx, caller.organizationId, id));
      const stream = csvOfRows(IMPORT_REPORT_CSV_COLUMNS, importReportCsvRows(report));
      return c.body(stream, 200, csvHeaders(fileName(report, 'csv'))) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'post',
      path: '/imports/runs/{id}/rollback',
      tags: IMPORT_TAGS,
      summary:
        "Rolls an imported run back whole, in the background (202: the run, rolling_back; it becomes rolled_back with what was done in `rollback`, or returns to its status with `error` when the rollback stops): its entries reversed, its opening documents void, the records it created removed (or deactivated when the ledger keeps them), updated records restored — all in one transaction. 409 at once with the reason while anything else points at the run's records, or while another run of the company works",
      request: {
        params: ZIdParams,
        query,
        body: { content: { 'application/json': { schema: ZImportRollbackRequest } }, required: false },
      },
      responses: {
        202: jsonResponse('The run, rolling back in the background', ZImportRun),
        ...importRunNotFound,
        ...conflictResponse('This import cannot be rolled back: … (import_not_rolled_back), or import_busy'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = (c.req.valid('json') ?? {}) as { reason?: string | null };
      const caller = await importCallerOf(deps, c);
      // Claimed before the status commits (a read meanwhile must not take the run for interrupted).
      await startClaimedJob(await prepareRollbackJob(deps, caller, id, body.reason ?? null), () =>
        withTenant(deps.database.db, caller, (tx) => markRollingBack(tx, caller, id)),
      );
      return c.json(
        await withTenant(deps.database.db, caller, (tx) => findImportRun(tx, caller.organizationId, id)),
        202,
      );
    },
  );

  return api;
}
