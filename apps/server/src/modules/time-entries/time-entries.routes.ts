import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';

/** Time entry (issue 21, item 1): time lines, crews, submit, approve, reject. */
export function timeEntryRoutes(_deps: AppDeps) {
  const api = newApi();
  return api;
}
