import {
  EDITABLE_TIME_STATUSES,
  hoursTextToQuarters,
  quartersToHours,
  type TApprovalQueue,
  type TCrewSubmitResult,
  type TSubmitCrewWeek,
  type TTimeEntry,
  type TTimeResult,
  weekDates,
  workweekStart,
} from '@groundwork/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, timeEntries } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getCrew } from './crews.ts';
import { employeeLines } from './save-time-week.ts';
import { mayApprove, mayEnterFor, type TTimeAccess } from './time-access.ts';
import { auditedLine, auditTimeChanges } from './time-audit.ts';
import { TimeErrors } from './time-entries.errors.ts';
import { timeSettings } from './time-entry-checks.ts';
import { employeeNames, selectTimeEntries, type TTimeRow, timeEntriesByIds } from './time-entry-json.ts';

/**
 * Submits an employee's entered and rejected lines of a week: by the employee, by the person who
 * entered them, or by someone who may enter that person's time on the line's job.
 */
export async function submitTimeWeek(
  tx: Db,
  access: TTimeAccess,
  input: { employee_id: string; week_start: string },
): Promise<TTimeResult> {
  const caller = access.caller;
  const org = caller.organizationId;
  const settings = await timeSettings(tx, org);
  const start = workweekStart(input.week_start, settings.workweekStartDay);
  const lines = await employeeLines(tx, org, input.employee_id, start, weekDates(start)[6] ?? start);
  const names = await employeeNames(tx, org, [input.employee_id]);
  const person = names.get(input.employee_id);
  if (!person) throw TimeErrors.employeeNotFound();
  const open = lines.filter((l) => EDITABLE_TIME_STATUSES.includes(l.status));
  if (open.length === 0) throw TimeErrors.nothingToSubmit();
  for (const l of open)
    if (l.createdBy !== caller.userId && !mayEnterFor(access, l.employeeId, l.jobId))
      throw TimeErrors.notYours(person.short);
  const now = new Date();
  const after = await tx
    .update(timeEntries)
    .set({
      status: 'submitted',
      submittedBy: caller.userId,
      submittedAt: now,
      rejectionReason: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(timeEntries.organizationId, org),
        inArray(
          timeEntries.id,
          open.map((l) => l.id),
        ),
      ),
    )
    .returning();
  await auditTimeChanges(
    tx,
    caller,
    after.map((row) => ({
      action: 'submit_time_entry',
      id: row.id,
      before: { status: open.find((l) => l.id === row.id)?.status },
      after: { status: row.status },
    })),
  );
  return {
    created: 0,
    updated: after.length,
    deleted: 0,
    lines: await timeEntriesByIds(
      tx,
      org,
      after.map((r) => r.id),
    ),
  };
}

/**
 * Submits the week of every member of a crew (the foreman's "Submit crew week"): each member as
 * submitTimeWeek does, with its per-person checks, in the caller's one transaction, so any refusal
 * submits nothing. Members with nothing to submit are skipped; no one to submit at all is refused.
 * The crew must be one the caller sees (a foreman: the crews they lead).
 */
export async function submitCrewWeek(
  tx: Db,
  access: TTimeAccess,
  input: TSubmitCrewWeek,
): Promise<TCrewSubmitResult> {
  const crew = await getCrew(tx, access, input.crew_id);
  const settings = await timeSettings(tx, access.caller.organizationId);
  const start = workweekStart(input.week_start, settings.workweekStartDay);
  let people = 0;
  let lines = 0;
  let skipped = 0;
  for (const member of crew.members) {
    try {
      const answer = await submitTimeWeek(tx, access, { employee_id: member.employee_id, week_start: start });
      people += 1;
      lines += answer.updated;
    } catch (error) {
      // Refused before any write, so the transaction stays usable.
      if (error instanceof AppError && error.code === 'nothing_to_submit') skipped += 1;
      else throw error;
    }
  }
  if (lines === 0) throw TimeErrors.nothingToSubmitCrew(crew.name, start);
  return { crew_id: crew.id, crew_name: crew.name, week_start: start, people, lines, skipped };
}

async function linesForDecision(tx: Db, access: TTimeAccess, ids: readonly string[]): Promise<TTimeRow[]> {
  const org = access.caller.organizationId;
  const rows = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.organizationId, org), inArray(timeEntries.id, [...new Set(ids)])))
    .orderBy(timeEntries.workDate)
    .for('update');
  if (rows.length !== new Set(ids).size) throw TimeErrors.lineNotFound();
  const jobIds = [...new Set(rows.flatMap((r) => (r.jobId ? [r.jobId] : [])))];
  const jobs = jobIds.length
    ? await tx
        .select({ id: projects.id, number: projects.projectNumber })
        .from(projects)
        .where(and(eq(projects.organizationId, org), inArray(projects.id, jobIds)))
    : [];
  for (const r of rows)
    if (!mayApprove(access, r.jobId))
      throw TimeErrors.notApprover(r.jobId ? (jobs.find((j) => j.id === r.jobId)?.number ?? null) : null);
  return rows;
}

