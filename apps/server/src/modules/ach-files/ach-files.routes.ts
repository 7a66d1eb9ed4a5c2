import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';

/** Direct deposit (issue 21, item 7): NACHA PPD files per payroll run and prenotes. */
export function achFileRoutes(_deps: AppDeps) {
  const api = newApi();
  return api;
}
