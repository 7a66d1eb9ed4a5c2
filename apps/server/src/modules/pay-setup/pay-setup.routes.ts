import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';
import { employeePayRoutes } from './employee-pay.routes.ts';
import { payrollSettingsRoutes } from './payroll-settings.routes.ts';
import { taxParameterRoutes } from './tax-parameters.routes.ts';

/** Employee pay setup and payroll settings (issue 21, items 3 and 4): pay profiles, rates, W-4, state certificates, deductions, direct deposit accounts, workers' comp classes, fringe rates, overtime rules, tax parameters. */
export function paySetupRoutes(deps: AppDeps) {
  const api = newApi();
  api.route('/', employeePayRoutes(deps));
  api.route('/', payrollSettingsRoutes(deps));
  api.route('/', taxParameterRoutes(deps));
  return api;
}
