import {
  todayIso,
  ZApiError,
  ZCertifiedJobView,
  ZClassImportInput,
  ZClassImportResult,
  ZComplianceViewer,
  ZComplianceViewerInput,
  ZDetermination,
  ZDeterminationForDateQuery,
  ZDeterminationInput,
  ZDeterminationList,
  ZPrevailingWageJob,
  ZPrevailingWageJobInput,
  ZUpdateDetermination,
  ZWageClass,
  ZWageClassInput,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  deletedResponse,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  ZIdParams,
} from '../../lib/api-route.ts';
import { addViewer, listViewers, removeViewer } from './certified-people.ts';
import { certifiedRunner } from './certified-run.ts';
import { importWageClasses } from './import-wage-classes.ts';
import {
  deleteCertifiedJob,
  getCertifiedJob,
  listCertifiedJobs,
  putCertifiedJob,
} from './prevailing-wage-jobs.ts';
import { createWageClass, deleteWageClass, updateWageClass } from './wage-classes.ts';
import {
  createDetermination,
  deleteDetermination,
  determinationForDate,
  getDetermination,
  listDeterminations,
  updateDetermination,
} from './wage-determinations.ts';

const TAGS = ['Certified payroll'];
const conflict = { 409: jsonResponse('Refused by the state of the set-up', ZApiError) };
const ZViewerParams = z.object({ id: z.string().uuid(), userId: z.string().uuid() });

/**
 * Prevailing-wage jobs (issue 22, items 1 and 8): the job's settings, its wage determinations by
 * modification with their classifications (keyed, imported from CSV, copied from the previous
 * modification), and the third parties who may download its signed reports. Reading: certified:read (a
 * project manager only on the jobs they manage); changing: certified:setup. Every change audited.
 */
