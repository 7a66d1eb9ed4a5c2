import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';

/** Employee pay setup and payroll settings (issue 21, items 3 and 4): pay profiles, rates, W-4, state certificates, deductions, direct deposit accounts, workers' comp classes, fringe rates, overtime rules, tax parameters. */
export function paySetupRoutes(_deps: AppDeps) {
  const api = newApi();
  return api;
}
