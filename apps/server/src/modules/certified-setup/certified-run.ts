import type { AppDeps } from '../../deps.ts';
import { callerOf, tenantCaller, tenantRunner } from '../../lib/api-route.ts';
import { rolesInOrganization } from '../../lib/request-auth.ts';
import type { TCertifiedCaller } from './certified-access.ts';

/** One tenant transaction per request with the caller's roles in the company (for per-job checks). */
export const certifiedRunner = (deps: AppDeps) =>
  tenantRunner(deps, (c): TCertifiedCaller => {
    const auth = callerOf(c);
    return { ...tenantCaller(auth, c.get('requestId')), roles: rolesInOrganization(auth) };
  });
