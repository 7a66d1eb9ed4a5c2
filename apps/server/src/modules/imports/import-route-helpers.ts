import { can, IMPORT_MESSAGES } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { organizations } from '../../db/schema/index.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import {
  callerOf,
  notFoundResponse,
  type TenantCaller,
  tenantCaller,
  tenantRunner,
} from '../../lib/api-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { rolesInOrganization } from '../../lib/request-auth.ts';
import { withSystem } from '../../lib/tenant.ts';

/*
 * What the import routes (issue 24) share: the tenant transaction of a request — for internal support
 * (support:read) optionally another, client company's, named by `?organization_id=` (the run is marked
 * `on_behalf` and every change audited) — and the answers their OpenAPI documents repeat.
 */

export const IMPORT_TAGS = ['Imports'];

/** The caller, and whether internal support acts for a client company. */
export type TImportCaller = TenantCaller & { onBehalf: boolean };

/** The company a request works in: the caller's own, or (internal support only) `?organization_id=`. */
export async function importCallerOf(deps: AppDeps, c: Context<AppEnv>): Promise<TImportCaller> {
  const auth = callerOf(c);
  const own = tenantCaller(auth, c.get('requestId'));
  const target = c.req.query('organization_id');
  if (!target || target === own.organizationId) return { ...own, onBehalf: false };
  if (!can(rolesInOrganization(auth), 'support:read')) {
    throw new AppError('forbidden', IMPORT_MESSAGES.onBehalfDenied, 403);
  }
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const client = uuid.test(target)
    ? await withSystem(deps.database.db, 'support imports for a client company', (tx) =>
        tx
          .select({ id: organizations.id })
          .from(organizations)
          .where(and(eq(organizations.id, target), eq(organizations.isInternal, false))),
      )
    : [];
  if (client.length === 0) throw new AppError('company_not_found', 'Company not found', 404);
  return { ...own, organizationId: target, onBehalf: true };
}

/** One tenant transaction for the request's company: `c.json(await run(c, (tx, caller) => …), 200)`. */
export const importRunner = (deps: AppDeps) => tenantRunner(deps, (c) => importCallerOf(deps, c));

export type TImportRunner = ReturnType<typeof importRunner>;

export const importRunNotFound = notFoundResponse('Import run not found (import_run_not_found)');
