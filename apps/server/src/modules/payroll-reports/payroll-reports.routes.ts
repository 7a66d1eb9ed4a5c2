import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';

/** Employee reports (issue 21, item 8): payroll register, labor by job, tax liability, FUTA/SUTA wages, remittances, W-2 data. */
export function payrollReportRoutes(_deps: AppDeps) {
  const api = newApi();
  return api;
}
