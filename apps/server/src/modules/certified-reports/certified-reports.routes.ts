import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';

/** Certified payroll reports (issue 22, items 5–7): WH-347 per job and week, sign-off and amendments, subcontractors' reports, job compliance reports. */
export function certifiedReportRoutes(_deps: AppDeps) {
  const api = newApi();
  return api;
}