export function certifiedJobRoutes(deps: AppDeps) {
  const api = newApi();
  const run = certifiedRunner(deps);

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/jobs',
      tags: TAGS,
      summary:
        'The prevailing-wage jobs (a project manager: the jobs they manage) with the determination modification in force today',
      responses: { 200: jsonResponse('The jobs', z.object({ items: z.array(ZPrevailingWageJob) })) },
    }),
    async (c) =>
      c.json({ items: await run(c, (tx, caller) => listCertifiedJobs(tx, caller, todayIso())) }, 200),
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/jobs/{id}',
      tags: TAGS,
      summary:
        "A job (id = the job's id) and its prevailing-wage settings (null when it is not a prevailing-wage job)",
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The job', ZCertifiedJobView), ...notFoundResponse('Job not found') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => getCertifiedJob(tx, caller, id, todayIso())), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'put',
      path: '/certified/jobs/{id}',
      tags: TAGS,
      summary:
        'Mark a job prevailing-wage or change its settings: wage law, awarding agency, contract and agency project numbers, location, prime or sub (with the prime contractor\'s name and address), WH-347 layout, "no work" weeks',
      request: { params: ZIdParams, ...jsonBody(ZPrevailingWageJobInput) },
      responses: {
        200: jsonResponse('The settings', ZPrevailingWageJob),
        ...notFoundResponse('Job not found'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => putCertifiedJob(tx, caller, id, input, todayIso())), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'delete',
      path: '/certified/jobs/{id}',
      tags: TAGS,
      summary:
        "Remove a job's prevailing-wage settings (marked by mistake); refused once the job has certified payroll reports",
      request: { params: ZIdParams },
      responses: { ...deletedResponse, ...notFoundResponse('Job not found'), ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => deleteCertifiedJob(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/jobs/{id}/determinations',
      tags: TAGS,
      summary:
        "Every modification of the job's wage determinations (latest effective first) with its classifications",
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('The determinations', ZDeterminationList),
        ...notFoundResponse('Job not found'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        { items: await run(c, (tx, caller) => listDeterminations(tx, caller, id, todayIso())) },
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/jobs/{id}/determination-in-force',
      tags: TAGS,
      summary:
        'The modification in force on a date: the latest effective_from on or before it, then the highest modification',
      request: { params: ZIdParams, query: ZDeterminationForDateQuery },
      responses: {
        200: jsonResponse('The determination', ZDetermination),
        ...notFoundResponse('Job not found, or no determination in force on the date'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { date } = c.req.valid('query');
      return c.json(
        await run(c, (tx, caller) => determinationForDate(tx, caller, id, date ?? todayIso(), todayIso())),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'post',
      path: '/certified/jobs/{id}/determinations',
      tags: TAGS,
      summary:
        "Add a wage determination or a modification of one to a prevailing-wage job (WD number, modification, its date, the first work date it governs); optionally start with the previous modification's classifications",
      request: { params: ZIdParams, ...jsonBody(ZDeterminationInput) },
      responses: {
        201: jsonResponse('The determination', ZDetermination),
        ...notFoundResponse('Job not found, or not a prevailing-wage job'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(
        await run(c, (tx, caller) => createDetermination(tx, caller, id, input, todayIso())),
        201,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/determinations/{id}',
      tags: TAGS,
      summary: 'One modification of a wage determination with its classifications',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The determination', ZDetermination), ...notFoundResponse('Not found') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => getDetermination(tx, caller, id, todayIso())), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'patch',
      path: '/certified/determinations/{id}',
      tags: TAGS,
      summary: "Change a modification's date, effective date or note",
      request: { params: ZIdParams, ...jsonBody(ZUpdateDetermination) },
      responses: { 200: jsonResponse('The determination', ZDetermination), ...notFoundResponse('Not found') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(
        await run(c, (tx, caller) => updateDetermination(tx, caller, id, input, todayIso())),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'delete',
      path: '/certified/determinations/{id}',
      tags: TAGS,
      summary: 'Delete a modification with its classifications; refused while a time line names one of them',
      request: { params: ZIdParams },
      responses: { ...deletedResponse, ...notFoundResponse('Not found'), ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => deleteDetermination(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'post',
      path: '/certified/determinations/{id}/classes',
      tags: TAGS,
      summary:
        'Add a classification to a modification: as written in the determination, basic rate and fringe per hour',
      request: { params: ZIdParams, ...jsonBody(ZWageClassInput) },
      responses: {
        201: jsonResponse('The classification', ZWageClass),
        ...notFoundResponse('Not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => createWageClass(tx, caller, id, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'post',
      path: '/certified/determinations/{id}/classes/import',
      tags: TAGS,
      summary:
        'Import classifications from CSV (classification, basic_rate, fringe_rate): a dry run lists each row (add, update, same) and every error by row; an import with errors is refused whole, otherwise written in one transaction',
      request: { params: ZIdParams, ...jsonBody(ZClassImportInput) },
      responses: {
        200: jsonResponse('The import', ZClassImportResult),
        ...notFoundResponse('Not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => importWageClasses(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'put',
      path: '/certified/wage-classes/{id}',
      tags: TAGS,
      summary: "Change a classification's name or rates (time lines naming it take the new name)",
      request: { params: ZIdParams, ...jsonBody(ZWageClassInput) },
      responses: {
        200: jsonResponse('The classification', ZWageClass),
        ...notFoundResponse('Not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => updateWageClass(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'delete',
      path: '/certified/wage-classes/{id}',
      tags: TAGS,
      summary: 'Delete a classification; refused while a time line names it',
      request: { params: ZIdParams },
      responses: { ...deletedResponse, ...notFoundResponse('Not found'), ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => deleteWageClass(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/jobs/{id}/viewers',
      tags: TAGS,
      summary: "The third parties who may download the job's signed reports",
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('The viewers', z.object({ items: z.array(ZComplianceViewer) })),
        ...notFoundResponse('Job not found'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ items: await run(c, (tx, caller) => listViewers(tx, caller, id)) }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'post',
      path: '/certified/jobs/{id}/viewers',
      tags: TAGS,
      summary:
        "Let a third-party user of the company (an owner's labor compliance officer) download the job's signed reports",
      request: { params: ZIdParams, ...jsonBody(ZComplianceViewerInput) },
      responses: {
        201: jsonResponse('The viewer', ZComplianceViewer),
        ...notFoundResponse('Not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { user_id } = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => addViewer(tx, caller, id, user_id)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'delete',
      path: '/certified/jobs/{id}/viewers/{userId}',
      tags: TAGS,
      summary: "Remove a third party from the job's compliance viewers",
      request: { params: ZViewerParams },
      responses: { ...deletedResponse, ...notFoundResponse('Not found') },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      await run(c, (tx, caller) => removeViewer(tx, caller, id, userId));
      return c.body(null, 204);
    },
  );

  return api;
}
