import {
  CSV_TEMPLATE_ENTITIES,
  IMPORT_SOURCES,
  IMPORT_STAGE_LABELS,
  type TImportRowError,
  ZImportMapping,
  ZImportMappingView,
  ZImportPreview,
  ZImportRun,
} from '@groundwork/shared';
import { neutralizeCsvRow } from '@groundwork/shared/csv/csv-cell';
import { z } from '@hono/zod-openapi';
import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../../deps.ts';
import {
  apiRoute,
  conflictResponse,
  jsonBody,
  jsonResponse,
  newApi,
  ZIdParams,
} from '../../../lib/api-route.ts';
import { csvHeaders } from '../../../lib/csv-stream.ts';
import {
  IMPORT_TAGS,
  importRunNotFound,
  importRunner,
  type TImportCaller,
  type TImportRunner,
} from '../import-route-helpers.ts';
import { templateCsv, templateFileName } from '../templates/csv-templates.ts';
import { findImportRun } from './find-import-runs.ts';
import { mappingView, savedMapping, saveRunMapping } from './import-mapping.ts';
import { ImportRunErrors } from './import-run-errors.ts';
import { findRunRow } from './import-run-rows.ts';
import { prepareImportJob } from './run-job.ts';
import { loadRunFiles, modelOf } from './run-model.ts';
import { importChecks, markRunBusy, previewChecks, startClaimedJob } from './start-import-run.ts';

const ZOnBehalfQuery = z.object({
  organization_id: z
    .string()
    .optional()
    .openapi({ description: 'Internal support: the client company to act for (support:read)' }),
});
/** A route on one run: its id in the path, and the client company for internal support. */
const ZRunRequest = { params: ZIdParams, query: ZOnBehalfQuery };
const csvResponse = { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } } };

/** The run and its model (the files read in a short transaction, the model built outside it). */
async function runWithModel(run: TImportRunner, c: Context<AppEnv>, id: string) {
  const { row, files, caller } = await run(c, async (tx, caller) => {
    const row = await findRunRow(tx, caller.organizationId, id);
    return { row, files: await loadRunFiles(tx, caller.organizationId, id), caller };
  });
  return { row, files, caller, model: await modelOf(id, files) };
}

/** The Map step's view of the run as it now stands. */
async function mappingViewOf(run: TImportRunner, c: Context<AppEnv>, id: string) {
  const { model } = await runWithModel(run, c, id);
  return run(c, async (tx, caller) =>
    mappingView(tx, caller.organizationId, await findRunRow(tx, caller.organizationId, id), model),
  );
}

/**
 * The dry run or the import started in the background: the run marked busy (the job released when
 * that fails: another is working), then the job started; answers the run.
 */
async function startRunJob(
  deps: AppDeps,
  run: TImportRunner,
  c: Context<AppEnv>,
  job: { caller: TImportCaller; id: string; mode: 'preview' | 'import' } & Pick<
    Parameters<typeof markRunBusy>[4],
    'status' | 'mapping'
  >,
) {
  const { caller, id, mode, ...checked } = job;
  await startClaimedJob(await prepareImportJob(deps, caller, id, mode), () =>
    run(c, (tx, caller) => markRunBusy(tx, caller, id, mode, checked)),
  );
  return run(c, (tx, caller) => findImportRun(tx, caller.organizationId, id));
}

function errorsCsv(errors: TImportRowError[]): string {
  const header = ['Stage', 'File', 'Row', 'Message'];
  const rows = errors.map((e) => [
    IMPORT_STAGE_LABELS[e.stage] ?? e.stage,
    e.file_name ?? '',
    e.row ?? '',
    e.message,
  ]);
  return stringify([header, ...rows].map(neutralizeCsvRow));
}

/**
 * A run's mapping, dry run and import (issue 24), its error CSV, the CSV templates and the company's
 * saved mappings. The dry run and the import work in the background (202): the client polls the run.
 */
