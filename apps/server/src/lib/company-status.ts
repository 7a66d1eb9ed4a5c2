import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether the person `userId` (an SQL expression) belongs to companies and every one of them is
 * deactivated by client support: null (no role at all) and false both mean "may go on".
 */
export function everyCompanyInactive(userId: SQL): SQL<boolean | null> {
  return sql<boolean | null>`(select bool_and(not o.is_active) from public.user_roles r
    join public.organizations o on o.id = r.organization_id where r.user_id = ${userId})`;
}
