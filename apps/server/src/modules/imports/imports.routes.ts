import type { AppDeps } from '../../deps.ts';
import { newApi } from '../../lib/api-route.ts';
import { importJobRoutes } from './runs/import-job.routes.ts';
import { importPickerRoutes } from './runs/import-pickers.routes.ts';
import { importRunRoutes } from './runs/import-run.routes.ts';
import { importReportRoutes } from './verify/import-report.routes.ts';

/**
 * Imports (issue 24): QuickBooks Desktop, QuickBooks Online and CSV runs — upload, detect, map,
 * preview (dry run), import (background stages), verify, roll back; CSV templates. Every route:
 * imports:run (company admin, accountant; internal support for a client company).
 */
export function importRoutes(deps: AppDeps) {
  const api = newApi();
  api.route('/', importRunRoutes(deps));
  api.route('/', importJobRoutes(deps));
  api.route('/', importPickerRoutes(deps));
  api.route('/', importReportRoutes(deps));
  return api;
}
