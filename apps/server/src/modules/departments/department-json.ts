import type { TDepartment } from '@groundwork/shared';
import type { departments } from '../../db/schema/index.ts';

export type DepartmentRow = typeof departments.$inferSelect;

export function departmentJson(d: DepartmentRow): TDepartment {
  return {
    id: d.id,
    organization_id: d.organizationId,
    name: d.name,
    department_code: d.departmentCode,
    description: d.description,
    is_active: d.isActive,
    is_system: d.isSystem,
    created_by: d.createdBy,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}
