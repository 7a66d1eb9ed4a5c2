import {
  IMPORT_RUN_STATUSES,
  IMPORT_SOURCES,
  isImportRunBusy,
  type TImportRollback,
  type TImportRun,
  type TImportRunList,
  type TImportRunListItem,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import { and, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { importFiles, importRunRecords, importRuns, profiles } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/db-errors.ts';
import { isAdvisoryLockHeld } from '../../../lib/tenant.ts';
import { rollbackBlockedBy, statusBeforeRollback } from '../verify/rollback.ts';
import { isImportJobActive, liveProgress, runLockKey } from './import-progress.ts';
import {
  creatorName,
  findRunFiles,
  findRunRow,
  runHeadJson,
  runStages,
  type TImportRunRow,
} from './import-run-rows.ts';

export const INTERRUPTED = 'Interrupted: run the import again to resume';
export const ROLLBACK_INTERRUPTED =
  'The rollback was interrupted (the server restarted) and nothing of it was kept: roll back again.';

/** GET /imports/runs: newest first, by source and status, `search` in the files' names and the creator's name. */
export const ZImportRunListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
  source: z.enum(IMPORT_SOURCES).optional(),
  status: z.enum(IMPORT_RUN_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
});
export type TImportRunListQuery = z.output<typeof ZImportRunListQuery>;

/**
 * A run the row says is busy that no job works on — none of this process, and no other process holds
 * its lock — was cut by a restart. A dry run or
 * an import is marked failed (the stage that was running too) so it can be run again — the import
 * resumes at its first stage not done. A rollback (one transaction, so nothing of it stayed) puts the
 * run back as it was, saying so.
 */
export async function recoverIfInterrupted(tx: Db, row: TImportRunRow): Promise<TImportRunRow> {
  if (!isImportRunBusy(row.status) || isImportJobActive(row.id)) return row;
  // Another server process works on it (its job holds the run's lock while that process lives).
  if (await isAdvisoryLockHeld(tx, runLockKey(row.id))) return row;
  const recovered =
    row.status === 'rolling_back'
      ? { status: statusBeforeRollback(row), error: ROLLBACK_INTERRUPTED }
      : {
          status: 'failed' as const,
          error: INTERRUPTED,
          stages: runStages(row).map((s) =>
            s.status === 'running' ? { ...s, status: 'failed' as const, message: INTERRUPTED } : s,
          ),
        };
  const [updated] = await tx
    .update(importRuns)
    .set({ ...recovered, progress: null, updatedAt: new Date() })
    .where(
      and(
        eq(importRuns.organizationId, row.organizationId),
        eq(importRuns.id, row.id),
        eq(importRuns.status, row.status),
      ),
    )
    .returning();
  return updated ?? row;
}

/** Why the run cannot be rolled back now (imported runs, and failed runs with a stage committed). */
async function rollbackBlockedByOf(tx: Db, row: TImportRunRow): Promise<string | null> {
  const committed =
    row.status === 'failed' &&
    Array.isArray(row.stages) &&
    row.stages.some((s) => (s as { status?: string }).status === 'done');
  if (row.status !== 'imported' && !committed) return null;
  return rollbackBlockedBy(tx, row.organizationId, row.id);
}

/** The run as the API answers it. */
export async function importRunJson(tx: Db, row: TImportRunRow): Promise<TImportRun> {
  const current = await recoverIfInterrupted(tx, row);
  return {
    ...runHeadJson(current, {
      createdByName: await creatorName(tx, current.createdBy),
      rollbackBlockedBy: await rollbackBlockedByOf(tx, current),
      progress: liveProgress(current.id),
    }),
    files: await findRunFiles(tx, current.organizationId, current.id),
    stages: runStages(current),
    rollback: (current.rollback as TImportRollback | null) ?? null,
  };
}

export async function findImportRun(tx: Db, org: string, id: string): Promise<TImportRun> {
  return importRunJson(tx, await findRunRow(tx, org, id));
}

export async function findImportRuns(
  tx: Db,
  org: string,
  query: TImportRunListQuery,
): Promise<TImportRunList> {
  const conditions: SQL[] = [eq(importRuns.organizationId, org)];
  if (query.source) conditions.push(eq(importRuns.source, query.source));
  if (query.status) conditions.push(eq(importRuns.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matching = or(
      exists(
        tx
          .select({ one: sql`1` })
          .from(importFiles)
          .where(
            and(
              eq(importFiles.organizationId, org),
              eq(importFiles.runId, importRuns.id),
              ilike(importFiles.fileName, pattern),
            ),
          ),
      ),
      exists(
        tx
          .select({ one: sql`1` })
          .from(profiles)
          .where(and(eq(profiles.id, importRuns.createdBy), ilike(profiles.fullName, pattern))),
      ),
    );
    if (matching) conditions.push(matching);
  }
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(importRuns).where(where);
  const page = await tx
    .select({ run: importRuns, fullName: profiles.fullName, email: profiles.email })
    .from(importRuns)
    .leftJoin(profiles, eq(profiles.id, importRuns.createdBy))
    .where(where)
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const rows = page.map((p) => p.run);
  const names = new Map(page.map((p) => [p.run.id, p.fullName || p.email || null]));
  const ids = rows.map((r) => r.id);
  const fileCounts = new Map<string, number>();
  const recordCounts = new Map<string, number>();
  if (ids.length > 0) {
    for (const r of await tx
      .select({ runId: importFiles.runId, n: count() })
      .from(importFiles)
      .where(and(eq(importFiles.organizationId, org), inArray(importFiles.runId, ids)))
      .groupBy(importFiles.runId))
      fileCounts.set(r.runId, r.n);
    for (const r of await tx
      .select({ runId: importRunRecords.runId, n: count() })
      .from(importRunRecords)
      .where(and(eq(importRunRecords.organizationId, org), inArray(importRunRecords.runId, ids)))
      .groupBy(importRunRecords.runId))
      recordCounts.set(r.runId, r.n);
  }
  const runs: TImportRunListItem[] = [];
  for (const row of rows) {
    const current = await recoverIfInterrupted(tx, row);
    runs.push({
      ...runHeadJson(current, {
        createdByName: names.get(row.id) ?? null,
        rollbackBlockedBy: await rollbackBlockedByOf(tx, current),
        progress: liveProgress(current.id),
      }),
      file_count: fileCounts.get(row.id) ?? 0,
      record_count: recordCounts.get(row.id) ?? 0,
    });
  }
  return { runs, total: total?.n ?? 0, page: query.page, page_size: query.page_size };
}