export function importJobRoutes(deps: AppDeps) {
  const run = importRunner(deps);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'get',
      path: '/imports/runs/{id}/mapping',
      tags: IMPORT_TAGS,
      summary:
        'The Map step: source accounts with the type table’s answers and suggestions (same number, else same name), unresolved names and classes, the type table',
      request: ZRunRequest,
      responses: { 200: jsonResponse('The mapping view', ZImportMappingView), ...importRunNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await mappingViewOf(run, c, id), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'put',
      path: '/imports/runs/{id}/mapping',
      tags: IMPORT_TAGS,
      summary:
        "Save the run's mapping (also the company's for this source, for the next run); a previewed run goes back to draft",
      request: { ...ZRunRequest, ...jsonBody(ZImportMapping) },
      responses: {
        200: jsonResponse('The mapping view', ZImportMappingView),
        ...importRunNotFound,
        ...conflictResponse('The run can no longer change (import_not_draft)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      await run(c, async (tx, caller) =>
        saveRunMapping(
          tx,
          caller,
          await findRunRow(tx, caller.organizationId, id, { forUpdate: true }),
          input,
        ),
      );
      return c.json(await mappingViewOf(run, c, id), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'post',
      path: '/imports/runs/{id}/preview',
      tags: IMPORT_TAGS,
      summary:
        'Dry run in the background: every stage in one transaction, rolled back; the run becomes ready, or draft with every flagged row',
      request: ZRunRequest,
      responses: {
        202: jsonResponse('The run, previewing', ZImportRun),
        ...importRunNotFound,
        ...conflictResponse('Already working (import_busy), or no longer a draft (import_not_draft)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { row, files, caller, model } = await runWithModel(run, c, id);
      const mapping = previewChecks(row, files.files.length, model);
      const job = { caller, id, mode: 'preview' as const, status: row.status, mapping };
      return c.json(await startRunJob(deps, run, c, job), 202);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'get',
      path: '/imports/runs/{id}/preview',
      tags: IMPORT_TAGS,
      summary: "The last dry run's result: counts per stage, examples, the first 500 errors",
      request: ZRunRequest,
      responses: {
        200: jsonResponse('The preview', ZImportPreview),
        ...importRunNotFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await run(c, (tx, caller) => findRunRow(tx, caller.organizationId, id));
      if (!row.preview) throw ImportRunErrors.previewNotFound();
      return c.json(ZImportPreview.parse(row.preview), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'get',
      path: '/imports/runs/{id}/errors.csv',
      tags: IMPORT_TAGS,
      summary: 'Every error of the last dry run or failed import as CSV (stage, file, row, message)',
      request: ZRunRequest,
      responses: { ...csvResponse, ...importRunNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await run(c, (tx, caller) => findRunRow(tx, caller.organizationId, id));
      const errors = Array.isArray(row.errors) ? (row.errors as TImportRowError[]) : [];
      return c.body(errorsCsv(errors), 200, csvHeaders(`import-errors-${id.slice(0, 8)}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'post',
      path: '/imports/runs/{id}/import',
      tags: IMPORT_TAGS,
      summary:
        'Import in the background, one transaction per stage; a failed import resumes at its first stage not done',
      request: ZRunRequest,
      responses: {
        202: jsonResponse('The run, importing', ZImportRun),
        ...importRunNotFound,
        ...conflictResponse('Already working (import_busy), or not previewed clean (import_not_ready)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { row, caller } = await run(c, async (tx, caller) => ({
        row: await findRunRow(tx, caller.organizationId, id),
        caller,
      }));
      importChecks(row);
      const job = { caller, id, mode: 'import' as const, status: row.status };
      return c.json(await startRunJob(deps, run, c, job), 202);
    },
  );

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'get',
      path: '/imports/mapping',
      tags: IMPORT_TAGS,
      summary: "The company's saved mapping for a source (what its next run starts from)",
      request: { query: z.object({ source: z.enum(IMPORT_SOURCES) }).merge(ZOnBehalfQuery) },
      responses: { 200: jsonResponse('The saved mapping', ZImportMapping) },
    }),
    async (c) => {
      const { source } = c.req.valid('query');
      return c.json(await run(c, (tx, caller) => savedMapping(tx, caller.organizationId, source)), 200);
    },
  );

  // One route per template (no path parameter: a template is the product's, not a company's record).
  for (const entity of CSV_TEMPLATE_ENTITIES) {
    api.openapi(
      apiRoute(deps, 'imports:run', {
        method: 'get',
        path: `/imports/templates/${entity}`,
        tags: IMPORT_TAGS,
        summary: `The CSV template for ${entity.replace(/_/g, ' ')}: headers and example rows`,
        responses: csvResponse,
      }),
      async (c) => c.body(templateCsv(entity), 200, csvHeaders(templateFileName(entity))) as never,
    );
  }

  return api;
}
