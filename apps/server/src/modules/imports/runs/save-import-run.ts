import { type TCreateImportRun, type TUpdateImportRun, ZImportRunOptions } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { importRuns } from '../../../db/schema/index.ts';
import { audit } from '../../../lib/audit.ts';
import type { TImportCaller } from '../import-route-helpers.ts';
import { assertEditable, savedMapping } from './import-mapping.ts';
import { ImportRunErrors } from './import-run-errors.ts';
import { findRunRow, hasStageDone, runOptions, type TImportRunRow } from './import-run-rows.ts';
import { forgetModel } from './run-model.ts';

/** A new draft run; the company's saved mapping for the source is its starting mapping. */
export async function createImportRun(
  tx: Db,
  caller: TImportCaller,
  input: TCreateImportRun,
): Promise<TImportRunRow> {
  const org = caller.organizationId;
  const options = ZImportRunOptions.parse(input.options ?? {});
  const mapping = await savedMapping(tx, org, input.source);
  const [row] = await tx
    .insert(importRuns)
    .values({
      organizationId: org,
      source: input.source,
      cutoverDate: input.cutover_date ?? null,
      options,
      mapping,
      onBehalf: caller.onBehalf,
      createdBy: caller.userId,
    })
    .returning();
  if (!row) throw new Error('import run not created');
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_import_run',
    entity: 'import_runs',
    entityId: row.id,
    after: { source: row.source, cutover_date: row.cutoverDate, options, on_behalf: caller.onBehalf },
    requestId: caller.requestId,
  });
  return row;
}

/** The cut-over date and options; a run already previewed goes back to draft (its preview is stale). */
export async function updateImportRun(
  tx: Db,
  caller: TImportCaller,
  id: string,
  input: TUpdateImportRun,
): Promise<TImportRunRow> {
  const org = caller.organizationId;
  const row = await findRunRow(tx, org, id, { forUpdate: true });
  assertEditable(row);
  const options = ZImportRunOptions.parse({ ...runOptions(row), ...(input.options ?? {}) });
  const cutoverDate = input.cutover_date === undefined ? row.cutoverDate : input.cutover_date;
  const [updated] = await tx
    .update(importRuns)
    .set({
      cutoverDate,
      options,
      status: row.status === 'ready' ? 'draft' : row.status,
      updatedAt: new Date(),
    })
    .where(and(eq(importRuns.organizationId, org), eq(importRuns.id, id)))
    .returning();
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'update_import_run',
    entity: 'import_runs',
    entityId: id,
    before: { cutover_date: row.cutoverDate, options: runOptions(row) },
    after: { cutover_date: cutoverDate, options, on_behalf: caller.onBehalf },
    requestId: caller.requestId,
  });
  return updated ?? row;
}

/** Only a draft, or a run that failed before any stage committed, can be deleted (its files go with it). */
export async function deleteImportRun(tx: Db, caller: TImportCaller, id: string): Promise<void> {
  const org = caller.organizationId;
  const row = await findRunRow(tx, org, id, { forUpdate: true });
  const deletable = row.status === 'draft' || (row.status === 'failed' && !hasStageDone(row));
  if (!deletable) throw ImportRunErrors.notDeletable();
  await tx.delete(importRuns).where(and(eq(importRuns.organizationId, org), eq(importRuns.id, id)));
  forgetModel(id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'delete_import_run',
    entity: 'import_runs',
    entityId: id,
    before: { source: row.source, status: row.status },
    after: { on_behalf: caller.onBehalf },
    requestId: caller.requestId,
  });
}
