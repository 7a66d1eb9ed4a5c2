import {
  addDaysIso,
  hoursTextToQuarters,
  parseHoursToQuarters,
  type TCrewEntry,
  type TTimeResult,
  weekDates,
  workweekStart,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { crews } from '../../db/schema/index.ts';
import { employeeLines, insertLines, withWageClasses } from './save-time-week.ts';
import type { TTimeAccess } from './time-access.ts';
import { auditedLine, auditTimeChanges } from './time-audit.ts';
import { TimeErrors } from './time-entries.errors.ts';
import { checkProposedLines, timeSettings } from './time-entry-checks.ts';
import { timeEntriesByIds } from './time-entry-json.ts';

/**
 * A foreman's crew entry: the same job, cost code, pay type and hours for each chosen person on each
 * chosen day, with exceptions per person (every day, or one day; 0 = none). All lines are checked as
 * one batch and written in one statement, so a 30-person week is one request and one transaction.
 */
export async function enterCrewTime(tx: Db, access: TTimeAccess, input: TCrewEntry): Promise<TTimeResult> {
  const org = access.caller.organizationId;
  if (input.crew_id) {
    const [crew] = await tx
      .select({ id: crews.id })
      .from(crews)
      .where(and(eq(crews.organizationId, org), eq(crews.id, input.crew_id)));
    if (!crew) throw TimeErrors.crewNotFound();
  }
  const base = parseHoursToQuarters(input.hours) ?? 0;
  const exceptionOf = (employeeId: string, date: string): number | undefined => {
    const day = input.exceptions.find((e) => e.employee_id === employeeId && e.work_date === date);
    const every = input.exceptions.find((e) => e.employee_id === employeeId && !e.work_date);
    const hit = day ?? every;
    if (!hit) return undefined;
    return hit.hours === 0 || hit.hours === '0' ? 0 : hoursTextToQuarters(hit.hours);
  };
  const settings = await timeSettings(tx, org);
  const cells = [...new Set(input.employee_ids)].flatMap((employeeId) =>
    [...new Set(input.dates)].sort().flatMap((date) => {
      const quarters = exceptionOf(employeeId, date) ?? base;
      if (quarters <= 0) return [];
      return [
        {
          employeeId,
          workDate: date,
          jobId: input.job_id,
          costCodeId: input.cost_code_id,
          payType: input.pay_type,
          workState: input.work_state ?? settings.defaultWorkState,
          note: input.note ?? null,
          quarters,
          wageClassId: input.wage_class_id,
        },
      ];
    }),
  );
  const checked = await checkProposedLines(tx, access, cells);
  const rows = cells.length
    ? await insertLines(tx, access, null, withWageClasses(cells, checked.wageClasses), input.crew_id)
    : [];
  await auditTimeChanges(
    tx,
    access.caller,
    rows.map((r) => ({
      action: 'create_time_entry',
      id: r.id,
      after: { ...auditedLine(r), crew_id: r.crewId },
    })),
  );
  return {
    created: rows.length,
    updated: 0,
    deleted: 0,
    lines: await timeEntriesByIds(
      tx,
      org,
      rows.map((r) => r.id),
    ),
  };
}

/**
 * Copies an employee's previous workweek into the chosen one (an empty week only): every line a week
 * later, entered, same job, code, pay type, hours, state and classification; checked like any entry.
 */
export async function copyLastWeek(
  tx: Db,
  access: TTimeAccess,
  input: { employee_id: string; week_start: string },
): Promise<TTimeResult> {
  const org = access.caller.organizationId;
  const settings = await timeSettings(tx, org);
  const start = workweekStart(input.week_start, settings.workweekStartDay);
  const end = weekDates(start)[6] ?? start;
  const target = await employeeLines(tx, org, input.employee_id, start, end);
  if (target.length > 0) throw TimeErrors.copyTargetNotEmpty();
  const source = await employeeLines(
    tx,
    org,
    input.employee_id,
    addDaysIso(start, -7),
    addDaysIso(start, -1),
  );
  if (source.length === 0) throw TimeErrors.copyNothing();
  const cells = source.map((l) => ({
    employeeId: l.employeeId,
    workDate: addDaysIso(l.workDate, 7),
    jobId: l.jobId,
    costCodeId: l.costCodeId,
    payType: l.payType,
    workState: l.workState,
    classification: l.classification,
    wageClassId: l.wageClassId,
    note: l.note,
    quarters: hoursTextToQuarters(l.hours),
  }));
  const checked = await checkProposedLines(tx, access, cells);
  const rows = await insertLines(
    tx,
    access,
    input.employee_id,
    withWageClasses(cells, checked.wageClasses),
    null,
  );
  await auditTimeChanges(
    tx,
    access.caller,
    rows.map((r) => ({ action: 'copy_time_entry', id: r.id, after: auditedLine(r) })),
  );
  return {
    created: rows.length,
    updated: 0,
    deleted: 0,
    lines: await timeEntriesByIds(
      tx,
      org,
      rows.map((r) => r.id),
    ),
  };
}
