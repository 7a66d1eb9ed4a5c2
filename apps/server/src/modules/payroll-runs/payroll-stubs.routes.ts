import { ZMyCheck } from '@groundwork/shared';
import { type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonResponse,
  notFoundResponse,
  tenantCaller,
  ZIdParams,
} from '../../lib/api-route.ts';
import { loadPdfCompany } from '../../lib/pdf/company-header.ts';
import { pdfHeaders } from '../../lib/pdf/report-pdf.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import {
  findMyChecks,
  findMyStubCheck,
  findRunStubChecks,
  findStubCheck,
  type TStubCheck,
} from './my-checks.ts';
import { payStubsPdf } from './pay-stub-pdf.ts';

const TAGS = ['Payroll'];
const pdfResponse = (description: string) => ({
  200: { description, content: { 'application/pdf': { schema: z.string() } } },
});
const checkNotFound = notFoundResponse('Pay check not found (payroll_check_not_found)');

/**
 * Pay stubs (PDF: earnings by type and job, taxes, deductions, net, YTD, the direct-deposit split
 * masked): the office's per check and per run (payroll:read), and a person's own checks of posted runs
 * (time:own) — another person's check answers 404.
 */
export function registerPayStubRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);

  const render = async (
    caller: ReturnType<typeof tenantCaller>,
    load: Parameters<typeof withTenant<TStubCheck[]>>[2],
  ) =>
    withTenant(db, caller, async (tx) => {
      const stubs = await load(tx);
      const company = await loadPdfCompany(tx, store, caller.organizationId);
      return { stubs, pdf: await payStubsPdf(tx, caller.organizationId, company, stubs) };
    });
  const fileName = (s: TStubCheck) => `pay-stub-${s.check_date}-${s.employee_name}.pdf`;

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll/checks/{id}/stub.pdf',
      tags: TAGS,
      summary: "One check's pay stub as PDF",
      request: { params: ZIdParams },
      responses: { ...pdfResponse('Pay stub PDF'), ...checkNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { stubs, pdf } = await render(caller, async (tx) => [
        await findStubCheck(tx, caller.organizationId, id),
      ]);
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(fileName(stubs[0] as TStubCheck))) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll/runs/{id}/stubs.pdf',
      tags: TAGS,
      summary: 'Every pay stub of a run as one PDF, a page per check',
      request: { params: ZIdParams },
      responses: {
        ...pdfResponse('Pay stubs PDF'),
        ...notFoundResponse('Payroll run not found (payroll_run_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { stubs, pdf } = await render(caller, (tx) => findRunStubChecks(tx, caller.organizationId, id));
      const date = stubs[0]?.check_date ?? 'run';
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`pay-stubs-${date}.pdf`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'get',
      path: '/payroll/my-checks',
      tags: TAGS,
      summary: "The caller's own checks of posted runs, newest first",
      responses: { 200: jsonResponse('Checks', z.object({ items: z.array(ZMyCheck) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) =>
        findMyChecks(tx, caller.organizationId, caller.userId),
      );
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'get',
      path: '/payroll/my-checks/{id}/stub.pdf',
      tags: TAGS,
      summary: "The caller's own pay stub as PDF (another person's check answers 404)",
      request: { params: ZIdParams },
      responses: { ...pdfResponse('Pay stub PDF'), ...checkNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { stubs, pdf } = await render(caller, async (tx) => [
        await findMyStubCheck(tx, caller.organizationId, caller.userId, id),
      ]);
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(fileName(stubs[0] as TStubCheck))) as never;
    },
  );
}
