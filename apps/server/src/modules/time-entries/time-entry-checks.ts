import { and, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  employeePayProfiles,
  employeePayRates,
  jobBudgetLines,
  organizations,
  payrollChecks,
  payrollRuns,
  payrollSettings,
  projects,
  standardCostCodes,
  timeEntries,
} from '../../db/schema/index.ts';
import { mayEnterFor, type TTimeAccess } from './time-access.ts';
import { TimeErrors } from './time-entries.errors.ts';
import { employeeNames } from './time-entry-json.ts';
import { resolveWageClasses, type TLineWageClass } from './time-wage-classes.ts';

/** A line as it will stand after the write (a new one, or an existing one changed). */
export type TProposedLine = {
  employeeId: string;
  workDate: string;
  jobId: string | null;
  costCodeId: string | null;
  quarters: number;
  /** On a prevailing-wage job: the class chosen, and the line's classification text (issue 22). */
  wageClassId?: string | null;
  classification?: string | null;
};

export type TCheckedNames = {
  employees: Map<string, { userId: string; name: string; short: string; status: string }>;
  jobNumbers: Map<string, string>;
  /** Per line (aligned with the lines checked): its wage class on a prevailing-wage job, else null. */
  wageClasses: (TLineWageClass | null)[];
};

const uniq = <T>(values: readonly T[]) => [...new Set(values)];

/** The company's payroll settings that time entry reads (defaults when the row is missing). */
export async function timeSettings(
  tx: Db,
  organizationId: string,
): Promise<{ workweekStartDay: number; defaultWorkState: string | null }> {
  const [row] = await tx
    .select({ day: payrollSettings.workweekStartDay, state: payrollSettings.defaultWorkState })
    .from(payrollSettings)
    .where(eq(payrollSettings.organizationId, organizationId));
  return { workweekStartDay: row?.day ?? 1, defaultWorkState: row?.state ?? null };
}

/** Per employee: the classification, workers' comp class and union local their lines start from. */
export async function employeeDefaults(
  tx: Db,
  organizationId: string,
  employeeIds: readonly string[],
): Promise<
  Map<string, { classification: string | null; wcClass: string | null; unionLocal: string | null }>
> {
  const ids = uniq(employeeIds);
  if (ids.length === 0) return new Map();
  const profileRows = await tx
    .select({
      id: employeePayProfiles.employeeId,
      classification: employeePayProfiles.defaultClassification,
      wc: employeePayProfiles.workersCompClassCode,
      union: employeePayProfiles.unionLocal,
    })
    .from(employeePayProfiles)
    .where(
      and(
        eq(employeePayProfiles.organizationId, organizationId),
        inArray(employeePayProfiles.employeeId, ids),
      ),
    );
  const rateRows = await tx
    .select({ id: employeePayRates.employeeId, classification: employeePayRates.classification })
    .from(employeePayRates)
    .where(
      and(
        eq(employeePayRates.organizationId, organizationId),
        inArray(employeePayRates.employeeId, ids),
        eq(employeePayRates.isDefault, true),
      ),
    );
  const defaultRate = new Map(rateRows.map((r) => [r.id, r.classification]));
  const out = new Map<
    string,
    { classification: string | null; wcClass: string | null; unionLocal: string | null }
  >();
  for (const id of ids) {
    const p = profileRows.find((r) => r.id === id);
    out.set(id, {
      classification: p?.classification ?? defaultRate.get(id) ?? null,
      wcClass: p?.wc ?? null,
      unionLocal: p?.union ?? null,
    });
  }
  return out;
}

/**
 * The dates of an employee that no time may change: on or before the company's closed-books date, or
 * inside the period of a posted payroll run that paid the employee. Answers a test per employee × date.
 */
export async function lockedDates(
  tx: Db,
  organizationId: string,
  pairs: readonly { employeeId: string; workDate: string }[],
): Promise<(employeeId: string, date: string) => boolean> {
  if (pairs.length === 0) return () => false;
  const [org] = await tx
    .select({ closed: organizations.booksClosedThrough })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const closed = org?.closed ?? null;
  const dates = pairs.map((p) => p.workDate).sort();
  const runs = await tx
    .select({
      employeeId: payrollChecks.employeeId,
      start: payrollRuns.periodStart,
      end: payrollRuns.periodEnd,
    })
    .from(payrollChecks)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollChecks.runId))
    .where(
      and(
        eq(payrollChecks.organizationId, organizationId),
        inArray(payrollChecks.employeeId, uniq(pairs.map((p) => p.employeeId))),
        eq(payrollRuns.status, 'posted'),
        lte(payrollRuns.periodStart, dates[dates.length - 1] ?? ''),
        gte(payrollRuns.periodEnd, dates[0] ?? ''),
      ),
    );
  return (employeeId, date) =>
    (closed !== null && date <= closed) ||
    runs.some((r) => r.employeeId === employeeId && r.start <= date && date <= r.end);
}

/**
 * Checks lines before they are written, in this order, refusing with the first cause found:
 *   1. the employee is the company's; 2. the caller may enter time for them on that job;
 *   3. the job is active; 4. the cost code is on the job (a budget line has it);
 *   4a. on a prevailing-wage job, a classification of the determination in force (time-wage-classes.ts);
 *   5. no date is in a locked period (also the dates lines are moved or deleted from: `touched`);
 *   6. no person has more than 24 hours on a day, counting the lines already saved (but not the
 *      `replacedIds`, which this write changes or removes).
 */
