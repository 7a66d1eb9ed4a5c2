import {
  ZApiError,
  ZCreateImportRun,
  ZImportRun,
  ZImportRunList,
  ZUpdateImportRun,
} from '@groundwork/shared';
import { type RouteConfig, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../../deps.ts';
import {
  apiRoute,
  conflictResponse,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  ZIdParams,
} from '../../../lib/api-route.ts';
import { IMPORT_TAGS, importRunNotFound, importRunner } from '../import-route-helpers.ts';
import { findImportRun, findImportRuns, importRunJson, ZImportRunListQuery } from './find-import-runs.ts';
import { assertEditable } from './import-mapping.ts';
import { addRunFile, detectUpload, readImportUpload, removeRunFile } from './import-run-files.ts';
import { findRunRow } from './import-run-rows.ts';
import { createImportRun, deleteImportRun, updateImportRun } from './save-import-run.ts';

const ZOnBehalfQuery = z.object({
  organization_id: z
    .string()
    .optional()
    .openapi({ description: 'Internal support: the client company to act for (support:read)' }),
});
const uploadBody: NonNullable<RouteConfig['request']>['body'] = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      },
    },
  },
};
const ZFileParams = z.object({ id: z.string().uuid(), fileId: z.string().uuid() });

/**
 * Import runs (issue 24): list, create, read, change (cut-over date, options), delete a draft; upload
 * and remove the run's files. Every route: imports:run; internal support acts for a client company
 * with `?organization_id=` (the run is marked on_behalf, every change audited).
 */
export function importRunRoutes(deps: AppDeps) {
  const run = importRunner(deps);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'get',
      path: '/imports/runs',
      tags: IMPORT_TAGS,
      summary:
        "The company's import runs, newest first: by source and status, search in file and creator names",
      request: { query: ZImportRunListQuery.merge(ZOnBehalfQuery) },
      responses: { 200: jsonResponse('A page of runs', ZImportRunList) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await run(c, (tx, caller) => findImportRuns(tx, caller.organizationId, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'post',
      path: '/imports/runs',
      tags: IMPORT_TAGS,
      summary:
        "Start an import run (draft): source, cut-over date, options; the company's saved mapping for the source is copied in",
      request: { query: ZOnBehalfQuery, ...jsonBody(ZCreateImportRun) },
      responses: { 201: jsonResponse('The run', ZImportRun) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const answer = await run(c, async (tx, caller) =>
        importRunJson(tx, await createImportRun(tx, caller, input)),
      );
      return c.json(answer, 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'get',
      path: '/imports/runs/{id}',
      tags: IMPORT_TAGS,
      summary: 'A run: files, stages, progress while it works in the background, outcome',
      request: { params: ZIdParams, query: ZOnBehalfQuery },
      responses: { 200: jsonResponse('The run', ZImportRun), ...importRunNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => findImportRun(tx, caller.organizationId, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'patch',
      path: '/imports/runs/{id}',
      tags: IMPORT_TAGS,
      summary: 'Change the cut-over date or the options (a previewed run goes back to draft)',
      request: { params: ZIdParams, query: ZOnBehalfQuery, ...jsonBody(ZUpdateImportRun) },
      responses: {
        200: jsonResponse('The run', ZImportRun),
        ...importRunNotFound,
        ...conflictResponse('The run can no longer change (import_not_draft)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const answer = await run(c, async (tx, caller) =>
        importRunJson(tx, await updateImportRun(tx, caller, id, input)),
      );
      return c.json(answer, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'delete',
      path: '/imports/runs/{id}',
      tags: IMPORT_TAGS,
      summary: 'Delete a draft run, or one that failed before any stage (its files go with it)',
      request: { params: ZIdParams, query: ZOnBehalfQuery },
      responses: {
        204: { description: 'Deleted' },
        ...importRunNotFound,
        ...conflictResponse('Stages were imported: roll the run back instead (import_not_deletable)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => deleteImportRun(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'post',
      path: '/imports/runs/{id}/files',
      tags: IMPORT_TAGS,
      summary:
        'Upload a source file (multipart `file`, ≤ 50 MB): IIF, a QuickBooks report (CSV or XLSX) or a CSV template; detected and kept',
      request: { params: ZIdParams, query: ZOnBehalfQuery, body: uploadBody },
      responses: {
        201: jsonResponse('The run with the file', ZImportRun),
        ...importRunNotFound,
        ...conflictResponse('The run can no longer change (import_not_draft)'),
        413: jsonResponse('The file is larger than 50 MB (file_too_large)', ZApiError),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      // The run first (404, 409 before anything about the file is said), the file read outside any transaction.
      await run(c, async (tx, caller) => assertEditable(await findRunRow(tx, caller.organizationId, id)));
      const upload = await readImportUpload(c);
      const detected = await detectUpload(upload);
      const answer = await run(c, async (tx, caller) => {
        const row = await findRunRow(tx, caller.organizationId, id, { forUpdate: true });
        await addRunFile(tx, caller, row, upload, detected);
        return findImportRun(tx, caller.organizationId, id);
      });
      return c.json(answer, 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'delete',
      path: '/imports/runs/{id}/files/{fileId}',
      tags: IMPORT_TAGS,
      summary: 'Remove a file from a run that can still change',
      request: { params: ZFileParams, query: ZOnBehalfQuery },
      responses: {
        200: jsonResponse('The run without the file', ZImportRun),
        ...notFoundResponse('Run or file not found (import_run_not_found, import_file_not_found)'),
        ...conflictResponse('The run can no longer change (import_not_draft)'),
      },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid('param');
      const answer = await run(c, async (tx, caller) => {
        await removeRunFile(tx, caller, id, fileId);
        return findImportRun(tx, caller.organizationId, id);
      });
      return c.json(answer, 200);
    },
  );

  return api;
}
