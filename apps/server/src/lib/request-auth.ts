import { can, hasInternalRole, type TPermission, type TRole } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { verifyAccessToken } from '../auth/keys.ts';
import { rowsOf } from '../db/client.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { AppError, CommonErrors } from './app-error.ts';
import { withSystem } from './tenant.ts';

export type RequestAuth = {
  userId: string;
  sessionId: string;
  email: string;
  /** Role records in order of creation; the first one names the user's organization (spec §6). */
  roles: { role: TRole; organizationId: string }[];
  organizationId: string | null;
  isInternal: boolean;
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
};
type RoleRow = { role: TRole; organization_id: string; org_active: boolean };

/**
 * Resolves the caller from the bearer token: a valid ES256 access token whose session still exists,
 * for an account that is active. Answers 401 otherwise. Reads roles so permissions can be checked.
 */
export async function authenticate(deps: AppDeps, c: Context<AppEnv>): Promise<RequestAuth> {
  const cached = c.get('auth');
  if (cached) return cached;
  const token = readBearer(c);
  if (!token) throw CommonErrors.unauthorized();
  const claims = await verifyAccessToken(deps.keys, token);
  if (!claims)
    throw new AppError('invalid_token', 'Your session is invalid or has expired. Please sign in again.', 401);
  const auth = await withSystem(deps.database.db, 'resolve caller', async (tx) => {
    const found = await tx.execute(sql`
      select u.id as user_id, u.email, p.is_active, u.banned_until
      from auth.sessions s
      join auth.users u on u.id = s.user_id
      left join public.profiles p on p.id = u.id
      where s.id = ${claims.session_id} and s.user_id = ${claims.sub}
        and (s.not_after is null or s.not_after > now())`);
    const row = rowsOf<AuthRow>(found)[0];
    if (!row) throw new AppError('session_not_found', 'Your session has ended. Please sign in again.', 401);
    const banned = row.banned_until && new Date(row.banned_until).getTime() > Date.now();
    if (row.is_active === false || banned) {
      throw new AppError('account_disabled', 'Your account is disabled. Contact your administrator.', 401);
    }
    const roleRows = await tx.execute(sql`
      select ur.role, ur.organization_id, o.is_active as org_active
      from public.user_roles ur join public.organizations o on o.id = ur.organization_id
      where ur.user_id = ${row.user_id}
      order by ur.created_at, ur.id`);
    const roles = rowsOf<RoleRow>(roleRows).map((r) => ({ role: r.role, organizationId: r.organization_id }));
    return {
      userId: row.user_id,
      sessionId: claims.session_id,
      email: row.email,
      roles,
      organizationId: roles[0]?.organizationId ?? null,
      isInternal: hasInternalRole(roles.map((r) => r.role)),
    } satisfies RequestAuth;
  });
  c.set('auth', auth);
  return auth;
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
