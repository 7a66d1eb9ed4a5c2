import type { TDepartment, TUpdateDepartment } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { departmentJson } from './department-json.ts';
import { DEPARTMENT_NAME_INDEX, DepartmentErrors } from './departments.errors.ts';
import { findDepartmentRow } from './get-department.ts';

/**
 * Edits a department's name, code, description, or activates / deactivates it. A system department
 * keeps its name and stays active (spec §4); its code and description may change.
 */
export async function updateDepartment(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateDepartment,
): Promise<TDepartment> {
  const before = await findDepartmentRow(tx, caller, id);
  if (before.isSystem) {
    if (input.name !== undefined && input.name !== before.name) throw DepartmentErrors.systemRename();
    if (input.is_active === false) throw DepartmentErrors.systemDeactivate();
  }
  const [row] = await tx
    .update(departments)
    .set({
      name: input.name,
      departmentCode: input.department_code,
      description: input.description,
      isActive: input.is_active,
      updatedAt: new Date(),
    })
    .where(and(eq(departments.organizationId, caller.organizationId), eq(departments.id, id)))
    .returning()
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === DEPARTMENT_NAME_INDEX) throw DepartmentErrors.nameTaken();
      throw err;
    });
  if (!row) throw DepartmentErrors.notFound();
  const department = departmentJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_department',
    entity: 'departments',
    entityId: id,
    before: departmentJson(before),
    after: department,
    requestId: caller.requestId,
  });
  return department;
}
