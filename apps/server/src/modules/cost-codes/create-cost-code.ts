import type { TCostCode, TCostCodeInput } from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { saveCostCodeBatch } from './save-cost-code-batch.ts';

/** Adds one cost code: a batch of one, so the same rules and messages apply. */
export async function createCostCode(
  tx: Db,
  caller: TenantCaller,
  input: TCostCodeInput,
): Promise<TCostCode> {
  const { created } = await saveCostCodeBatch(tx, caller, { creates: [input], updates: [], deletes: [] });
  const [row] = created;
  if (!row) throw new Error('cost code insert returned no row');
  return row;
}
