import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';

/** Certified payroll set-up (issue 22, items 1–3, 8): prevailing-wage jobs, wage determinations and classifications, apprentice programs and registrations, fringe plans, certifying officers, job compliance viewers. */
export function certifiedSetupRoutes(_deps: AppDeps) {
  const api = newApi();
  return api;
}
