import {
  todayIso,
  ZAchEffectiveDateQuery,
  ZAchFile,
  ZAchFileList,
  ZAchFileQuery,
  ZAchPreview,
  ZCreateAchFile,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
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
import { dataCipherFor } from '../../lib/crypto.ts';
import { withTenant } from '../../lib/tenant.ts';
import { achFileContent, findAchFiles } from './ach-file-store.ts';
import { AchFileErrors } from './ach-files.errors.ts';
import { createPayrollFile, loadRun, previewPayrollFile } from './ach-payroll-file.ts';
import { createPrenoteFile, previewPrenoteFile } from './ach-prenote-file.ts';

const TAGS = ['Direct deposit'];
const runNotFound = notFoundResponse('Payroll run not found (payroll_run_not_found)');

/** The request's date and time as the file header writes them (the server's clock, local time). */
function requestNow(): { date: string; time: string } {
  const now = new Date();
  const time = `${String(now.getHours()).padStart(2, '0')}${String(now.getMinutes()).padStart(2, '0')}`;
  return { date: todayIso(now), time };
}

/**
 * Direct deposit (issue 21, item 7): NACHA PPD files per posted payroll run and prenote files. Made
 * with payroll:write; listed and previewed (totals and entry hash before download) with payroll:read;
 * downloaded — whole account numbers — with payroll:sensitive.
 */
export function achFileRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const cipher = () => dataCipherFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll/ach-files',
      tags: TAGS,
      summary:
        "The company's direct deposit files (payroll and prenote), newest first, with totals and entry hash",
      request: { query: ZAchFileQuery },
      responses: { 200: jsonResponse('Files', ZAchFileList) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { purpose } = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) =>
        findAchFiles(tx, caller.organizationId, { purpose }),
      );
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll/ach-files/prenotes/preview',
      tags: TAGS,
      summary:
        'The prenote file that would be made now: a zero-dollar entry per active bank account whose prenote is pending, its entry hash, and the effective date (moved to a banking day, never before the next banking day after today)',
      request: { query: ZAchEffectiveDateQuery },
      responses: { 200: jsonResponse('Preview', ZAchPreview) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { effective_date } = c.req.valid('query');
      const preview = await withTenant(db, caller, (tx) =>
        previewPrenoteFile(tx, caller.organizationId, effective_date, requestNow().date),
      );
      return c.json(preview, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/payroll/ach-files/prenotes',
      tags: TAGS,
      summary:
        'Makes the prenote file (23/33 entries of zero) of every active account whose prenote is pending and marks them sent today; 409 ach_no_prenotes when none waits, ach_settings_missing without the bank’s routing number and company ID',
      request: jsonBody(ZCreateAchFile),
      responses: { 201: jsonResponse('The file', ZAchFile) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { effective_date } = c.req.valid('json');
      const file = await withTenant(db, caller, async (tx) => {
        const id = await createPrenoteFile(tx, caller, cipher(), effective_date, requestNow());
        const [made] = await findAchFiles(tx, caller.organizationId, { id });
        return made;
      });
      return c.json(file as z.output<typeof ZAchFile>, 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:sensitive', {
      method: 'get',
      path: '/payroll/ach-files/{id}/download',
      tags: TAGS,
      summary:
        'The NACHA file as stored (text/plain, 94-character records, each followed by a newline) — every download byte for byte the same; holds whole account numbers, hence payroll:sensitive',
      request: { params: ZIdParams },
      responses: {
        200: { description: 'NACHA file', content: { 'text/plain': { schema: z.string() } } },
        ...notFoundResponse('Direct deposit file not found (ach_file_not_found)'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const file = await withTenant(db, caller, (tx) => achFileContent(tx, caller.organizationId, id));
      return c.body(file.content, 200, {
        'content-type': 'text/plain; charset=us-ascii',
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'no-store',
      }) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll/runs/{id}/ach-files',
      tags: TAGS,
      summary: "The run's direct deposit files, newest first",
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('Files', ZAchFileList), ...runNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const items = await withTenant(db, caller, async (tx) => {
        await loadRun(tx, caller.organizationId, id);
        return findAchFiles(tx, caller.organizationId, { runId: id });
      });
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:read', {
      method: 'get',
      path: '/payroll/runs/{id}/ach-files/preview',
      tags: TAGS,
      summary:
        "What the run's NACHA file would hold before it is made: each deposit (account masked), entry count, entry hash, credit and debit totals, the effective date (the requested date — default the check date — moved to a banking day, never before the next banking day after today) and warnings; is_ready false with the problem when it cannot be made",
      request: { params: ZIdParams, query: ZAchEffectiveDateQuery },
      responses: { 200: jsonResponse('Preview', ZAchPreview), ...runNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { effective_date } = c.req.valid('query');
      const preview = await withTenant(db, caller, (tx) =>
        previewPayrollFile(tx, caller.organizationId, id, effective_date, requestNow().date),
      );
      return c.json(preview, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'payroll:write', {
      method: 'post',
      path: '/payroll/runs/{id}/ach-files',
      tags: TAGS,
      summary:
        "Makes and stores the posted run's NACHA PPD file: direct deposit checks split over each employee's verified accounts, the effective date moved to a banking day, file id modifier A, B, C … per company per day. 409: ach_settings_missing, payroll_run_not_posted, ach_no_direct_deposit, ach_file_exists",
      request: { params: ZIdParams, ...jsonBody(ZCreateAchFile) },
      responses: { 201: jsonResponse('The file', ZAchFile), ...runNotFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { effective_date } = c.req.valid('json');
      const file = await withTenant(db, caller, async (tx) => {
        const fileId = await createPayrollFile(tx, caller, cipher(), id, effective_date, requestNow());
        const [made] = await findAchFiles(tx, caller.organizationId, { id: fileId });
        if (!made) throw AchFileErrors.fileNotFound();
        return made;
      });
      return c.json(file, 201);
    },
  );

  return api;
}
