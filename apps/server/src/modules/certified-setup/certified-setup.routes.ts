import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';
import { certifiedJobRoutes } from './certified-jobs.routes.ts';
import { certifiedPeopleRoutes } from './certified-people.routes.ts';

/** Certified payroll set-up (issue 22, items 1–3, 8): prevailing-wage jobs, wage determinations and classifications, apprentice programs and registrations, fringe plans, certifying officers, job compliance viewers. */
export function certifiedSetupRoutes(deps: AppDeps) {
  const api = newApi();
  api.route('/', certifiedJobRoutes(deps));
  api.route('/', certifiedPeopleRoutes(deps));
  return api;
}
