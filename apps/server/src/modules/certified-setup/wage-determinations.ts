import {
  determinationInForce,
  previousModification,
  type TDetermination,
  type TDeterminationInput,
  type TUpdateDetermination,
  type TWageClass,
} from '@groundwork/shared';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  prevailingWageJobs,
  timeEntries,
  wageDeterminationClasses,
  wageDeterminations,
} from '../../db/schema/index.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import {
  assertReadsJob,
  auditSetup,
  findJob,
  type TCertifiedCaller,
  type TJobRow,
} from './certified-access.ts';
import { CertifiedSetupErrors } from './certified-setup.errors.ts';

export type TDetRow = typeof wageDeterminations.$inferSelect;
export type TClassRow = typeof wageDeterminationClasses.$inferSelect;

export const classJson = (r: TClassRow, timeLines: number): TWageClass => ({
  id: r.id,
  determination_id: r.determinationId,
  classification: r.classification,
  basic_rate: Number(r.basicRate).toFixed(4),
  fringe_rate: Number(r.fringeRate).toFixed(4),
  time_lines: timeLines,
});

const detAudited = (r: TDetRow) => ({
  job_id: r.jobId,
  wd_number: r.wdNumber,
  modification: r.modification,
  modification_date: r.modificationDate,
  effective_from: r.effectiveFrom,
  note: r.note,
});

/** Time lines per wage class. */
export async function timeLinesByClass(tx: Db, organizationId: string, classIds: readonly string[]) {
  if (classIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ id: timeEntries.wageClassId, n: count() })
    .from(timeEntries)
    .where(
      and(eq(timeEntries.organizationId, organizationId), inArray(timeEntries.wageClassId, [...classIds])),
    )
    .groupBy(timeEntries.wageClassId);
  return new Map(rows.map((r) => [r.id ?? '', Number(r.n)]));
}

async function determinationsJson(
  tx: Db,
  organizationId: string,
  dets: readonly TDetRow[],
  allOfJob: readonly TDetRow[],
  today: string,
): Promise<TDetermination[]> {
  const classes = dets.length
    ? await tx
        .select()
        .from(wageDeterminationClasses)
        .where(
          and(
            eq(wageDeterminationClasses.organizationId, organizationId),
            inArray(
              wageDeterminationClasses.determinationId,
              dets.map((d) => d.id),
            ),
          ),
        )
        .orderBy(asc(wageDeterminationClasses.classification))
    : [];
  const lines = await timeLinesByClass(
    tx,
    organizationId,
    classes.map((c) => c.id),
  );
  const current = determinationInForce(allOfJob.map(versionOf), today);
  return dets.map((d) => ({
    id: d.id,
    job_id: d.jobId,
    wd_number: d.wdNumber,
    modification: d.modification,
    modification_date: d.modificationDate,
    effective_from: d.effectiveFrom,
    note: d.note,
    is_current: current?.id === d.id,
    classes: classes.filter((c) => c.determinationId === d.id).map((c) => classJson(c, lines.get(c.id) ?? 0)),
    created_at: d.createdAt.toISOString(),
  }));
}

export const versionOf = (d: TDetRow) => ({
  id: d.id,
  wd_number: d.wdNumber,
  modification: d.modification,
  effective_from: d.effectiveFrom,
});

export async function jobDeterminations(tx: Db, organizationId: string, jobId: string): Promise<TDetRow[]> {
  return tx
    .select()
    .from(wageDeterminations)
    .where(and(eq(wageDeterminations.organizationId, organizationId), eq(wageDeterminations.jobId, jobId)))
    .orderBy(
      desc(wageDeterminations.effectiveFrom),
      asc(wageDeterminations.wdNumber),
      desc(wageDeterminations.modification),
    );
}

