import {
  ZApiError,
  ZApprenticeProgram,
  ZApprenticeProgramInput,
  ZApprenticeship,
  ZApprenticeshipInput,
  ZCertifiedPerson,
  ZCertifyingOfficer,
  ZCertifyingOfficerInput,
  ZEmployeeCertifiedSetup,
  ZEndApprenticeship,
  ZFringePlan,
  ZFringePlanInput,
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
import {
  createApprenticeProgram,
  deleteApprenticeProgram,
  getApprenticeProgram,
  listApprenticePrograms,
  updateApprenticeProgram,
} from './apprentice-programs.ts';
import { assertOfficeReader } from './certified-access.ts';
import { addOfficer, companyPeople, listOfficers, removeOfficer } from './certified-people.ts';
import { certifiedRunner } from './certified-run.ts';
import {
  createFringePlan,
  deleteApprenticeship,
  deleteFringePlan,
  employeeCertifiedSetup,
  endApprenticeship,
  registerApprenticeship,
  updateFringePlan,
} from './employee-certified-setup.ts';

const TAGS = ['Certified payroll'];
const conflict = { 409: jsonResponse('Refused by the state of the set-up', ZApiError) };

/**
 * Company-wide certified set-up (issue 22, items 1, 3 and 8): apprenticeship programs (ratio, wage and
 * fringe percent by level), employees' apprenticeships and fringe plans, certifying officers. Reading:
 * certified:read (employees' plans and registrations: the office only); changing: certified:setup.
 */
export function certifiedPeopleRoutes(deps: AppDeps) {
  const api = newApi();
  const run = certifiedRunner(deps);

  // ---------------------------------------------------------------- apprentice programs
  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/apprentice-programs',
      tags: TAGS,
      summary: 'The apprenticeship programs with their ratio, levels and registered apprentices',
      responses: { 200: jsonResponse('The programs', z.object({ items: z.array(ZApprenticeProgram) })) },
    }),
    async (c) => c.json({ items: await run(c, (tx, caller) => listApprenticePrograms(tx, caller)) }, 200),
  );
  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/apprentice-programs/{id}',
      tags: TAGS,
      summary: 'One apprenticeship program',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The program', ZApprenticeProgram), ...notFoundResponse('Not found') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await run(c, (tx, caller) => getApprenticeProgram(tx, caller, id)), 200);
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'post',
      path: '/certified/apprentice-programs',
      tags: TAGS,
      summary:
        'Add an apprenticeship program: name, registration number, journeyworker classification, ratio apprentices : journeyworkers, wage and fringe percent by level',
      request: jsonBody(ZApprenticeProgramInput),
      responses: { 201: jsonResponse('The program', ZApprenticeProgram), ...conflict },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => createApprenticeProgram(tx, caller, input)), 201);
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'put',
      path: '/certified/apprentice-programs/{id}',
      tags: TAGS,
      summary: 'Change an apprenticeship program',
      request: { params: ZIdParams, ...jsonBody(ZApprenticeProgramInput) },
      responses: {
        200: jsonResponse('The program', ZApprenticeProgram),
        ...notFoundResponse('Not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => updateApprenticeProgram(tx, caller, id, input)), 200);
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'delete',
      path: '/certified/apprentice-programs/{id}',
      tags: TAGS,
      summary: 'Delete a program no one is registered in (otherwise mark it inactive)',
      request: { params: ZIdParams },
      responses: { ...deletedResponse, ...notFoundResponse('Not found'), ...conflict },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => deleteApprenticeProgram(tx, caller, id));
      return c.body(null, 204);
    },
  );

  // ---------------------------------------------------------------- employees
  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/employees/{id}',
      tags: TAGS,
      summary: "An employee's fringe plans and apprenticeships (the office only)",
      request: { params: ZIdParams },
      responses: {
        200: jsonResponse('The set-up', ZEmployeeCertifiedSetup),
        ...notFoundResponse('Employee not found'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(
        await run(c, (tx, caller) => {
          assertOfficeReader(caller);
          return employeeCertifiedSetup(tx, caller, id);
        }),
        200,
      );
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'post',
      path: '/certified/employees/{id}/fringe-plans',
      tags: TAGS,
      summary:
        "Add an employee's fringe plan: health, pension, vacation, training or other; a contribution per hour, or an annual amount over annual hours (2,080 by default)",
      request: { params: ZIdParams, ...jsonBody(ZFringePlanInput) },
      responses: { 201: jsonResponse('The plan', ZFringePlan), ...notFoundResponse('Employee not found') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => createFringePlan(tx, caller, id, input)), 201);
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'put',
      path: '/certified/fringe-plans/{id}',
      tags: TAGS,
      summary: "Change an employee's fringe plan",
      request: { params: ZIdParams, ...jsonBody(ZFringePlanInput) },
      responses: { 200: jsonResponse('The plan', ZFringePlan), ...notFoundResponse('Not found') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => updateFringePlan(tx, caller, id, input)), 200);
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'delete',
      path: '/certified/fringe-plans/{id}',
      tags: TAGS,
      summary: "Delete an employee's fringe plan",
      request: { params: ZIdParams },
      responses: { ...deletedResponse, ...notFoundResponse('Not found') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => deleteFringePlan(tx, caller, id));
      return c.body(null, 204);
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'post',
      path: '/certified/employees/{id}/apprenticeships',
      tags: TAGS,
      summary:
        'Register an employee in an apprenticeship program at a level (one open registration at a time)',
      request: { params: ZIdParams, ...jsonBody(ZApprenticeshipInput) },
      responses: {
        201: jsonResponse('The registration', ZApprenticeship),
        ...notFoundResponse('Not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => registerApprenticeship(tx, caller, id, input)), 201);
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'post',
      path: '/certified/apprenticeships/{id}/end',
      tags: TAGS,
      summary: 'End an apprenticeship registration on a date',
      request: { params: ZIdParams, ...jsonBody(ZEndApprenticeship) },
      responses: {
        200: jsonResponse('The registration', ZApprenticeship),
        ...notFoundResponse('Not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { ended_on } = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => endApprenticeship(tx, caller, id, ended_on)), 200);
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'delete',
      path: '/certified/apprenticeships/{id}',
      tags: TAGS,
      summary: 'Remove an apprenticeship registration entered by mistake',
      request: { params: ZIdParams },
      responses: { ...deletedResponse, ...notFoundResponse('Not found') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => deleteApprenticeship(tx, caller, id));
      return c.body(null, 204);
    },
  );

  // ---------------------------------------------------------------- officers and people
  api.openapi(
    apiRoute(deps, 'certified:read', {
      method: 'get',
      path: '/certified/officers',
      tags: TAGS,
      summary: 'The certifying officers: the only people who may sign a WH-347',
      responses: { 200: jsonResponse('The officers', z.object({ items: z.array(ZCertifyingOfficer) })) },
    }),
    async (c) => c.json({ items: await run(c, (tx, caller) => listOfficers(tx, caller)) }, 200),
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'post',
      path: '/certified/officers',
      tags: TAGS,
      summary:
        'Mark a person of the company as certifying officer with their title (company admin, accountant, project manager or superintendent)',
      request: jsonBody(ZCertifyingOfficerInput),
      responses: {
        201: jsonResponse('The officer', ZCertifyingOfficer),
        ...notFoundResponse('Not found'),
        ...conflict,
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      return c.json(await run(c, (tx, caller) => addOfficer(tx, caller, input)), 201);
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'delete',
      path: '/certified/officers/{id}',
      tags: TAGS,
      summary: "Remove a certifying officer (id = the person's user id)",
      request: { params: ZIdParams },
      responses: { ...deletedResponse, ...notFoundResponse('Not found') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => removeOfficer(tx, caller, id));
      return c.body(null, 204);
    },
  );
  api.openapi(
    apiRoute(deps, 'certified:setup', {
      method: 'get',
      path: '/certified/people',
      tags: TAGS,
      summary:
        'The members of the company with their roles, to choose certifying officers and compliance viewers',
      responses: { 200: jsonResponse('The people', z.object({ items: z.array(ZCertifiedPerson) })) },
    }),
    async (c) => c.json({ items: await run(c, (tx, caller) => companyPeople(tx, caller)) }, 200),
  );

  return api;
}
