import {
  ZCreateJob,
  ZJob,
  ZJobListQuery,
  ZNextJobNumber,
  ZProjectManagerOption,
  ZUpdateJob,
  zPage,
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
import { withTenant } from '../../lib/tenant.ts';
import { createJob } from './create-job.ts';
import { findJobs } from './find-jobs.ts';
import { getJob } from './get-job.ts';
import { findProjectManagers, findSuperintendents } from './job-manager.ts';
import { previewJobNumber } from './preview-job-number.ts';
import { updateJob } from './update-job.ts';

const notFound = notFoundResponse('Job not found (or its customer: Customer not found)');

export function jobRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  // Fixed paths first: `/jobs/{id}` would otherwise take 'next-number' as an id.
  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/jobs/next-number',
      tags: ['Jobs'],
      summary: 'Preview of the next job number J-YY-NNN for the current year (not reserved)',
      responses: { 200: jsonResponse('The next number', ZNextJobNumber) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const projectNumber = await withTenant(db, caller, (tx) => previewJobNumber(tx, caller));
      return c.json({ project_number: projectNumber }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/jobs/project-managers',
      tags: ['Jobs'],
      summary:
        "The company's people with the project manager role (employees not inactive or terminated): the job form's choices",
      responses: {
        200: jsonResponse('The project managers', z.object({ items: z.array(ZProjectManagerOption) })),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) => findProjectManagers(tx, caller.organizationId));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/jobs/superintendents',
      tags: ['Jobs'],
      summary:
        "The company's people with the superintendent role (employees not inactive or terminated): the job form's Superintendent choices; the job's superintendent approves its time",
      responses: {
        200: jsonResponse('The superintendents', z.object({ items: z.array(ZProjectManagerOption) })),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const items = await withTenant(db, caller, (tx) => findSuperintendents(tx, caller.organizationId));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/jobs',
      tags: ['Jobs'],
      summary:
        'Jobs, newest number first; search matches number, name or client; filter by status or customer',
      request: { query: ZJobListQuery },
      responses: { 200: jsonResponse('A page of jobs', zPage(ZJob)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => findJobs(tx, caller, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobs:write', {
      method: 'post',
      path: '/jobs',
      tags: ['Jobs'],
      summary: 'Create a job; the server assigns the next number with generate_job_number',
      request: jsonBody(ZCreateJob),
      responses: { 201: jsonResponse('Created', ZJob), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createJob(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/jobs/{id}',
      tags: ['Jobs'],
      summary: 'One job with its customer',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The job', ZJob), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => getJob(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'jobs:write', {
      method: 'patch',
      path: '/jobs/{id}',
      tags: ['Jobs'],
      summary: 'Edit a job: name, dates, budget, status or customer (client_name follows the customer)',
      request: {
        params: ZIdParams,
        ...jsonBody(ZUpdateJob),
      },
      responses: { 200: jsonResponse('The job', ZJob), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateJob(tx, caller, id, input)), 200);
    },
  );

  return api;
}