/** Approves submitted lines: the job's project manager or superintendent, or the office. */
export async function approveTime(tx: Db, access: TTimeAccess, ids: readonly string[]): Promise<TTimeResult> {
  return decide(tx, access, ids, 'approved', null);
}

/** Sends submitted (or approved, not yet paid) lines back to be corrected, with the reason. */
export async function rejectTime(
  tx: Db,
  access: TTimeAccess,
  ids: readonly string[],
  reason: string,
): Promise<TTimeResult> {
  return decide(tx, access, ids, 'rejected', reason);
}

async function decide(
  tx: Db,
  access: TTimeAccess,
  ids: readonly string[],
  status: 'approved' | 'rejected',
  reason: string | null,
): Promise<TTimeResult> {
  const caller = access.caller;
  const org = caller.organizationId;
  const rows = await linesForDecision(tx, access, ids);
  const allowed = status === 'approved' ? ['submitted'] : ['submitted', 'approved'];
  const names = await employeeNames(
    tx,
    org,
    rows.map((r) => r.employeeId),
  );
  for (const r of rows)
    if (!allowed.includes(r.status))
      throw TimeErrors.notSubmitted(names.get(r.employeeId)?.short ?? 'Unknown', r.workDate, r.status);
  const now = new Date();
  const after = await tx
    .update(timeEntries)
    .set(
      status === 'approved'
        ? { status, approvedBy: caller.userId, approvedAt: now, updatedAt: now }
        : { status, rejectionReason: reason, approvedBy: null, approvedAt: null, updatedAt: now },
    )
    .where(
      and(
        eq(timeEntries.organizationId, org),
        inArray(
          timeEntries.id,
          rows.map((r) => r.id),
        ),
      ),
    )
    .returning();
  await auditTimeChanges(
    tx,
    caller,
    after.map((row) => {
      const before = rows.find((r) => r.id === row.id);
      return {
        action: status === 'approved' ? 'approve_time_entry' : 'reject_time_entry',
        id: row.id,
        before: before ? { status: before.status } : null,
        after:
          status === 'approved' ? { status } : { status, rejection_reason: reason, line: auditedLine(row) },
      };
    }),
  );
  return {
    created: 0,
    updated: after.length,
    deleted: 0,
    lines: await timeEntriesByIds(
      tx,
      org,
      after.map((r) => r.id),
    ),
  };
}

/** The submitted lines the caller approves, grouped by job (shop time last) and employee. */
export async function approvalQueue(tx: Db, access: TTimeAccess): Promise<TApprovalQueue> {
  const org = access.caller.organizationId;
  let scope: SQL | undefined;
  if (!access.canApprove) scope = sql`false`;
  else if (!access.isOffice)
    scope =
      access.managedJobIds.size > 0 ? inArray(timeEntries.jobId, [...access.managedJobIds]) : sql`false`;
  const lines = await selectTimeEntries(tx, org, and(eq(timeEntries.status, 'submitted'), scope));
  const jobs = new Map<string, TApprovalQueue['jobs'][number]>();
  const sorted = [...lines].sort(
    (a, b) =>
      (a.job_number ?? '~').localeCompare(b.job_number ?? '~') ||
      a.employee_name.localeCompare(b.employee_name),
  );
  for (const line of sorted) {
    const key = line.job_id ?? '';
    let job = jobs.get(key);
    if (!job) {
      job = {
        job_id: line.job_id,
        job_number: line.job_number,
        job_name: line.job_name,
        hours: '0.00',
        employees: [],
      };
      jobs.set(key, job);
    }
    let person = job.employees.find((e) => e.employee_id === line.employee_id);
    if (!person) {
      person = { employee_id: line.employee_id, employee_name: line.employee_name, hours: '0.00', lines: [] };
      job.employees.push(person);
    }
    person.lines.push(line);
  }
  const sum = (ls: readonly TTimeEntry[]) =>
    quartersToHours(ls.reduce((s, l) => s + hoursTextToQuarters(l.hours), 0));
  for (const job of jobs.values()) {
    for (const p of job.employees) p.hours = sum(p.lines);
    job.hours = sum(job.employees.flatMap((p) => p.lines));
  }
  return { jobs: [...jobs.values()], total_lines: lines.length };
}
