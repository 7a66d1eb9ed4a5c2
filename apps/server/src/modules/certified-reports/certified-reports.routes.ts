import {
  ZApiError,
  ZCertifiedJobs,
  ZCertifiedReport,
  ZCertifiedReportList,
  ZCertifiedReportsQuery,
  ZMakeCertifiedReport,
  ZSignCertifiedReport,
  ZSubmitCertifiedReport,
  ZUpdateCertifiedReport,
  ZWh347Exception,
  ZWh347PdfQuery,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
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
import { sqlStateOf } from '../../lib/db-errors.ts';
import { rolesInOrganization } from '../../lib/request-auth.ts';
import { withTenant } from '../../lib/tenant.ts';
import { contentOf } from './certified-report-json.ts';
import {
  amendCertifiedReport,
  makeCertifiedReport,
  reviewCertifiedReport,
  signCertifiedReport,
  submitCertifiedReport,
  updateCertifiedReport,
} from './certified-report-lifecycle.ts';
import { CertifiedReportErrors } from './certified-reports.errors.ts';
import { complianceReportRoutes } from './compliance-report.routes.ts';
import {
  certifiedJobsOverview,
  getCertifiedReport,
  listCertifiedReports,
  reportForDownload,
} from './find-certified-reports.ts';
import type { TReportCaller } from './report-access.ts';
import { subReportRoutes } from './sub-reports.routes.ts';
import { wh347CsvColumns, wh347CsvRows } from './wh347-csv.ts';
import { renderWh347Pdf } from './wh347-pdf.ts';

const TAGS = ['Certified payroll'];
const conflict = { 409: jsonResponse('Refused by the state of the report', ZApiError) };
const notFound = notFoundResponse(
  'Report or job not found (certified_report_not_found, not_prevailing_wage)',
);

/**
 * WH-347 certified payroll reports (issue 22, items 5 and 6): per prevailing-wage job and week, made
 * from posted payroll; sign-off (draft → reviewed → signed → submitted) and amendments; PDF (revised
 * or previous layout) and CSV. Reading: certified:read (a PM on their jobs); making, reviewing,
 * submitting, amending: certified:prepare; signing: certified:sign and a certifying officer; PDF and
 * CSV: certified:download (third parties: signed reports of the jobs they view).
 */
export function certifiedReportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  const callerFrom = (c: Context<AppEnv>): TReportCaller => {
    const auth = callerOf(c);
    return { ...tenantCaller(auth, c.get('requestId')), roles: rolesInOrganization(auth) };
  };
  /** One transaction per request; the database's refusal to change a signed report is a 409. */
  const run = async <T>(caller: TReportCaller, fn: (tx: Db) => Promise<T>): Promise<T> => {
    try {
      return await withTenant(db, caller, fn);
    } catch (err) {
      if (sqlStateOf(err) === 'CP001') throw CertifiedReportErrors.frozen();
      throw err;
    }
  };

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified-reports/jobs',
      tags: TAGS,
      summary:
        'The prevailing-wage jobs the caller reads (a PM: the jobs they manage) with their weeks: week ending, posted work, the latest report (payroll number, revision, status, Final), and the weeks still missing a report',
      responses: { 200: jsonResponse('Certified jobs and weeks', ZCertifiedJobs) },
    }),
    async (c) => {
      const caller = callerFrom(c);
      const today = new Date().toISOString().slice(0, 10);
      return c.json({ items: await run(caller, (tx) => certifiedJobsOverview(tx, caller, today)) }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:download', {
      method: 'get',
      path: '/certified-reports',
      tags: TAGS,
      summary:
        'WH-347 reports by week (filter by job and status): readers see every report of the jobs they read, a third party the signed and submitted reports of the jobs they view',
      request: { query: ZCertifiedReportsQuery },
      responses: { 200: jsonResponse('Reports', ZCertifiedReportList) },
    }),
    async (c) => {
      const caller = callerFrom(c);
      const query = c.req.valid('query');
      return c.json({ items: await run(caller, (tx) => listCertifiedReports(tx, caller, query)) }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'post',
      path: '/certified-reports',
      tags: TAGS,
      summary:
        'Make the WH-347 of a job and week ending (the company\'s workweek end) from posted payroll: a new week takes the next payroll number (201); the week\'s draft or reviewed report is made again from payroll as it stands (200, back to draft); a signed one is refused (amend it); a week without work only when the job asks for "no work" reports',
      request: jsonBody(ZMakeCertifiedReport),
      responses: {
        200: jsonResponse('The report, made again', ZCertifiedReport),
        201: jsonResponse('The new report', ZCertifiedReport),
        ...notFound,
        ...conflict,
      },
    }),
    async (c) => {
      const caller = callerFrom(c);
      const input = c.req.valid('json');
      const { report, created } = await run(caller, (tx) => makeCertifiedReport(tx, caller, input));
      return created ? c.json(report, 201) : c.json(report, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified-reports/{id}',
      tags: TAGS,
      summary:
        'A WH-347 report: its content (header, rows, totals), statement of compliance, sign-off and revisions with their changes',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The report', ZCertifiedReport), ...notFound },
    }),
    async (c) => {
      const caller = callerFrom(c);
      const { id } = c.req.valid('param');
      return c.json(await run(caller, (tx) => getCertifiedReport(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'patch',
      path: '/certified-reports/{id}',
      tags: TAGS,
      summary:
        'Change a draft or reviewed report (back to draft): remarks, exceptions (craft, explanation), fringes paid to plans / in cash / both, the "Final" mark, the layout; a signed report is refused (409)',
      request: { params: ZIdParams, ...jsonBody(ZUpdateCertifiedReport) },
      responses: { 200: jsonResponse('The report', ZCertifiedReport), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = callerFrom(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(caller, (tx) => updateCertifiedReport(tx, caller, id, input)), 200);
    },
  );

  for (const [action, summary] of [
    ['review', 'Mark a draft report reviewed'],
    [
      'amend',
      'Amend a signed or submitted report: revision n + 1, a draft made from payroll as it stands, with what changed',
    ],
  ] as const)
    api.openapi(
      apiRoute(deps, 'certified:prepare', {
        method: 'post',
        path: `/certified-reports/{id}/${action}`,
        tags: TAGS,
        summary,
        request: { params: ZIdParams },
        responses: { 200: jsonResponse('The report', ZCertifiedReport), ...notFound, ...conflict },
      }),
      async (c) => {
        const caller = callerFrom(c);
        const { id } = c.req.valid('param');
        const use = action === 'review' ? reviewCertifiedReport : amendCertifiedReport;
        return c.json(await run(caller, (tx) => use(tx, caller, id)), 200);
      },
    );

  api.openapi(
    apiRoute(deps, 'certified:sign', {
      method: 'post',
      path: '/certified-reports/{id}/sign',
      tags: TAGS,
      summary:
        "Sign a reviewed report as a certifying officer: the typed name, the user, the time and the officer's title; the content is frozen from then on (403 for anyone who is not a certifying officer)",
      request: { params: ZIdParams, ...jsonBody(ZSignCertifiedReport) },
      responses: { 200: jsonResponse('The signed report', ZCertifiedReport), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = callerFrom(c);
      const { id } = c.req.valid('param');
      const { typed_name } = c.req.valid('json');
      return c.json(await run(caller, (tx) => signCertifiedReport(tx, caller, id, typed_name)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:prepare', {
      method: 'post',
      path: '/certified-reports/{id}/submit',
      tags: TAGS,
      summary: 'Record that a signed report was submitted: the date and to whom',
      request: { params: ZIdParams, ...jsonBody(ZSubmitCertifiedReport) },
      responses: { 200: jsonResponse('The submitted report', ZCertifiedReport), ...notFound, ...conflict },
    }),
    async (c) => {
      const caller = callerFrom(c);
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(caller, (tx) => submitCertifiedReport(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:download', {
      method: 'get',
      path: '/certified-reports/{id}/wh347.pdf',
      tags: TAGS,
      summary:
        "The WH-347 as PDF (landscape): page 1 the payroll in the job's layout (revised 2025, or layout=previous for Rev. 2008), page 2 the statement of compliance; third parties: signed reports of the jobs they view",
      request: { params: ZIdParams, query: ZWh347PdfQuery },
      responses: {
        200: { description: 'WH-347 PDF', content: { 'application/pdf': { schema: z.string() } } },
        ...notFound,
      },
    }),
    async (c) => {
      const caller = callerFrom(c);
      const { id } = c.req.valid('param');
      const { layout } = c.req.valid('query');
      const row = await run(caller, (tx) => reportForDownload(tx, caller, id));
      const content = contentOf(row);
      const exceptions = ZWh347Exception.array().safeParse(row.exceptions);
      const pdf = await renderWh347Pdf(
        content,
        {
          signerName: row.signerName,
          signerTitle: row.signerTitle,
          signedAt: row.signedAt,
          fringePayment: row.fringePayment,
          exceptions: exceptions.success ? exceptions.data : [],
          remarks: row.remarks,
          status: row.status,
          revision: row.revision,
        },
        layout ?? row.layout,
      );
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName(content.header.job_number, row.payrollNumber, row.revision)}.pdf"`,
        'cache-control': 'no-store',
      }) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:download', {
      method: 'get',
      path: '/certified-reports/{id}/wh347.csv',
      tags: TAGS,
      summary:
        'The WH-347 rows as CSV: one line per worker × classification with hours per day, rates, fringes, gross, deductions and net',
      request: { params: ZIdParams },
      responses: {
        200: { description: 'WH-347 CSV', content: { 'text/csv': { schema: z.string() } } },
        ...notFound,
      },
    }),
    async (c) => {
      const caller = callerFrom(c);
      const { id } = c.req.valid('param');
      const row = await run(caller, (tx) => reportForDownload(tx, caller, id));
      const content = contentOf(row);
      const rows = wh347CsvRows(content);
      const stream = csvStream(wh347CsvColumns(content), 0, async () => ({ rows, after: null }));
      return c.body(
        stream,
        200,
        csvHeaders(`${fileName(content.header.job_number, row.payrollNumber, row.revision)}.csv`),
      ) as never;
    },
  );

  // Subcontractors' reports and job compliance reports (the CP-REPORTS part).
  api.route('/', subReportRoutes(deps));
  api.route('/', complianceReportRoutes(deps));
  return api;
}

const fileName = (jobNumber: string, payrollNumber: number, revision: number) =>
  `WH-347-${jobNumber}-payroll-${payrollNumber}${revision > 0 ? `-rev${revision}` : ''}`.replace(
    /[^A-Za-z0-9._-]/g,
    '_',
  );
