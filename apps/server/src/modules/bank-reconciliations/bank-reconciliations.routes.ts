import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';

/** Bank reconciliation (issue 23): routes filled in by the module's work. */
export function bankReconciliationRoutes(_deps: AppDeps) {
  const api = newApi();
  return api;
}
