import {
  EDITABLE_TIME_STATUSES,
  hoursTextToQuarters,
  parseHoursToQuarters,
  quartersToHours,
  type TSaveWeek,
  type TTimeResult,
  weekDates,
  workweekStart,
} from '@groundwork/shared';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { timeEntries } from '../../db/schema/index.ts';
import { mayEnterFor, type TTimeAccess } from './time-access.ts';
import { auditedLine, auditTimeChanges, type TTimeAudit } from './time-audit.ts';
import { TimeErrors } from './time-entries.errors.ts';
import {
  checkProposedLines,
  employeeDefaults,
  type TProposedLine,
  timeSettings,
} from './time-entry-checks.ts';
import { employeeNames, type TTimeRow, timeEntriesByIds } from './time-entry-json.ts';

type TCell = {
  workDate: string;
  jobId: string | null;
  costCodeId: string | null;
  payType: 'REG' | 'OT' | 'DT';
  workState: string | null;
  quarters: number;
  wageClassId?: string | null;
};

const cellKey = (c: Omit<TCell, 'quarters'>) =>
  [c.workDate, c.jobId ?? '', c.costCodeId ?? '', c.payType, c.workState ?? '', c.wageClassId ?? ''].join(
    '|',
  );

/** The cells with the wage class each resolved to (checkProposedLines, aligned by index). */
export function withWageClasses<T extends { wageClassId?: string | null; classification?: string | null }>(
  cells: readonly T[],
  classes: readonly ({ id: string; classification: string } | null)[],
): T[] {
  return cells.map((c, i) => {
    const resolved = classes[i];
    return resolved
      ? { ...c, wageClassId: resolved.id, classification: resolved.classification }
      : { ...c, wageClassId: null };
  });
}

/** The lines of an employee in a date range, locked for the write. */
export async function employeeLines(tx: Db, org: string, employeeId: string, from: string, to: string) {
  return tx
    .select()
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.organizationId, org),
        eq(timeEntries.employeeId, employeeId),
        gte(timeEntries.workDate, from),
        lte(timeEntries.workDate, to),
      ),
    )
    .for('update');
}

/**
 * Saves one employee's week grid in one transaction:
 *   1. the grid's cells (job × code × pay type × state × date) are summed into the hours wanted;
 *   2. each entered or rejected line of the week keeps its id when its cell is still wanted (hours
 *      updated when they changed), and is deleted otherwise; submitted, approved and locked lines are
 *      left as they are (the grid does not send them);
 *   3. the new and changed lines are checked as one batch (job, code, locked period, 24 hours counting
 *      the lines kept) and written; every change is audited.
 */
