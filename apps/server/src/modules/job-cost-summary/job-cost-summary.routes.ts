import { ZCostSummary, ZCostSummaryQuery } from '@groundwork/shared';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonResponse,
  newApi,
  notFoundResponse,
  tenantCaller,
  ZIdParams,
} from '../../lib/api-route.ts';
import { withTenant } from '../../lib/tenant.ts';
import { assertJob } from '../job-budgets/budget-reference.ts';
import { jobCostSummary } from './job-cost-summary.ts';

/** The job cost summary: budget against commitments and actual cost (issue 14, item 6). */
export function jobCostSummaryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'jobcost:read', {
      method: 'get',
      path: '/jobs/{id}/cost-summary',
      tags: ['Job cost'],
      summary:
        'Per cost code × category and in total: original budget, approved budget changes (0 until customer change orders), revised budget, committed (issued, executed and closed commitments with approved change orders), pending commitment changes, actual cost (ledger, through as_of), committed not invoiced, revised − committed (is_over_committed when below 0)',
      request: { params: ZIdParams, query: ZCostSummaryQuery },
      responses: { 200: jsonResponse('The summary', ZCostSummary), ...notFoundResponse('Job not found') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { as_of } = c.req.valid('query');
      const summary = await withTenant(db, caller, async (tx) => {
        await assertJob(tx, caller.organizationId, id);
        return jobCostSummary(tx, caller.organizationId, id, as_of);
      });
      return c.json(summary, 200);
    },
  );

  return api;
}