/** Every modification of the job's determinations (latest first) with its classes. */
export async function listDeterminations(
  tx: Db,
  caller: TCertifiedCaller,
  jobId: string,
  today: string,
): Promise<TDetermination[]> {
  const job = await findJob(tx, caller.organizationId, jobId);
  assertReadsJob(caller, job);
  const dets = await jobDeterminations(tx, caller.organizationId, jobId);
  return determinationsJson(tx, caller.organizationId, dets, dets, today);
}

/** The modification in force on `date` on the job (404 when none is). */
export async function determinationForDate(
  tx: Db,
  caller: TCertifiedCaller,
  jobId: string,
  date: string,
  today: string,
): Promise<TDetermination> {
  const job = await findJob(tx, caller.organizationId, jobId);
  assertReadsJob(caller, job);
  const dets = await jobDeterminations(tx, caller.organizationId, jobId);
  const inForce = determinationInForce(dets.map(versionOf), date);
  const row = dets.find((d) => d.id === inForce?.id);
  if (!row) throw CertifiedSetupErrors.determinationNotFound();
  const [json] = await determinationsJson(tx, caller.organizationId, [row], dets, today);
  if (!json) throw CertifiedSetupErrors.determinationNotFound();
  return json;
}

/** A determination of the company with its job, for reading or changing (the job's reader rule applies). */
export async function findDetermination(
  tx: Db,
  caller: TCertifiedCaller,
  id: string,
  forUpdate = false,
): Promise<{ det: TDetRow; job: TJobRow }> {
  const query = tx
    .select()
    .from(wageDeterminations)
    .where(and(eq(wageDeterminations.organizationId, caller.organizationId), eq(wageDeterminations.id, id)));
  const [det] = forUpdate ? await query.for('update') : await query;
  if (!det) throw CertifiedSetupErrors.determinationNotFound();
  const job = await findJob(tx, caller.organizationId, det.jobId);
  assertReadsJob(caller, job);
  return { det, job };
}

export async function getDetermination(
  tx: Db,
  caller: TCertifiedCaller,
  id: string,
  today: string,
): Promise<TDetermination> {
  const { det } = await findDetermination(tx, caller, id);
  const all = await jobDeterminations(tx, caller.organizationId, det.jobId);
  const [json] = await determinationsJson(tx, caller.organizationId, [det], all, today);
  if (!json) throw CertifiedSetupErrors.determinationNotFound();
  return json;
}

const determinationTaken = (wd: string, mod: number) => (err: unknown) => {
  if (violatedUniqueIndex(err) === 'wage_determinations_key')
    throw CertifiedSetupErrors.determinationTaken(wd, mod);
  throw err;
};

/**
 * Adds a determination or a modification of one to a job:
 *   1. the job must be a prevailing-wage job; WD number × modification is unique on the job;
 *   2. with copy_previous_classes, the classes of the highest lower modification of the same WD number
 *      are copied into the new one (refused when there is none);
 *   3. the new row and each copied class are audited.
 */