export async function checkProposedLines(
  tx: Db,
  access: TTimeAccess,
  lines: readonly TProposedLine[],
  options: {
    replacedIds?: readonly string[];
    touched?: readonly { employeeId: string; workDate: string }[];
  } = {},
): Promise<TCheckedNames> {
  const org = access.caller.organizationId;
  const touched = options.touched ?? [];
  const names = await employeeNames(tx, org, [
    ...lines.map((l) => l.employeeId),
    ...touched.map((t) => t.employeeId),
  ]);
  for (const line of lines) if (!names.has(line.employeeId)) throw TimeErrors.employeeNotFound();
  const nameOf = (id: string) => names.get(id)?.short ?? 'Unknown';
  for (const line of lines)
    if (!mayEnterFor(access, line.employeeId, line.jobId)) throw TimeErrors.notYours(nameOf(line.employeeId));

  const jobIds = uniq(lines.flatMap((l) => (l.jobId ? [l.jobId] : [])));
  const jobs = jobIds.length
    ? await tx
        .select({ id: projects.id, number: projects.projectNumber, status: projects.status })
        .from(projects)
        .where(and(eq(projects.organizationId, org), inArray(projects.id, jobIds)))
    : [];
  const jobNumbers = new Map(jobs.map((j) => [j.id, j.number]));
  for (const id of jobIds) {
    const job = jobs.find((j) => j.id === id);
    if (!job) throw TimeErrors.jobNotFound();
    if (job.status !== 'active') throw TimeErrors.jobInactive(job.number);
  }

  const codeIds = uniq(lines.flatMap((l) => (l.costCodeId ? [l.costCodeId] : [])));
  if (codeIds.length) {
    const codes = await tx
      .select({ id: standardCostCodes.id, code: standardCostCodes.code })
      .from(standardCostCodes)
      .where(and(eq(standardCostCodes.organizationId, org), inArray(standardCostCodes.id, codeIds)));
    const onJobs = await tx
      .selectDistinct({ jobId: jobBudgetLines.jobId, codeId: jobBudgetLines.costCodeId })
      .from(jobBudgetLines)
      .where(
        and(
          eq(jobBudgetLines.organizationId, org),
          inArray(jobBudgetLines.jobId, jobIds),
          inArray(jobBudgetLines.costCodeId, codeIds),
        ),
      );
    const onJob = new Set(onJobs.map((r) => `${r.jobId}|${r.codeId}`));
    for (const line of lines) {
      if (!line.costCodeId || !line.jobId) continue;
      const code = codes.find((c) => c.id === line.costCodeId);
      if (!code) throw TimeErrors.costCodeNotFound();
      if (!onJob.has(`${line.jobId}|${line.costCodeId}`))
        throw TimeErrors.codeNotOnJob(code.code, jobNumbers.get(line.jobId) ?? '');
    }
  }

  const wageClasses = await resolveWageClasses(tx, org, lines, jobNumbers, async (ids) => {
    const defaults = await employeeDefaults(tx, org, ids);
    return (id) => defaults.get(id)?.classification ?? null;
  });

  const isLocked = await lockedDates(tx, org, [...lines, ...touched]);
  for (const p of [...touched, ...lines])
    if (isLocked(p.employeeId, p.workDate)) throw TimeErrors.lockedPeriod(p.workDate);

  await checkDayTotals(tx, org, lines, options.replacedIds ?? [], nameOf);
  return { employees: names, jobNumbers, wageClasses };
}

async function checkDayTotals(
  tx: Db,
  org: string,
  lines: readonly TProposedLine[],
  replacedIds: readonly string[],
  nameOf: (id: string) => string,
) {
  if (lines.length === 0) return;
  // Two requests adding hours to the same person at once would each count only the other's saved
  // lines: the person's time is written one request at a time (locks in a stable order, no deadlock).
  const people = uniq(lines.map((l) => `time:${l.employeeId}`)).sort();
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(k, 0)) from (values ${sql.join(
      people.map((p) => sql`(${p}::text)`),
      sql`, `,
    )}) as v(k) order by k`,
  );
  const totals = new Map<string, number>();
  const dates = lines.map((l) => l.workDate).sort();
  const saved = await tx
    .select({
      employeeId: timeEntries.employeeId,
      workDate: timeEntries.workDate,
      quarters: sql<string>`sum(${timeEntries.hours} * 4)`,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.organizationId, org),
        inArray(timeEntries.employeeId, uniq(lines.map((l) => l.employeeId))),
        gte(timeEntries.workDate, dates[0] ?? ''),
        lte(timeEntries.workDate, dates[dates.length - 1] ?? ''),
        replacedIds.length ? notInArray(timeEntries.id, [...replacedIds]) : undefined,
      ),
    )
    .groupBy(timeEntries.employeeId, timeEntries.workDate);
  const wanted = new Set(lines.map((l) => `${l.employeeId}|${l.workDate}`));
  for (const s of saved) {
    const key = `${s.employeeId}|${s.workDate}`;
    if (wanted.has(key)) totals.set(key, Math.round(Number(s.quarters)));
  }
  for (const line of lines) {
    const key = `${line.employeeId}|${line.workDate}`;
    totals.set(key, (totals.get(key) ?? 0) + line.quarters);
  }
  const over = [...totals.entries()].filter(([, q]) => q > 96).sort(([a], [b]) => a.localeCompare(b));
  const first = over[0];
  if (first) {
    const [employeeId = '', date = ''] = first[0].split('|');
    throw TimeErrors.overDay(nameOf(employeeId), first[1], date);
  }
}
