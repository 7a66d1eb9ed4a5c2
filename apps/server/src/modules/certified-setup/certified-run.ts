import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { callerOf, tenantCaller } from '../../lib/api-route.ts';
import { rolesInOrganization } from '../../lib/request-auth.ts';
import { withTenant } from '../../lib/tenant.ts';
import type { TCertifiedCaller } from './certified-access.ts';

/** One tenant transaction per request with the caller's roles in the company (for per-job checks). */
export function certifiedRunner(deps: AppDeps) {
  const db = deps.database.db;
  return <T>(c: Context<AppEnv>, fn: (tx: Db, caller: TCertifiedCaller) => Promise<T>): Promise<T> => {
    const auth = callerOf(c);
    const caller = { ...tenantCaller(auth, c.get('requestId')), roles: rolesInOrganization(auth) };
    return withTenant(db, caller, (tx) => fn(tx, caller));
  };
}

export const deletedResponse = { 204: { description: 'Deleted' } };