export async function createDetermination(
  tx: Db,
  caller: TCertifiedCaller,
  jobId: string,
  input: TDeterminationInput,
  today: string,
): Promise<TDetermination> {
  const org = caller.organizationId;
  await requireCertifiedJob(tx, org, jobId);
  const existing = await jobDeterminations(tx, org, jobId);
  const previous = input.copy_previous_classes
    ? previousModification(existing.map(versionOf), input.wd_number, input.modification)
    : null;
  if (input.copy_previous_classes && !previous)
    throw CertifiedSetupErrors.noPreviousModification(input.wd_number, input.modification);
  const [row] = await tx
    .insert(wageDeterminations)
    .values({
      organizationId: org,
      jobId,
      wdNumber: input.wd_number,
      modification: input.modification,
      modificationDate: input.modification_date,
      effectiveFrom: input.effective_from,
      note: input.note,
      createdBy: caller.userId,
    })
    .returning()
    .catch(determinationTaken(input.wd_number, input.modification));
  if (!row) throw CertifiedSetupErrors.determinationNotFound();
  await auditSetup(tx, caller, 'create_wage_determination', 'wage_determinations', row.id, null, {
    ...detAudited(row),
    copied_from: previous?.id ?? null,
  });
  if (previous) {
    const source = await tx
      .select()
      .from(wageDeterminationClasses)
      .where(
        and(
          eq(wageDeterminationClasses.organizationId, org),
          eq(wageDeterminationClasses.determinationId, previous.id),
        ),
      );
    if (source.length) {
      const copied = await tx
        .insert(wageDeterminationClasses)
        .values(
          source.map((c) => ({
            organizationId: org,
            determinationId: row.id,
            classification: c.classification,
            basicRate: c.basicRate,
            fringeRate: c.fringeRate,
          })),
        )
        .returning();
      for (const c of copied)
        await auditSetup(
          tx,
          caller,
          'create_wage_class',
          'wage_determination_classes',
          c.id,
          null,
          classJson(c, 0),
        );
    }
  }
  const all = await jobDeterminations(tx, org, jobId);
  const [json] = await determinationsJson(tx, org, [row], all, today);
  if (!json) throw CertifiedSetupErrors.determinationNotFound();
  return json;
}

export async function requireCertifiedJob(tx: Db, organizationId: string, jobId: string): Promise<TJobRow> {
  const job = await findJob(tx, organizationId, jobId);
  const [pw] = await tx
    .select({ id: prevailingWageJobs.jobId })
    .from(prevailingWageJobs)
    .where(and(eq(prevailingWageJobs.organizationId, organizationId), eq(prevailingWageJobs.jobId, jobId)));
  if (!pw) throw CertifiedSetupErrors.notCertified();
  return job;
}

/** Changes a modification's dates or note (its WD number and modification stay: add a new one). */
export async function updateDetermination(
  tx: Db,
  caller: TCertifiedCaller,
  id: string,
  input: TUpdateDetermination,
  today: string,
): Promise<TDetermination> {
  const { det } = await findDetermination(tx, caller, id, true);
  const [row] = await tx
    .update(wageDeterminations)
    .set({
      modificationDate: input.modification_date ?? det.modificationDate,
      effectiveFrom: input.effective_from ?? det.effectiveFrom,
      note: input.note === undefined ? det.note : input.note,
    })
    .where(eq(wageDeterminations.id, id))
    .returning();
  if (!row) throw CertifiedSetupErrors.determinationNotFound();
  await auditSetup(
    tx,
    caller,
    'update_wage_determination',
    'wage_determinations',
    id,
    detAudited(det),
    detAudited(row),
  );
  const all = await jobDeterminations(tx, caller.organizationId, det.jobId);
  const [json] = await determinationsJson(tx, caller.organizationId, [row], all, today);
  if (!json) throw CertifiedSetupErrors.determinationNotFound();
  return json;
}

/** Deletes a modification with its classes, unless a time line names one of them. */
export async function deleteDetermination(tx: Db, caller: TCertifiedCaller, id: string): Promise<void> {
  const { det } = await findDetermination(tx, caller, id, true);
  const classes = await tx
    .select()
    .from(wageDeterminationClasses)
    .where(eq(wageDeterminationClasses.determinationId, id));
  const lines = await timeLinesByClass(
    tx,
    caller.organizationId,
    classes.map((c) => c.id),
  );
  const used = [...lines.values()].reduce((a, b) => a + b, 0);
  if (used > 0) throw CertifiedSetupErrors.determinationInUse(det.wdNumber, det.modification, used);
  await tx.delete(wageDeterminations).where(eq(wageDeterminations.id, id));
  await auditSetup(
    tx,
    caller,
    'delete_wage_determination',
    'wage_determinations',
    id,
    {
      ...detAudited(det),
      classes: classes.map((c) => classJson(c, 0)),
    },
    null,
  );
}
