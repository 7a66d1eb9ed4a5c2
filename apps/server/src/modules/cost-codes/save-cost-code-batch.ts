import {
  COST_CODE_RE,
  isParentCode,
  type TCostCode,
  type TCostCodeBatch,
  validateCostCodeBatch,
} from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { standardCostCodes } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { type CostCodeRow, costCodeJson } from './cost-code-json.ts';
import { CostCodeErrors, costCodeDbError } from './cost-codes.errors.ts';
import { findAllCostCodeRows, findCostCodes } from './find-cost-codes.ts';
import { checkCostCodeParents, lockCostCodes } from './lock-cost-codes.ts';

type TUpdate = TCostCodeBatch['updates'][number];

/**
 * Save All Changes (spec §5): the edit mode's creates, updates and deletes in the caller's one
 * transaction — all of them or none. Answers the created rows and the new list.
 *
 * 1. Lock the organization's list, read it, and check the batch against it (the first error names its row).
 * 2. Delete, so freed codes can be reused.
 * 3. Update; rows that trade codes among themselves pass through free temporary codes first, because
 *    the unique constraint is checked row by row.
 * 4. Insert the new rows in one statement.
 * 5. Check the deferred parent key now, then audit the whole change as one entry.
 */
export async function saveCostCodeBatch(
  tx: Db,
  caller: TenantCaller,
  batch: TCostCodeBatch,
): Promise<{ created: TCostCode[]; items: TCostCode[] }> {
  await lockCostCodes(tx, caller);
  const rows = await findAllCostCodeRows(tx, caller);
  const errors = validateCostCodeBatch(rows, batch);
  if (errors[0]) throw CostCodeErrors.fromRule(errors[0]);

  const byId = new Map(rows.map((row) => [row.id, row]));
  const org = caller.organizationId;
  const deleted: CostCodeRow[] = [];
  if (batch.deletes.length > 0) {
    deleted.push(
      ...(await tx
        .delete(standardCostCodes)
        .where(and(eq(standardCostCodes.organizationId, org), inArray(standardCostCodes.id, batch.deletes)))
        .returning()),
    );
  }

  const updates = batch.updates
    .map((u) => ({ ...u, code: u.code.trim(), description: u.description.trim() }))
    .filter((u) => {
      const before = byId.get(u.id);
      return before && (before.code !== u.code || before.description !== u.description);
    });
  const updated = await applyUpdates(tx, org, rows, updates, new Set(batch.deletes)).catch((err: unknown) => {
    throw costCodeDbError(err, 'update');
  });

  const created =
    batch.creates.length === 0
      ? []
      : await tx
          .insert(standardCostCodes)
          .values(
            batch.creates.map((row) => ({
              organizationId: org,
              code: row.code.trim(),
              description: row.description.trim(),
              createdBy: caller.userId,
            })),
          )
          .returning()
          .catch((err: unknown) => {
            throw costCodeDbError(err, 'create');
          });

  await checkCostCodeParents(tx).catch((err: unknown) => {
    throw costCodeDbError(err, batch.deletes.length > 0 ? 'delete' : 'create');
  });

  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'save_cost_codes',
    entity: 'standard_cost_codes',
    before: {
      updated: updated.map((row) => costCodeSummary(byId.get(row.id) ?? row)),
      deleted: deleted.map(costCodeSummary),
    },
    after: { created: created.map(costCodeSummary), updated: updated.map(costCodeSummary) },
    requestId: caller.requestId,
  });
  return { created: created.map(costCodeJson), items: await findCostCodes(tx, caller) };
}

function costCodeSummary(row: CostCodeRow) {
  return { id: row.id, code: row.code, description: row.description };
}

async function applyUpdates(
  tx: Db,
  org: string,
  rows: readonly CostCodeRow[],
  updates: readonly TUpdate[],
  deletedIds: ReadonlySet<string>,
): Promise<CostCodeRow[]> {
  if (updates.length === 0) return [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const heldNow = new Set(rows.filter((row) => !deletedIds.has(row.id)).map((row) => row.code));
  const moving = updates.filter((u) => byId.get(u.id)?.code !== u.code);
  const needsDetour = moving.some((u) => heldNow.has(u.code));
  if (needsDetour) {
    const taken = new Set([...heldNow, ...updates.map((u) => u.code)]);
    const free = freeChildCodes(taken, moving.length);
    await updateMany(
      tx,
      org,
      moving.map((u, index) => ({ id: u.id, code: free[index] ?? u.code, description: u.description })),
    );
  }
  return updateMany(tx, org, updates);
}

/** `count` well-formed child codes nobody holds, from 99-9999 down (temporary homes during a swap). */
function freeChildCodes(taken: ReadonlySet<string>, count: number): string[] {
  const free: string[] = [];
  for (let n = 999_999; n >= 0 && free.length < count; n--) {
    const digits = String(n).padStart(6, '0');
    const code = `${digits.slice(0, 2)}-${digits.slice(2)}`;
    if (COST_CODE_RE.test(code) && !isParentCode(code) && !taken.has(code)) free.push(code);
  }
  return free;
}

/** One UPDATE … FROM (VALUES …) for all rows. */
async function updateMany(tx: Db, org: string, updates: readonly TUpdate[]): Promise<CostCodeRow[]> {
  const values = sql.join(
    updates.map((u) => sql`(${u.id}::uuid, ${u.code}, ${u.description})`),
    sql`, `,
  );
  const changed = await tx.execute(sql`
    update standard_cost_codes s
    set code = v.code, description = v.description, updated_at = now()
    from (values ${values}) as v(id, code, description)
    where s.organization_id = ${org} and s.id = v.id
    returning s.id`);
  const ids = rowsOf<{ id: string }>(changed).map((r) => r.id);
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(standardCostCodes)
    .where(and(eq(standardCostCodes.organizationId, org), inArray(standardCostCodes.id, ids)));
}
