import {
  certifiedSetupRefusals,
  determinationInForce,
  type TTimeWageDetermination,
} from '@groundwork/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prevailingWageJobs, wageDeterminationClasses, wageDeterminations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** What a line on a prevailing-wage job is paid as: a classification of the determination in force. */
export type TLineWageClass = { id: string; classification: string };

export type TWageClassLine = {
  employeeId: string;
  workDate: string;
  jobId: string | null;
  /** The class chosen (any modification's: the one of the same name in force on the date is used). */
  wageClassId?: string | null;
  /** The line's classification text, tried before the employee's default. */
  classification?: string | null;
};

type TDet = { id: string; jobId: string; wd_number: string; modification: number; effective_from: string };
type TClass = { id: string; determinationId: string; classification: string };

/** The active prevailing-wage jobs among `jobIds` with every modification and class of their determinations. */
async function certifiedJobsData(tx: Db, org: string, jobIds: readonly string[]) {
  if (jobIds.length === 0) return { jobs: new Set<string>(), dets: [] as TDet[], classes: [] as TClass[] };
  const pw = await tx
    .select({ jobId: prevailingWageJobs.jobId })
    .from(prevailingWageJobs)
    .where(
      and(
        eq(prevailingWageJobs.organizationId, org),
        eq(prevailingWageJobs.isActive, true),
        inArray(prevailingWageJobs.jobId, [...jobIds]),
      ),
    );
  const jobs = new Set(pw.map((p) => p.jobId));
  if (jobs.size === 0) return { jobs, dets: [] as TDet[], classes: [] as TClass[] };
  const dets = await tx
    .select({
      id: wageDeterminations.id,
      jobId: wageDeterminations.jobId,
      wd_number: wageDeterminations.wdNumber,
      modification: wageDeterminations.modification,
      effective_from: wageDeterminations.effectiveFrom,
    })
    .from(wageDeterminations)
    .where(and(eq(wageDeterminations.organizationId, org), inArray(wageDeterminations.jobId, [...jobs])))
    .orderBy(desc(wageDeterminations.effectiveFrom), desc(wageDeterminations.modification));
  const classes = dets.length
    ? await tx
        .select({
          id: wageDeterminationClasses.id,
          determinationId: wageDeterminationClasses.determinationId,
          classification: wageDeterminationClasses.classification,
        })
        .from(wageDeterminationClasses)
        .where(
          and(
            eq(wageDeterminationClasses.organizationId, org),
            inArray(
              wageDeterminationClasses.determinationId,
              dets.map((d) => d.id),
            ),
          ),
        )
        .orderBy(asc(wageDeterminationClasses.classification))
    : [];
  return { jobs, dets, classes };
}

/**
 * Item 2: each line on an active prevailing-wage job is paid as a classification of the job's wage
 * determination in force on its work date, chosen in this order: the class sent (or the class of the
 * same name in the modification in force, when the one sent belongs to another modification); the
 * line's classification text; the employee's default classification — matched by name. A line without
 * one is refused, naming it: "2026-03-10, job J-26-017: choose a classification from WD CA20260012".
 * Answers per line (aligned with `lines`) the class, or null off prevailing-wage jobs.
 */
export async function resolveWageClasses(
  tx: Db,
  org: string,
  lines: readonly TWageClassLine[],
  jobNumbers: ReadonlyMap<string, string>,
  /** Loads the employees' default classifications, only when a line on a prevailing-wage job needs them. */
  loadDefaults: (employeeIds: string[]) => Promise<(employeeId: string) => string | null>,
): Promise<(TLineWageClass | null)[]> {
  const jobIds = [...new Set(lines.flatMap((l) => (l.jobId ? [l.jobId] : [])))];
  const { jobs, dets, classes } = await certifiedJobsData(tx, org, jobIds);
  if (jobs.size === 0) return lines.map(() => null);
  // A class sent may be of another job or modification: its name is what carries over.
  const sentIds = [...new Set(lines.flatMap((l) => (l.wageClassId ? [l.wageClassId] : [])))];
  const unknown = sentIds.filter((id) => !classes.some((c) => c.id === id));
  const foreign = unknown.length
    ? await tx
        .select({ id: wageDeterminationClasses.id, classification: wageDeterminationClasses.classification })
        .from(wageDeterminationClasses)
        .where(
          and(
            eq(wageDeterminationClasses.organizationId, org),
            inArray(wageDeterminationClasses.id, unknown),
          ),
        )
    : [];
  const needDefaults = lines.filter((l) => l.jobId && jobs.has(l.jobId) && !l.wageClassId);
  const employeeDefault = needDefaults.length
    ? await loadDefaults([...new Set(needDefaults.map((l) => l.employeeId))])
    : () => null;
  const nameOfSent = (id: string) =>
    classes.find((c) => c.id === id)?.classification ??
    foreign.find((c) => c.id === id)?.classification ??
    null;

  return lines.map((line) => {
    if (!line.jobId || !jobs.has(line.jobId)) return null;
    const jobNumber = jobNumbers.get(line.jobId) ?? '';
    const det = determinationInForce(
      dets.filter((d) => d.jobId === line.jobId),
      line.workDate,
    );
    if (!det)
      throw new AppError(
        'no_wage_determination',
        certifiedSetupRefusals.noDetermination(line.workDate, jobNumber),
        409,
      );
    const own = classes.filter((c) => c.determinationId === det.id);
    const byName = (name: string | null | undefined) =>
      name ? own.find((c) => c.classification.toLowerCase() === name.trim().toLowerCase()) : undefined;
    const chosen = line.wageClassId
      ? (own.find((c) => c.id === line.wageClassId) ?? byName(nameOfSent(line.wageClassId)))
      : (byName(line.classification) ?? byName(employeeDefault(line.employeeId)));
    if (!chosen)
      throw new AppError(
        'wage_class_required',
        certifiedSetupRefusals.chooseClass(line.workDate, jobNumber, det.wd_number),
        409,
      );
    return { id: chosen.id, classification: chosen.classification };
  });
}

/** The time page's choices per active prevailing-wage job: each modification with its classes. */
export async function timeWageDeterminations(
  tx: Db,
  org: string,
  jobIds: readonly string[],
): Promise<Map<string, TTimeWageDetermination[]>> {
  const { jobs, dets, classes } = await certifiedJobsData(tx, org, jobIds);
  const out = new Map<string, TTimeWageDetermination[]>();
  for (const jobId of jobs)
    out.set(
      jobId,
      dets
        .filter((d) => d.jobId === jobId)
        .map((d) => ({
          id: d.id,
          wd_number: d.wd_number,
          modification: d.modification,
          effective_from: d.effective_from,
          classes: classes
            .filter((c) => c.determinationId === d.id)
            .map((c) => ({ id: c.id, classification: c.classification })),
        })),
    );
  return out;
}
