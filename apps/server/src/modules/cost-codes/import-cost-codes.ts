import {
  parentsFirst,
  previewCostCodeImport,
  type TCostCodeImportResult,
  type TCostCodeImportRow,
  type TCostCodePreview,
} from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import { standardCostCodes } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { CostCodeErrors, costCodeDbError } from './cost-codes.errors.ts';
import { findAllCostCodeRows, findCostCodes } from './find-cost-codes.ts';
import { checkCostCodeParents, lockCostCodes } from './lock-cost-codes.ts';

/** Rows per INSERT: 4 parameters each, well under PostgreSQL's 65,535. */
const INSERT_CHUNK = 2_000;

async function existingCodes(tx: Db, caller: TenantCaller): Promise<Set<string>> {
  return new Set((await findAllCostCodeRows(tx, caller)).map((row) => row.code));
}

/** The import preview against the database (spec §5): each row's status and reason; changes nothing. */
export async function previewImport(
  tx: Db,
  caller: TenantCaller,
  rows: readonly TCostCodeImportRow[],
): Promise<TCostCodePreview> {
  return previewCostCodeImport(rows, await existingCodes(tx, caller));
}

/**
 * Imports a whole file (spec §5 CSV import) in the caller's transaction.
 *
 * 1. Lock the organization's list and validate every row again against the database; any invalid row
 *    refuses the whole import ('Cannot import file with validation errors', naming the first row).
 * 2. Insert parents before children, in multi-row statements.
 * 3. Check the deferred parent key now; audit the import as one entry.
 */
export async function importCostCodes(
  tx: Db,
  caller: TenantCaller,
  rows: readonly TCostCodeImportRow[],
): Promise<TCostCodeImportResult> {
  await lockCostCodes(tx, caller);
  const preview = previewCostCodeImport(rows, await existingCodes(tx, caller));
  const firstInvalid = preview.rows.find((row) => row.status === 'invalid');
  if (firstInvalid) {
    throw CostCodeErrors.importBlocked({
      operation: 'import',
      index: firstInvalid.row,
      code: firstInvalid.code,
    });
  }

  const ordered = parentsFirst(preview.rows);
  for (let start = 0; start < ordered.length; start += INSERT_CHUNK) {
    await tx
      .insert(standardCostCodes)
      .values(
        ordered.slice(start, start + INSERT_CHUNK).map((row) => ({
          organizationId: caller.organizationId,
          code: row.code,
          description: row.description,
          createdBy: caller.userId,
        })),
      )
      .catch((err: unknown) => {
        throw costCodeDbError(err, 'import');
      });
  }
  await checkCostCodeParents(tx).catch((err: unknown) => {
    throw costCodeDbError(err, 'import');
  });

  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'import_cost_codes',
    entity: 'standard_cost_codes',
    after: { count: ordered.length, codes: ordered.map((row) => row.code) },
    requestId: caller.requestId,
  });
  return { imported: ordered.length, items: await findCostCodes(tx, caller) };
}
