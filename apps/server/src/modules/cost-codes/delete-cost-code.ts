import type { Db } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { saveCostCodeBatch } from './save-cost-code-batch.ts';
import { findCostCodeRow } from './update-cost-code.ts';

/** Deletes one cost code; a parent with children is refused ('Cannot delete parent with children'). */
export async function deleteCostCode(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  await findCostCodeRow(tx, caller, id);
  await saveCostCodeBatch(tx, caller, { creates: [], updates: [], deletes: [id] });
}
