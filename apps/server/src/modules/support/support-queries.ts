import type {
  TPage,
  TSupportCompany,
  TSupportCompanyQuery,
  TSupportOverview,
  TSupportUser,
  TSupportUserQuery,
} from '@groundwork/shared';
import { and, count, countDistinct, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, profiles, userRoles } from '../../db/schema/index.ts';
import { CommonErrors } from '../../lib/app-error.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { organizationJson } from '../me/get-me.ts';
import { userStatusJson, userStatusQuery } from '../people/user-status-rows.ts';

export const companyNotFound = () => CommonErrors.notFound('Company');

/** The dashboard's cards: companies (total, inactive), users across companies, internal admins. */
export async function supportOverview(tx: Db): Promise<TSupportOverview> {
  const [companies] = await tx
    .select({
      total: count(),
      inactive: sql<number>`count(*) filter (where not ${organizations.isActive})::int`,
    })
    .from(organizations)
    .where(eq(organizations.isInternal, false));
  const [people] = await tx
    .select({ total: countDistinct(userRoles.userId) })
    .from(userRoles)
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(eq(organizations.isInternal, false));
  const [admins] = await tx
    .select({
      directors: sql<number>`count(*) filter (where ${userRoles.role} = 'director')::int`,
      superAdmins: sql<number>`count(*) filter (where ${userRoles.role} = 'super_admin')::int`,
    })
    .from(userRoles);
  return {
    companies: { total: companies?.total ?? 0, inactive: companies?.inactive ?? 0 },
    users: { total: people?.total ?? 0 },
    internal_admins: { directors: admins?.directors ?? 0, super_admins: admins?.superAdmins ?? 0 },
  };
}

// Written out qualified: inside the subquery a bare "id" would be the user_roles row's own.
const userCount = sql<number>`(select count(distinct ur.user_id)::int from public.user_roles ur where ur.organization_id = "organizations"."id")`;

function companyRow(o: typeof organizations.$inferSelect & { userCount: number }): TSupportCompany {
  return {
    id: o.id,
    name: o.name,
    company_number: o.companyNumber,
    subscription_tier: o.subscriptionTier,
    is_active: o.isActive,
    email: o.email,
    phone: o.phone,
    city: o.city,
    state: o.state,
    user_count: o.userCount,
    created_at: o.createdAt.toISOString(),
  };
}

/** Client companies (never the product's own), newest first; search matches name, company ID, e-mail, city. */
export async function findCompanies(tx: Db, query: TSupportCompanyQuery): Promise<TPage<TSupportCompany>> {
  const conditions: SQL[] = [eq(organizations.isInternal, false)];
  if (query.tier) conditions.push(eq(organizations.subscriptionTier, query.tier));
  if (query.status !== 'all') conditions.push(eq(organizations.isActive, query.status === 'active'));
  if (query.search)
    conditions.push(
      sql`lower(${organizations.name} || chr(10) || coalesce(${organizations.companyNumber}, '') || chr(10) || coalesce(${organizations.email}, '') || chr(10) || coalesce(${organizations.city}, '')) like lower(${containsPattern(query.search)})`,
    );
  const where = and(...conditions);
  const [counted] = await tx.select({ total: count() }).from(organizations).where(where);
  const rows = await tx
    .select({ org: organizations, userCount })
    .from(organizations)
    .where(where)
    .orderBy(desc(organizations.createdAt), desc(organizations.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((r) => companyRow({ ...r.org, userCount: r.userCount })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One client company with every field; the product's own organization is not a client company. */
export async function getCompany(tx: Db, id: string) {
  const [row] = await tx
    .select({ org: organizations, userCount })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.isInternal, false)));
  if (!row) throw companyNotFound();
  return { ...organizationJson(row.org), ...companyRow({ ...row.org, userCount: row.userCount }) };
}

/** get_all_users_with_status: one row per role record across companies, newest first. */
export async function findAllUsers(tx: Db, query: TSupportUserQuery): Promise<TPage<TSupportUser>> {
  const conditions: SQL[] = [];
  if (query.organization_id) conditions.push(eq(userRoles.organizationId, query.organization_id));
  if (query.role) conditions.push(eq(userRoles.role, query.role));
  if (query.search)
    conditions.push(
      sql`lower(coalesce(${profiles.fullName}, '') || chr(10) || ${profiles.email} || chr(10) || ${organizations.name}) like lower(${containsPattern(query.search)})`,
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await tx
    .select({ total: count() })
    .from(userRoles)
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(where);
  const rows = await userStatusQuery(tx)
    .where(where)
    .orderBy(desc(userRoles.createdAt), desc(userRoles.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map(userStatusJson),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The people of one client company. */
export async function companyUsers(tx: Db, organizationId: string): Promise<TSupportUser[]> {
  await getCompany(tx, organizationId);
  const rows = await userStatusQuery(tx)
    .where(eq(userRoles.organizationId, organizationId))
    .orderBy(desc(userRoles.createdAt));
  return rows.map(userStatusJson);
}

/** Directors and super admins. */
export async function internalAdmins(tx: Db): Promise<TSupportUser[]> {
  const rows = await userStatusQuery(tx)
    .where(inArray(userRoles.role, ['director', 'super_admin']))
    .orderBy(desc(userRoles.createdAt));
  return rows.map(userStatusJson);
}

/** The support row of one person (their first role record), for answers after a change. */
export async function supportUser(tx: Db, userId: string): Promise<TSupportUser> {
  const [row] = await userStatusQuery(tx)
    .where(eq(userRoles.userId, userId))
    .orderBy(userRoles.createdAt)
    .limit(1);
  if (!row) throw CommonErrors.notFound('User');
  return userStatusJson(row);
}