export async function saveTimeWeek(tx: Db, access: TTimeAccess, input: TSaveWeek): Promise<TTimeResult> {
  const caller = access.caller;
  const org = caller.organizationId;
  const settings = await timeSettings(tx, org);
  const start = workweekStart(input.week_start, settings.workweekStartDay);
  const dates = weekDates(start);
  const end = dates[6] ?? start;

  const wanted = new Map<string, TCell>();
  for (const row of input.rows) {
    for (const [date, hours] of Object.entries(row.hours)) {
      if (!hours) continue;
      if (!dates.includes(date)) throw TimeErrors.dateOutsideWeek();
      const cell = {
        workDate: date,
        jobId: row.job_id,
        costCodeId: row.cost_code_id,
        payType: row.pay_type,
        workState: row.work_state ?? settings.defaultWorkState,
        wageClassId: row.wage_class_id,
      };
      const key = cellKey(cell);
      const quarters = (wanted.get(key)?.quarters ?? 0) + (parseHoursToQuarters(hours) ?? 0);
      wanted.set(key, { ...cell, quarters });
    }
  }

  const names = await employeeNames(tx, org, [input.employee_id]);
  const person = names.get(input.employee_id);
  if (!person) throw TimeErrors.employeeNotFound();
  const existing = await employeeLines(tx, org, input.employee_id, start, end);
  const editable = existing.filter((l) => EDITABLE_TIME_STATUSES.includes(l.status));

  const kept = new Map<string, TTimeRow>();
  const toDelete: TTimeRow[] = [];
  const toUpdate: { row: TTimeRow; cell: TCell }[] = [];
  for (const line of editable) {
    const key = cellKey({ ...line, workState: line.workState, wageClassId: line.wageClassId });
    const cell = wanted.get(key);
    if (!cell || kept.has(key)) {
      toDelete.push(line);
      continue;
    }
    kept.set(key, line);
    if (hoursTextToQuarters(line.hours) !== cell.quarters) toUpdate.push({ row: line, cell });
  }
  const toInsert = [...wanted.entries()].filter(([key]) => !kept.has(key)).map(([, cell]) => cell);

  for (const line of toDelete)
    if (!mayEnterFor(access, line.employeeId, line.jobId)) throw TimeErrors.notYours(person.short);
  const proposed: TProposedLine[] = [...toInsert, ...toUpdate.map((u) => u.cell)].map((c) => ({
    employeeId: input.employee_id,
    workDate: c.workDate,
    jobId: c.jobId,
    costCodeId: c.costCodeId,
    quarters: c.quarters,
    wageClassId: c.wageClassId,
  }));
  const changed = [...toDelete, ...toUpdate.map((u) => u.row)];
  if (proposed.length === 0 && changed.length === 0) {
    return {
      created: 0,
      updated: 0,
      deleted: 0,
      lines: await timeEntriesByIds(
        tx,
        org,
        existing.map((l) => l.id),
      ),
    };
  }
  const checked = await checkProposedLines(tx, access, proposed, {
    replacedIds: changed.map((l) => l.id),
    touched: changed.map((l) => ({ employeeId: l.employeeId, workDate: l.workDate })),
  });
  const insertClasses = checked.wageClasses.slice(0, toInsert.length);
  const updateClasses = checked.wageClasses.slice(toInsert.length);

  const audits: TTimeAudit[] = [];
  const now = new Date();
  if (toDelete.length) {
    await tx.delete(timeEntries).where(
      and(
        eq(timeEntries.organizationId, org),
        inArray(
          timeEntries.id,
          toDelete.map((l) => l.id),
        ),
      ),
    );
    for (const l of toDelete) audits.push({ action: 'delete_time_entry', id: l.id, before: auditedLine(l) });
  }
  for (const [i, { row, cell }] of toUpdate.entries()) {
    const wageClass = updateClasses[i] ?? null;
    const [after] = await tx
      .update(timeEntries)
      .set({
        hours: quartersToHours(cell.quarters),
        wageClassId: wageClass?.id ?? null,
        ...(wageClass ? { classification: wageClass.classification } : {}),
        status: 'entered',
        rejectionReason: null,
        updatedAt: now,
      })
      .where(and(eq(timeEntries.organizationId, org), eq(timeEntries.id, row.id)))
      .returning();
    if (after)
      audits.push({
        action: 'update_time_entry',
        id: row.id,
        before: auditedLine(row),
        after: auditedLine(after),
      });
  }
  const inserted = toInsert.length
    ? await insertLines(tx, access, input.employee_id, withWageClasses(toInsert, insertClasses), null)
    : [];
  for (const r of inserted) audits.push({ action: 'create_time_entry', id: r.id, after: auditedLine(r) });
  await auditTimeChanges(tx, caller, audits);

  const remaining = existing.filter((l) => !toDelete.includes(l)).map((l) => l.id);
  return {
    created: inserted.length,
    updated: toUpdate.length,
    deleted: toDelete.length,
    lines: await timeEntriesByIds(tx, org, [...remaining, ...inserted.map((r) => r.id)]),
  };
}

/** Inserts new entered lines of one or more employees with their defaults, in one statement. */
export async function insertLines(
  tx: Db,
  access: TTimeAccess,
  employeeId: string | null,
  cells: readonly (TCell & { employeeId?: string; note?: string | null; classification?: string | null })[],
  crewId: string | null,
): Promise<TTimeRow[]> {
  const org = access.caller.organizationId;
  const settings = await timeSettings(tx, org);
  const ids = cells.map((c) => c.employeeId ?? employeeId ?? '');
  const defaults = await employeeDefaults(tx, org, ids);
  return tx
    .insert(timeEntries)
    .values(
      cells.map((c, i) => {
        const who = ids[i] ?? '';
        const d = defaults.get(who);
        return {
          organizationId: org,
          employeeId: who,
          workDate: c.workDate,
          jobId: c.jobId,
          costCodeId: c.costCodeId,
          payType: c.payType,
          hours: quartersToHours(c.quarters),
          classification: c.classification ?? d?.classification ?? null,
          wageClassId: c.wageClassId ?? null,
          workersCompClass: d?.wcClass ?? null,
          workState: c.workState ?? settings.defaultWorkState,
          unionLocal: d?.unionLocal ?? null,
          note: c.note ?? null,
          crewId,
          createdBy: access.caller.userId,
        };
      }),
    )
    .returning();
}
