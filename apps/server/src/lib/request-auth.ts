import { can, hasInternalRole, type TPermission, type TRole } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { type AccessClaims, verifyAccessToken } from '../auth/keys.ts';
import { rowsOf } from '../db/client.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { AppError, CommonErrors } from './app-error.ts';
import { canOpenTenantTransaction, openTenantTransaction, type TPreparedCall } from './tenant.ts';

export type RequestAuth = {
  userId: string;
  sessionId: string;
  email: string;
  /** Role records in order of creation; the first one names the user's organization (spec §6). */
  roles: { role: TRole; organizationId: string }[];
  organizationId: string | null;
  isInternal: boolean;
  /** The profile's password_changed is false (an administrator set the password): see assertPasswordChanged. */
  mustChangePassword: boolean;
};

export function readBearer(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim() || null;
}

export function clientInfo(c: Context): { ip: string | null; userAgent: string | null } {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const ip = env?.incoming?.socket?.remoteAddress ?? null;
  return {
    ip: ip?.replace(/^::ffff:/, '') ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, 512) ?? null,
  };
}

type AuthRow = {
  user_id: string;
  email: string;
  is_active: boolean | null;
  banned_until: Date | string | null;
  has_mfa: boolean;
  password_changed: boolean | null;
  roles: { role: TRole; organizationId: string; active: boolean }[] | string;
};

