import {
  ZReportPreference,
  ZReportPreferenceInput,
  ZReportPreferenceList,
  ZReportPreferenceQuery,
} from '@groundwork/shared';
import type { AppDeps } from '../../deps.ts';
import { apiRoute, callerOf, jsonBody, jsonResponse, newApi, tenantCaller } from '../../lib/api-route.ts';
import { withTenant } from '../../lib/tenant.ts';
import { listReportPreferences, readReportPreference, saveReportPreference } from './report-preferences.ts';

const TAGS = ['Reports'];

/** Reports home (issue 17): each person's remembered report parameters, per company and report. */
export function reportRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/reports/preferences',
      tags: TAGS,
      summary: "The caller's last parameters for a report (params null before the first run)",
      request: { query: ZReportPreferenceQuery },
      responses: { 200: jsonResponse('The parameters', ZReportPreference) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { report_key } = c.req.valid('query');
      const preference = await withTenant(db, caller, (tx) =>
        readReportPreference(tx, caller.organizationId, caller.userId, report_key),
      );
      return c.json(preference, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'put',
      path: '/reports/preferences',
      tags: TAGS,
      summary: "Keeps the caller's parameters for a report (replacing the last ones)",
      request: jsonBody(ZReportPreferenceInput),
      responses: { 200: jsonResponse('The parameters kept', ZReportPreference) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { report_key, params } = c.req.valid('json');
      const preference = await withTenant(db, caller, (tx) =>
        saveReportPreference(tx, caller.organizationId, caller.userId, report_key, params),
      );
      return c.json(preference, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'org:read', {
      method: 'get',
      path: '/reports/preferences/mine',
      tags: TAGS,
      summary: 'Every report the caller has parameters for, by report key',
      responses: { 200: jsonResponse('The parameters', ZReportPreferenceList) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const list = await withTenant(db, caller, (tx) =>
        listReportPreferences(tx, caller.organizationId, caller.userId),
      );
      return c.json(list, 200);
    },
  );

  return api;
}
