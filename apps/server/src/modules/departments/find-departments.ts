import type { TDepartment, TDepartmentListQuery } from '@groundwork/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { departmentJson } from './department-json.ts';

/**
 * The organization's departments (spec §7): for management all of them, system ones first, then by
 * name; for pickers (`active`) the active ones by name.
 */
export async function findDepartments(
  tx: Db,
  caller: TenantCaller,
  query: TDepartmentListQuery,
): Promise<TDepartment[]> {
  const ofOrganization = eq(departments.organizationId, caller.organizationId);
  const rows = query.active
    ? await tx
        .select()
        .from(departments)
        .where(and(ofOrganization, eq(departments.isActive, true)))
        .orderBy(asc(departments.name), asc(departments.id))
    : await tx
        .select()
        .from(departments)
        .where(ofOrganization)
        .orderBy(desc(departments.isSystem), asc(departments.name), asc(departments.id));
  return rows.map(departmentJson);
}
