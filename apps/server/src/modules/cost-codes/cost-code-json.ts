import type { TCostCode } from '@groundwork/shared';
import type { standardCostCodes } from '../../db/schema/index.ts';

export type CostCodeRow = typeof standardCostCodes.$inferSelect;

export function costCodeJson(c: CostCodeRow): TCostCode {
  return {
    id: c.id,
    organization_id: c.organizationId,
    code: c.code,
    description: c.description,
    is_active: c.isActive,
    is_parent: c.isParent,
    parent_code: c.parentCode,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
