import { type TPermission, ZApiError } from '@groundwork/shared';
import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { AppError, CommonErrors } from './app-error.ts';
import { assertPasswordChanged, assertPermission, authenticate, type RequestAuth } from './request-auth.ts';
import { inRequestScope, withTenant } from './tenant.ts';

export type ApiRouteOptions = {
  /** Open to a person who must still change the password an administrator set (GET /me, the change itself). */
  beforePasswordChange?: boolean;
};

/**
 * Authenticates the caller and checks the route's declared permission, before the request is parsed:
 * no token → 401, a password still to be changed → 403 (unless the route is needed to change it), a
 * role without the permission → 403.
 */
export function requirePermission(
  deps: AppDeps,
  permission: TPermission,
  options: ApiRouteOptions = {},
): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    inRequestScope(async () => {
      // The request carries on in the transaction its authentication opened (one round trip fewer, and
      // the tenant set in it) when it has nothing left to wait for: a read, or a body already read in
      // full (the hostile-input check reads every JSON body, bounded by the body limits). A body still
      // arriving — a file upload — is not waited for while holding a connection.
      const openTenantTransaction =
        c.req.method === 'GET' || c.req.method === 'HEAD' || Object.keys(c.req.bodyCache).length > 0;
      const auth = await authenticate(deps, c, { openTenantTransaction });
      if (!options.beforePasswordChange) assertPasswordChanged(auth);
      assertPermission(auth, permission);
      await next();
    });
}

export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ZApiError } } },
  401: { description: 'Not signed in', content: { 'application/json': { schema: ZApiError } } },
  403: { description: 'Not allowed', content: { 'application/json': { schema: ZApiError } } },
} as const;

/** A JSON response of the OpenAPI document: `responses: { 200: jsonResponse('The customer', ZCustomer) }`. */
export function jsonResponse<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } };
}

/** A required JSON body of the OpenAPI document: `request: { params: ZIdParams, ...jsonBody(ZUpdateX) }`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

/** The path parameter of `/things/{id}` routes. */
export const ZIdParams = z.object({ id: z.string().uuid() });

/** The 404 answer of an `{id}` route: `responses: { 200: …, ...notFoundResponse('Customer not found') }`. */
export function notFoundResponse(description: string) {
  return { 404: jsonResponse(description, ZApiError) };
}

/**
 * A route of /api/v1 that declares the permission it needs (also in the OpenAPI document as
 * x-permission, and x-before-password-change for the few a person with a temporary password may call).
 */
export function apiRoute<const R extends Omit<RouteConfig, 'middleware'>>(
  deps: AppDeps,
  permission: TPermission,
  route: R,
  options: ApiRouteOptions = {},
) {
  return createRoute({
    ...route,
    middleware: [requirePermission(deps, permission, options)],
    'x-permission': permission,
    ...(options.beforePasswordChange ? { 'x-before-password-change': true } : {}),
    responses: { ...errorResponses, ...route.responses },
  } as R & { middleware: MiddlewareHandler<AppEnv>[] });
}

/** The caller resolved by the permission middleware. */
export function callerOf(c: { get: (key: 'auth') => RequestAuth | undefined }): RequestAuth {
  const auth = c.get('auth');
  if (!auth) throw CommonErrors.unauthorized();
  return auth;
}

/** The caller of an organization-scoped route: who, in which organization, for which request. */
export type TenantCaller = { userId: string; organizationId: string; requestId: string | null };

/** The caller as use cases take it; the permission middleware has already refused callers without an organization. */
export function tenantCaller(auth: RequestAuth, requestId: string | undefined): TenantCaller {
  if (!auth.organizationId) throw CommonErrors.noOrganization();
  return { userId: auth.userId, organizationId: auth.organizationId, requestId: requestId ?? null };
}

/** The 409 answer of a route: `responses: { 200: …, ...conflictResponse('Already matched') }`. */
export function conflictResponse(description: string) {
  return { 409: jsonResponse(description, ZApiError) };
}

/** The 204 answer of a delete route. */
export const deletedResponse = { 204: { description: 'Deleted' } };

/**
 * One tenant transaction per request: `c.json(await run(c, (tx, caller) => …), 200)`. The caller is
 * `tenantCaller`'s unless `callerFor` resolves another (with the caller's roles, or a client company
 * internal support acts for); the transaction is that caller's organization's.
 */
export function tenantRunner(deps: AppDeps): TTenantRunner<TenantCaller>;
export function tenantRunner<C extends TenantCaller>(
  deps: AppDeps,
  callerFor: (c: Context<AppEnv>) => C | Promise<C>,
): TTenantRunner<C>;
export function tenantRunner(
  deps: AppDeps,
  callerFor: (c: Context<AppEnv>) => TenantCaller | Promise<TenantCaller> = (c) =>
    tenantCaller(callerOf(c), c.get('requestId')),
): TTenantRunner<TenantCaller> {
  const db = deps.database.db;
  return async (c, fn) => {
    const caller = await callerFor(c);
    return withTenant(db, caller, (tx) => fn(tx, caller));
  };
}

export type TTenantRunner<C> = <T>(c: Context<AppEnv>, fn: (tx: Db, caller: C) => Promise<T>) => Promise<T>;

/** An OpenAPIHono whose validation failures answer `{ error: { code, message } }` with the first message. */
export function newApi(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new AppError('invalid_input', issue?.message ?? 'Invalid input', 400);
      }
    },
  });
}
