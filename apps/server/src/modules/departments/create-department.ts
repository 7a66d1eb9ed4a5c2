import { DEPARTMENT_LIMIT, type TCreateDepartment, type TDepartment } from '@groundwork/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { findOrganizationRow } from '../organizations/get-organization.ts';
import { departmentJson } from './department-json.ts';
import { DEPARTMENT_NAME_INDEX, DepartmentErrors } from './departments.errors.ts';

/**
 * Adds a department (active). Procedure:
 * 1. Lock the organization row, so two people adding at once are counted one after the other.
 * 2. Count the non-system departments; at the limit (10) refuse.
 * 3. Insert; the unique index refuses a name the company already uses (case-insensitive).
 */
export async function createDepartment(
  tx: Db,
  caller: TenantCaller,
  input: TCreateDepartment,
): Promise<TDepartment> {
  await findOrganizationRow(tx, caller, { forUpdate: true });
  const [counted] = await tx
    .select({ total: count() })
    .from(departments)
    .where(and(eq(departments.organizationId, caller.organizationId), eq(departments.isSystem, false)));
  if ((counted?.total ?? 0) >= DEPARTMENT_LIMIT) throw DepartmentErrors.limitReached();
  const [row] = await tx
    .insert(departments)
    .values({
      organizationId: caller.organizationId,
      name: input.name,
      departmentCode: input.department_code,
      description: input.description,
      isActive: true,
      isSystem: false,
      createdBy: caller.userId,
    })
    .returning()
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === DEPARTMENT_NAME_INDEX) throw DepartmentErrors.nameTaken();
      throw err;
    });
  if (!row) throw new Error('department insert returned no row');
  const department = departmentJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_department',
    entity: 'departments',
    entityId: row.id,
    after: department,
    requestId: caller.requestId,
  });
  return department;
}
