import {
  laborTable,
  payrollPeriodRange,
  registerTable,
  remittancesTable,
  type TReportTable,
  taxLiabilityTable,
  unemploymentTable,
  w2Table,
  ZLaborByJob,
  ZLaborByJobQuery,
  ZPayrollPeriodQuery,
  ZPayrollRegister,
  ZPayrollRegisterQuery,
  ZRemittances,
  ZRemittancesQuery,
  ZTaxLiability,
  ZUnemploymentWages,
  ZW2Data,
  ZW2Query,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollRuns } from '../../db/schema/index.ts';
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
import { pdfHeaders, renderReportPdf } from '../../lib/pdf/report-pdf.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { laborByJob } from './labor-by-job.ts';
import { payrollRegister } from './payroll-register.ts';
import { remittances } from './remittances.ts';
import { csvRowsOf, pdfColumnsOf, pdfRowsOf } from './report-table.ts';
import { taxLiability } from './tax-liability.ts';
import { unemploymentWages } from './unemployment-wages.ts';
import { w2Data } from './w2-data.ts';

const TAGS = ['Employee reports'];

/** A period already checked by its schema. */
const rangeOf = (period: string) => {
  const range = payrollPeriodRange(period);
  if (!range) throw new Error(`unchecked period ${period}`);
  return range;
};

async function runNumberOf(
  tx: Db,
  organizationId: string,
  runId: string | undefined,
): Promise<number | null> {
  if (!runId) return null;
  const [run] = await tx
    .select({ number: payrollRuns.runNumber })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, runId)));
  return run?.number ?? null;
}

type TReportDef<Q extends z.ZodType, R extends z.ZodType> = {
  path: string;
  summary: string;
  query: Q;
  response: R;
  load: (tx: Db, organizationId: string, query: z.output<Q>) => Promise<z.output<R>>;
  table: (tx: Db, organizationId: string, report: z.output<R>, query: z.output<Q>) => Promise<TReportTable>;
};

/**
 * Employee reports (issue 21, item 8): payroll register, labor by job × cost code, tax liability
 * (Form 941 lines, monthly deposits, state withholding), FUTA/SUTA wages, deduction and fringe
 * remittances, W-2 data — each as JSON, CSV and PDF, from posted (not voided) runs only. payroll:read.
 */
export function payrollReportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  function report<Q extends z.ZodType, R extends z.ZodType>(def: TReportDef<Q, R>) {
    const notFound = notFoundResponse('Payroll run not found (payroll_run_not_found)');
    api.openapi(
      apiRoute(deps, 'payroll:read', {
        method: 'get',
        path: `/payroll/reports/${def.path}`,
        tags: TAGS,
        summary: def.summary,
        request: { query: def.query as never },
        responses: { 200: jsonResponse('The report', def.response), ...notFound },
      }),
      async (c) => {
        const caller = tenantCaller(callerOf(c), c.get('requestId'));
        const query = c.req.valid('query' as never) as z.output<Q>;
        const data = await withTenant(db, caller, (tx) => def.load(tx, caller.organizationId, query));
        return c.json(data as never, 200);
      },
    );
    api.openapi(
      apiRoute(deps, 'payroll:read', {
        method: 'get',
        path: `/payroll/reports/${def.path}.csv`,
        tags: TAGS,
        summary: `${def.summary} — as CSV (amounts as decimal numbers)`,
        request: { query: def.query as never },
        responses: {
          200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
          ...notFound,
        },
      }),
      async (c) => {
        const caller = tenantCaller(callerOf(c), c.get('requestId'));
        const query = c.req.valid('query' as never) as z.output<Q>;
        const table = await withTenant(db, caller, async (tx) =>
          def.table(tx, caller.organizationId, await def.load(tx, caller.organizationId, query), query),
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
      apiRoute(deps, 'payroll:read', {
        method: 'get',
        path: `/payroll/reports/${def.path}.pdf`,
        tags: TAGS,
        summary: `${def.summary} — as PDF`,
        request: { query: def.query as never },
        responses: {
          200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
          ...notFound,
        },
      }),
      async (c) => {
        const caller = tenantCaller(callerOf(c), c.get('requestId'));
        const query = c.req.valid('query' as never) as z.output<Q>;
        const { table, company } = await withTenant(db, caller, async (tx) => ({
          table: await def.table(
            tx,
            caller.organizationId,
            await def.load(tx, caller.organizationId, query),
            query,
          ),
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
  }

  report({
    path: 'register',
    summary:
      'Payroll register of one run (run_id) or of check dates from–to: per check hours, gross, federal income tax, Social Security, Medicare, state income tax, other taxes, deductions, net and employer taxes; totals',
    query: ZPayrollRegisterQuery,
    response: ZPayrollRegister,
    load: (tx, org, q) => payrollRegister(tx, org, q),
    table: async (tx, org, r, q) => registerTable(r, await runNumberOf(tx, org, q.run_id)),
  });
  report({
    path: 'labor-by-job',
    summary:
      'Labor by job × cost code for check dates from–to: REG/OT/DT hours and wages, overtime premium, and burden (employer taxes spread over each check’s earnings by largest remainder, fringes, workers’ comp); overhead without a job',
    query: ZLaborByJobQuery,
    response: ZLaborByJob,
    load: (tx, org, q) => laborByJob(tx, org, q.from, q.to),
    table: async (_tx, _org, r) => laborTable(r),
  });
  report({
    path: 'tax-liability',
    summary:
      'Tax liability of a period (2026, 2026-Q1 or 2026-03): Form 941 lines 2, 3, 5a, 5c, 5d, 5e, 6, 7 and 10, the federal deposit liability by month, state withholding by state, FUTA and SUTA',
    query: ZPayrollPeriodQuery,
    response: ZTaxLiability,
    load: (tx, org, q) => taxLiability(tx, org, q.period, rangeOf(q.period)),
    table: async (_tx, _org, r) => taxLiabilityTable(r),
  });
  report({
    path: 'unemployment',
    summary:
      'FUTA and SUTA wage reports of a period by employee: total wages, the part exempt or over the wage base, taxable wages and tax; SUTA per state',
    query: ZPayrollPeriodQuery,
    response: ZUnemploymentWages,
    load: (tx, org, q) => unemploymentWages(tx, org, q.period, rangeOf(q.period)),
    table: async (_tx, _org, r) => unemploymentTable(r),
  });
  report({
    path: 'remittances',
    summary:
      'Deduction and fringe remittances for check dates from–to: the amount owed to each deduction payee and fringe fund, with each employee’s share (and hours for fringes)',
    query: ZRemittancesQuery,
    response: ZRemittances,
    load: (tx, org, q) => remittances(tx, org, q.from, q.to),
    table: async (_tx, _org, r) => remittancesTable(r),
  });
  report({
    path: 'w2',
    summary:
      'W-2 data of a year per employee (boxes 1–6, box 12 D/AA/DD, 15–17 per state), SSN masked; CSV for the company’s own filing (no e-filing)',
    query: ZW2Query,
    response: ZW2Data,
    load: (tx, org, q) => w2Data(tx, org, q.year),
    table: async (_tx, _org, r) => w2Table(r),
  });

  return api;
}