/** Every company of the person is deactivated (client support): nothing opens until one is reactivated. */
export const companyInactive = () =>
  new AppError(
    'company_inactive',
    "Your company's account is inactive. Please contact Groundwork support.",
    401,
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The live session, the account's state and its role records in creation order, for a verified token;
 * it also sets app.user_id and app.org_id (the first role's organization) for the tenant transaction
 * it may open. The two ids are `$1` (session) and `$2` (user) when prepared, or inlined (the statement
 * may travel with `begin` in one simple-protocol message): only the token's session and user ids,
 * checked to be UUIDs first, ever reach it.
 */
const callerQuery = (
  session: string,
  user: string,
) => `select a.*, set_config('app.user_id', a.user_id::text, true),
      set_config('app.org_id', coalesce(a.roles->0->>'organizationId', ''), true)
    from (
      select u.id as user_id, u.email, p.is_active, p.password_changed, u.banned_until,
        exists(select 1 from auth.mfa_factors f where f.user_id = u.id and f.status = 'verified') as has_mfa,
        coalesce((
          select json_agg(json_build_object('role', ur.role, 'organizationId', ur.organization_id, 'active', o.is_active)
            order by ur.created_at, ur.id)
          from public.user_roles ur join public.organizations o on o.id = ur.organization_id where ur.user_id = u.id
        ), '[]'::json) as roles
      from auth.sessions s
      join auth.users u on u.id = s.user_id
      left join public.profiles p on p.id = u.id
      where s.id = ${session} and s.user_id = ${user}
        and (s.not_after is null or s.not_after > now())
    ) a`;

function callerStatement(sessionId: string, userId: string): string {
  return callerQuery(`'${sessionId}'`, `'${userId}'`);
}

/** The same, prepared once per pooled connection (planning it cost more than running it). */
function callerCall(sessionId: string, userId: string): TPreparedCall {
  return {
    name: 'gw_caller',
    definition: `prepare gw_caller(uuid, uuid) as ${callerQuery('$1', '$2')}`,
    call: `execute gw_caller('${sessionId}', '${userId}')`,
  };
}

export type AuthenticateOptions = {
  /**
   * Read the caller in a tenant transaction opened for the request (begin, this read and the tenant
   * settings in one round trip), which the route's first withTenant then carries on in. Only for
   * requests without a body: the connection is held from here until the handler is done.
   */
  openTenantTransaction?: boolean;
};

/**
 * Resolves the caller from the bearer token: a valid ES256 access token whose session still exists,
 * for an account that is active. Answers 401 otherwise. Reads roles so permissions can be checked.
 * The session and the account are read from the database on every request: a session ended or an
 * account disabled is refused at its next request, whatever the token says.
 */
export async function authenticate(
  deps: AppDeps,
  c: Context<AppEnv>,
  options: AuthenticateOptions = {},
): Promise<RequestAuth> {
  const cached = c.get('auth');
  if (cached) return cached;
  const token = readBearer(c);
  if (!token) throw CommonErrors.unauthorized();
  const claims = await verifyAccessToken(deps.keys, token);
  if (!claims || !UUID.test(claims.session_id) || !UUID.test(claims.sub))
    throw new AppError('invalid_token', 'Your session is invalid or has expired. Please sign in again.', 401);
  let auth: RequestAuth;
  if (options.openTenantTransaction && canOpenTenantTransaction(deps.database)) {
    // Refused callers leave the transaction to the request scope, which rolls it back.
    const opened = await openTenantTransaction<AuthRow>(
      deps.database,
      callerCall(claims.session_id, claims.sub),
    );
    auth = resolveCaller(opened.rows[0], claims);
    opened.allowTenant({ userId: auth.userId, organizationId: auth.organizationId });
  } else {
    const statement = callerStatement(claims.session_id, claims.sub);
    auth = resolveCaller(rowsOf<AuthRow>(await deps.database.db.execute(sql.raw(statement)))[0], claims);
  }
  c.set('auth', auth);
  return auth;
}

function resolveCaller(row: AuthRow | undefined, claims: AccessClaims): RequestAuth {
  if (!row) throw new AppError('session_not_found', 'Your session has ended. Please sign in again.', 401);
  const banned = row.banned_until && new Date(row.banned_until).getTime() > Date.now();
  if (row.is_active === false || banned) {
    throw new AppError('account_disabled', 'Your account is disabled. Contact your administrator.', 401);
  }
  // A user with a verified second factor must have given it in this session (aal2).
  if (row.has_mfa && claims.aal !== 'aal2') {
    throw new AppError('mfa_required', 'Enter the code from your authenticator app to continue', 401);
  }
  const records: { role: TRole; organizationId: string; active: boolean }[] =
    typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles;
  // Every company of the person deactivated by client support: nothing opens until one is reactivated.
  if (records.length > 0 && records.every((r) => !r.active)) throw companyInactive();
  const roles = records.map(({ role, organizationId }) => ({ role, organizationId }));
  return {
    userId: row.user_id,
    sessionId: claims.session_id,
    email: row.email,
    roles,
    organizationId: roles[0]?.organizationId ?? null,
    isInternal: hasInternalRole(roles.map((r) => r.role)),
    mustChangePassword: row.password_changed === false,
  };
}

export const passwordChangeRequired = () =>
  new AppError(
    'password_change_required',
    'You must change your password before continuing. Choose a new password at /change-password.',
    403,
  );

/**
 * A person whose password was set by someone else (an invitation's temporary password, a support reset)
 * may do nothing but change it: the browser sends them to /change-password, and the server refuses
 * everything else, so a leaked temporary password is good for one thing only. Routes that changing
 * the password needs are declared with `{ beforePasswordChange: true }` (apiRoute).
 */
export function assertPasswordChanged(auth: RequestAuth): void {
  if (auth.mustChangePassword) throw passwordChangeRequired();
}

/** The roles the caller holds in their own organization. */
export function rolesInOrganization(auth: RequestAuth): TRole[] {
  return auth.roles.filter((r) => r.organizationId === auth.organizationId).map((r) => r.role);
}

/** Refuses the caller unless one of their roles grants the permission (spec §6, one table in shared). */
export function assertPermission(auth: RequestAuth, permission: TPermission): void {
  if (permission === 'session') return;
  if (!auth.organizationId) throw CommonErrors.noOrganization();
  // Support permissions come from internal roles wherever they are held; others from the own organization.
  const roles = permission.startsWith('support:') ? auth.roles.map((r) => r.role) : rolesInOrganization(auth);
  if (!can(roles, permission)) throw CommonErrors.forbidden();
}
