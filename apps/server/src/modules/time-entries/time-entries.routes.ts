import {
  todayIso,
  ZApiError,
  ZApprovalQueue,
  ZApproveTime,
  ZCopyWeek,
  ZCrew,
  ZCrewEntry,
  ZCrewInput,
  ZCrewSubmitResult,
  ZRejectTime,
  ZSaveWeek,
  ZSubmitCrewWeek,
  ZSubmitWeek,
  ZTimeEntry,
  ZTimeEntryInput,
  ZTimeEntryListQuery,
  ZTimeEntryPage,
  ZTimeOptions,
  ZTimeResult,
  ZTimeWeek,
  ZUpdateTimeEntry,
  ZWeekQuery,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
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
import { rolesInOrganization } from '../../lib/request-auth.ts';
import { withTenant } from '../../lib/tenant.ts';
import { copyLastWeek, enterCrewTime } from './crew-entry.ts';
import { createCrew, deleteCrew, findCrews, getCrew, updateCrew } from './crews.ts';
import { saveTimeWeek } from './save-time-week.ts';
import { loadTimeAccess, type TTimeAccess } from './time-access.ts';
import { approvalQueue, approveTime, rejectTime, submitCrewWeek, submitTimeWeek } from './time-approvals.ts';
import { findTimeEntries, timeOptions, timeWeek } from './time-week.ts';
import { createTimeEntry, deleteTimeEntry, updateTimeEntry } from './write-time-entry.ts';

const TAGS = ['Time entry'];
const conflict = { 409: jsonResponse('Refused by the time rules (named cause)', ZApiError) };
const lineNotFound = notFoundResponse('Time line not found (time_entry_not_found)');
const crewNotFound = notFoundResponse('Crew not found (crew_not_found)');
const result = (description: string) => jsonResponse(description, ZTimeResult);

/**
 * Time entry (issue 21, items 1 and 9): time lines, the week grid, crew entry, copy last week, submit,
 * approve and reject, the approval queue, crews. The route's permission lets the role in; the module
 * then checks per person and per job (time-access.ts): a foreman only for the crews they lead, a
 * project manager or superintendent only on their jobs.
 */
export function timeEntryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  /** One transaction with the caller's time access loaded in it. */
  const run = <T>(
    c: Context<AppEnv>,
    fn: (tx: Parameters<Parameters<typeof withTenant>[2]>[0], a: TTimeAccess) => Promise<T>,
  ) => {
    const auth = callerOf(c);
    const caller = { ...tenantCaller(auth, c.get('requestId')), roles: rolesInOrganization(auth) };
    return withTenant(db, caller, async (tx) => fn(tx, await loadTimeAccess(tx, caller)));
  };

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'get',
      path: '/time-entries',
      tags: TAGS,
      summary:
        'Time lines the caller may see (own; crews led; lines on jobs managed; the office all), by employee, week, dates, job and status; a page',
      request: { query: ZTimeEntryListQuery },
      responses: { 200: jsonResponse('A page of time lines', ZTimeEntryPage) },
    }),
    async (c) => c.json(await run(c, (tx, a) => findTimeEntries(tx, a, c.req.valid('query'))), 200),
  );

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'get',
      path: '/time-entries/week',
      tags: TAGS,
      summary:
        "One employee's workweek (the company's start day): lines, day totals, total, and the overtime rules' conversion of REG into OT/DT with the reason",
      request: { query: ZWeekQuery },
      responses: { 200: jsonResponse('The week', ZTimeWeek), ...notFoundResponse('Employee not found') },
    }),
    async (c) => c.json(await run(c, (tx, a) => timeWeek(tx, a, c.req.valid('query'), todayIso())), 200),
  );

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'get',
      path: '/time-entries/options',
      tags: TAGS,
      summary:
        'What the time page offers: the people whose time the caller enters, active jobs with their cost codes (budget lines), crews, the workweek',
      responses: { 200: jsonResponse('The options', ZTimeOptions) },
    }),
    async (c) => c.json(await run(c, (tx, a) => timeOptions(tx, a)), 200),
  );

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'post',
      path: '/time-entries',
      tags: TAGS,
      summary:
        'Enter one time line (quarter hours, 0 < h ≤ 24); classification, workers comp class and union local default from the employee, work state from the company',
      request: jsonBody(ZTimeEntryInput),
      responses: {
        201: jsonResponse('The line', ZTimeEntry),
        ...notFoundResponse('Employee, job or cost code not found'),
        ...conflict,
      },
    }),
    async (c) => c.json(await run(c, (tx, a) => createTimeEntry(tx, a, c.req.valid('json'))), 201),
  );

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'patch',
      path: '/time-entries/{id}',
      tags: TAGS,
      summary: 'Change an entered or rejected line (a rejected line becomes entered again)',
      request: { params: ZIdParams, ...jsonBody(ZUpdateTimeEntry) },
      responses: { 200: jsonResponse('The line', ZTimeEntry), ...lineNotFound, ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, a) => updateTimeEntry(tx, a, id, c.req.valid('json'))), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'delete',
      path: '/time-entries/{id}',
      tags: TAGS,
      summary: 'Delete an entered or rejected line',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...lineNotFound, ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, a) => deleteTimeEntry(tx, a, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'put',
      path: '/time-entries/week',
      tags: TAGS,
      summary:
        "Save one employee's week grid in one transaction: its entered and rejected lines become the grid's cells (job × cost code × pay type × state × day)",
      request: jsonBody(ZSaveWeek),
      responses: { 200: result('What changed and the lines'), ...conflict },
    }),
    async (c) => c.json(await run(c, (tx, a) => saveTimeWeek(tx, a, c.req.valid('json'))), 200),
  );

  api.openapi(
    apiRoute(deps, 'time:crew', {
      method: 'post',
      path: '/time-entries/crew-entry',
      tags: TAGS,
      summary:
        "A foreman's crew entry: job, cost code, pay type, day(s) and hours for many people at once, with per-person exceptions",
      request: jsonBody(ZCrewEntry),
      responses: {
        201: result('The lines entered'),
        ...notFoundResponse('Crew, employee, job or cost code not found'),
        ...conflict,
      },
    }),
    async (c) => c.json(await run(c, (tx, a) => enterCrewTime(tx, a, c.req.valid('json'))), 201),
  );

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'post',
      path: '/time-entries/copy-week',
      tags: TAGS,
      summary: "Copy an employee's previous workweek into an empty week, as entered lines",
      request: jsonBody(ZCopyWeek),
      responses: { 201: result('The lines copied'), ...conflict },
    }),
    async (c) => c.json(await run(c, (tx, a) => copyLastWeek(tx, a, c.req.valid('json'))), 201),
  );

  api.openapi(
    apiRoute(deps, 'time:own', {
      method: 'post',
      path: '/time-entries/submit',
      tags: TAGS,
      summary: "Submit an employee's entered and rejected lines of a week for approval",
      request: jsonBody(ZSubmitWeek),
      responses: { 200: result('The lines submitted'), ...conflict },
    }),
    async (c) => c.json(await run(c, (tx, a) => submitTimeWeek(tx, a, c.req.valid('json'))), 200),
  );

  api.openapi(
    apiRoute(deps, 'time:crew', {
      method: 'post',
      path: '/time-entries/submit-crew',
      tags: TAGS,
      summary:
        'Submit the week of every member of a crew in one transaction (each as /time-entries/submit; members with nothing to submit are skipped)',
      request: jsonBody(ZSubmitCrewWeek),
      responses: {
        200: jsonResponse('How many lines of how many people were submitted', ZCrewSubmitResult),
        ...crewNotFound,
        ...conflict,
      },
    }),
    async (c) => c.json(await run(c, (tx, a) => submitCrewWeek(tx, a, c.req.valid('json'))), 200),
  );

  api.openapi(
    apiRoute(deps, 'time:approve', {
      method: 'get',
      path: '/time-entries/approvals',
      tags: TAGS,
      summary: 'The submitted lines the caller approves, grouped by job and employee',
      responses: { 200: jsonResponse('The approval queue', ZApprovalQueue) },
    }),
    async (c) => c.json(await run(c, (tx, a) => approvalQueue(tx, a)), 200),
  );

  api.openapi(
    apiRoute(deps, 'time:approve', {
      method: 'post',
      path: '/time-entries/approve',
      tags: TAGS,
      summary: "Approve submitted lines (the job's project manager or superintendent, or the office)",
      request: jsonBody(ZApproveTime),
      responses: { 200: result('The lines approved'), ...lineNotFound, ...conflict },
    }),
    async (c) => c.json(await run(c, (tx, a) => approveTime(tx, a, c.req.valid('json').ids)), 200),
  );

  api.openapi(
    apiRoute(deps, 'time:approve', {
      method: 'post',
      path: '/time-entries/reject',
      tags: TAGS,
      summary: 'Reject submitted (or approved, unpaid) lines with a reason: they become editable again',
      request: jsonBody(ZRejectTime),
      responses: { 200: result('The lines rejected'), ...lineNotFound, ...conflict },
    }),
    async (c) => {
      const { ids, reason } = c.req.valid('json');
      return c.json(await run(c, (tx, a) => rejectTime(tx, a, ids, reason)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'time:crew', {
      method: 'get',
      path: '/crews',
      tags: TAGS,
      summary: 'Crews with their foreman and members (a foreman sees the crews they lead)',
      responses: { 200: jsonResponse('The crews', z.object({ items: z.array(ZCrew) })) },
    }),
    async (c) => c.json({ items: await run(c, (tx, a) => findCrews(tx, a)) }, 200),
  );

  api.openapi(
    apiRoute(deps, 'time:crew', {
      method: 'post',
      path: '/crews',
      tags: TAGS,
      summary: 'Create a crew (office, project managers, superintendents)',
      request: jsonBody(ZCrewInput),
      responses: {
        201: jsonResponse('The crew', ZCrew),
        ...notFoundResponse('Employee not found'),
        ...conflict,
      },
    }),
    async (c) => c.json(await run(c, (tx, a) => createCrew(tx, a, c.req.valid('json'))), 201),
  );

  api.openapi(
    apiRoute(deps, 'time:crew', {
      method: 'get',
      path: '/crews/{id}',
      tags: TAGS,
      summary: 'One crew',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The crew', ZCrew), ...crewNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, a) => getCrew(tx, a, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'time:crew', {
      method: 'put',
      path: '/crews/{id}',
      tags: TAGS,
      summary: 'Edit a crew: name, foreman, members, active',
      request: { params: ZIdParams, ...jsonBody(ZCrewInput) },
      responses: { 200: jsonResponse('The crew', ZCrew), ...crewNotFound, ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, a) => updateCrew(tx, a, id, c.req.valid('json'))), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'time:crew', {
      method: 'delete',
      path: '/crews/{id}',
      tags: TAGS,
      summary: 'Delete a crew (its lines keep their hours)',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...crewNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, a) => deleteCrew(tx, a, id));
      return c.body(null, 204);
    },
  );

  return api;
}
