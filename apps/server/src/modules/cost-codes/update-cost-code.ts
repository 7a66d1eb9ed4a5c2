import type { TCostCode, TUpdateCostCode } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { standardCostCodes } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { type CostCodeRow, costCodeJson } from './cost-code-json.ts';
import { CostCodeErrors } from './cost-codes.errors.ts';
import { saveCostCodeBatch } from './save-cost-code-batch.ts';

/** One cost code of the caller's organization; another organization's id is simply not found. */
export async function findCostCodeRow(tx: Db, caller: TenantCaller, id: string): Promise<CostCodeRow> {
  const [row] = await tx
    .select()
    .from(standardCostCodes)
    .where(and(eq(standardCostCodes.organizationId, caller.organizationId), eq(standardCostCodes.id, id)));
  if (!row) throw CostCodeErrors.notFound();
  return row;
}

/** Edits one cost code's code or description: a batch of one. */
export async function updateCostCode(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateCostCode,
): Promise<TCostCode> {
  const before = await findCostCodeRow(tx, caller, id);
  const code = input.code ?? before.code;
  const description = input.description ?? before.description;
  if (code === before.code && description === before.description) return costCodeJson(before);
  await saveCostCodeBatch(tx, caller, { creates: [], updates: [{ id, code, description }], deletes: [] });
  return costCodeJson(await findCostCodeRow(tx, caller, id));
}
