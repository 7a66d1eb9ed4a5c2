import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, employees } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { departmentJson } from './department-json.ts';
import { DepartmentErrors } from './departments.errors.ts';
import { findDepartmentRow } from './get-department.ts';

/**
 * Deletes a department for good; system departments cannot be deleted (spec §4), nor one that employees
 * are in (they would silently lose it): move them or deactivate the department instead.
 */
export async function deleteDepartment(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await findDepartmentRow(tx, caller, id);
  if (before.isSystem) throw DepartmentErrors.systemDelete();
  const [assigned] = await tx
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.organizationId, caller.organizationId), eq(employees.departmentId, id)));
  if ((assigned?.n ?? 0) > 0) throw DepartmentErrors.inUse(assigned?.n ?? 0);
  const deleted = await tx
    .delete(departments)
    .where(and(eq(departments.organizationId, caller.organizationId), eq(departments.id, id)))
    .returning({ id: departments.id });
  if (deleted.length === 0) throw DepartmentErrors.notFound();
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'delete_department',
    entity: 'departments',
    entityId: id,
    before: departmentJson(before),
    requestId: caller.requestId,
  });
}
