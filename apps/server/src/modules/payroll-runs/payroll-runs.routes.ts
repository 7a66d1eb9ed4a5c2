import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';

/** Payroll runs (issue 21, items 5–7): calculate, approve, post, void, pay stubs, settlement, liability payments, NACHA files. */
export function payrollRunRoutes(_deps: AppDeps) {
  const api = newApi();
  return api;
}
