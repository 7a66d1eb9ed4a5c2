import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import type { DepartmentRow } from './department-json.ts';
import { DepartmentErrors } from './departments.errors.ts';

/** One department of the caller's organization; another organization's id is simply not found. */
export async function findDepartmentRow(tx: Db, caller: TenantCaller, id: string): Promise<DepartmentRow> {
  const [row] = await tx
    .select()
    .from(departments)
    .where(and(eq(departments.organizationId, caller.organizationId), eq(departments.id, id)));
  if (!row) throw DepartmentErrors.notFound();
  return row;
}
