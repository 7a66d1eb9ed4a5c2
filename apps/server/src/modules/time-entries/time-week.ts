import {
  hoursTextToQuarters,
  quartersToHours,
  type TTimeEntryListQuery,
  type TTimeOptions,
  type TTimeWeek,
  weekDates,
  workweekStart,
} from '@groundwork/shared';
import { and, asc, count, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  crewMembers,
  crews,
  employees,
  jobBudgetLines,
  projects,
  standardCostCodes,
  timeEntries,
} from '../../db/schema/index.ts';
import {
  mayEnterFor,
  mayEnterForSomeJob,
  mayRead,
  readableLinesCondition,
  type TTimeAccess,
} from './time-access.ts';
import { TimeErrors } from './time-entries.errors.ts';
import { timeSettings } from './time-entry-checks.ts';
import { employeeNames, selectTimeEntries } from './time-entry-json.ts';
import { timeWageDeterminations } from './time-wage-classes.ts';
import { weekOvertime } from './week-overtime.ts';

/** One employee's workweek: lines, day totals and the overtime rules' conversion with its reasons. */
export async function timeWeek(
  tx: Db,
  access: TTimeAccess,
  query: { employee_id?: string; date?: string },
  today: string,
): Promise<TTimeWeek> {
  const org = access.caller.organizationId;
  const employeeId = query.employee_id ?? access.selfEmployeeId;
  if (!employeeId) throw TimeErrors.employeeNotFound();
  const names = await employeeNames(tx, org, [employeeId]);
  const person = names.get(employeeId);
  if (!person) throw TimeErrors.employeeNotFound();
  const canSee = mayRead(access, employeeId, null) || access.managedJobIds.size > 0;
  if (!canSee) throw TimeErrors.notYours(person.short);

  const settings = await timeSettings(tx, org);
  const start = workweekStart(query.date ?? today, settings.workweekStartDay);
  const dates = weekDates(start);
  const end = dates[6] ?? start;
  const lines = await selectTimeEntries(
    tx,
    org,
    and(
      eq(timeEntries.employeeId, employeeId),
      gte(timeEntries.workDate, start),
      lte(timeEntries.workDate, end),
      readableLinesCondition(access) ?? undefined,
    ),
  );
  const dayTotals = dates.map((date) => ({
    date,
    hours: quartersToHours(
      lines.filter((l) => l.work_date === date).reduce((s, l) => s + hoursTextToQuarters(l.hours), 0),
    ),
  }));
  const total = lines.reduce((s, l) => s + hoursTextToQuarters(l.hours), 0);
  return {
    employee: { id: employeeId, name: person.name, short_name: person.short },
    week_start: start,
    week_end: end,
    workweek_start_day: settings.workweekStartDay,
    dates,
    default_work_state: settings.defaultWorkState,
    lines,
    day_totals: dayTotals,
    total_hours: quartersToHours(total),
    overtime: await weekOvertime(tx, org, employeeId, start, lines, settings.workweekStartDay),
    can_edit: mayEnterForSomeJob(access, employeeId),
  };
}

/** Time lines the caller may see, filtered by employee, week or dates, job and status; a page. */
export async function findTimeEntries(tx: Db, access: TTimeAccess, q: TTimeEntryListQuery) {
  const org = access.caller.organizationId;
  const settings = await timeSettings(tx, org);
  const conditions: (SQL | undefined)[] = [readableLinesCondition(access) ?? undefined];
  if (q.employee_id) conditions.push(eq(timeEntries.employeeId, q.employee_id));
  if (q.job_id) conditions.push(eq(timeEntries.jobId, q.job_id));
  if (q.status) conditions.push(eq(timeEntries.status, q.status));
  if (q.week) {
    const start = workweekStart(q.week, settings.workweekStartDay);
    conditions.push(
      gte(timeEntries.workDate, start),
      lte(timeEntries.workDate, weekDates(start)[6] ?? start),
    );
  }
  if (q.from) conditions.push(gte(timeEntries.workDate, q.from));
  if (q.to) conditions.push(lte(timeEntries.workDate, q.to));
  const where = and(...conditions);
  const [total] = await tx
    .select({ n: count() })
    .from(timeEntries)
    .where(and(eq(timeEntries.organizationId, org), where));
  const items = await selectTimeEntries(tx, org, where, {
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/**
 * What the time page offers the caller: the people whose time they may enter (themselves first), the
 * active jobs with the cost codes on each (from the job's budget lines), the crews they may use.
 */
export async function timeOptions(tx: Db, access: TTimeAccess): Promise<TTimeOptions> {
  const org = access.caller.organizationId;
  const settings = await timeSettings(tx, org);
  const people = await employeeNames(tx, org);
  const employeesOut = [...people.entries()]
    .filter(
      ([id, p]) => (id === access.selfEmployeeId || p.status !== 'inactive') && p.status !== 'terminated',
    )
    .filter(([id]) => mayEnterForSomeJob(access, id))
    .map(([id, p]) => ({
      id,
      user_id: p.userId,
      name: p.name,
      short_name: p.short,
      is_self: id === access.selfEmployeeId,
    }))
    .sort((a, b) => Number(b.is_self) - Number(a.is_self) || a.name.localeCompare(b.name));

  const jobRows = await tx
    .select({ id: projects.id, number: projects.projectNumber, name: projects.projectName })
    .from(projects)
    .where(and(eq(projects.organizationId, org), eq(projects.status, 'active')))
    .orderBy(asc(projects.numberYear), asc(projects.numberSeq));
  const codeRows = jobRows.length
    ? await tx
        .selectDistinct({
          jobId: jobBudgetLines.jobId,
          id: standardCostCodes.id,
          code: standardCostCodes.code,
          description: standardCostCodes.description,
        })
        .from(jobBudgetLines)
        .innerJoin(standardCostCodes, eq(standardCostCodes.id, jobBudgetLines.costCodeId))
        .where(
          and(
            eq(jobBudgetLines.organizationId, org),
            inArray(
              jobBudgetLines.jobId,
              jobRows.map((j) => j.id),
            ),
          ),
        )
    : [];
  const certified = await timeWageDeterminations(
    tx,
    org,
    jobRows.map((j) => j.id),
  );
  const jobs = jobRows.map((j) => ({
    ...j,
    wage_determinations: certified.get(j.id) ?? null,
    cost_codes: codeRows
      .filter((c) => c.jobId === j.id)
      .map((c) => ({ id: c.id, code: c.code, description: c.description }))
      .sort((a, b) => a.code.localeCompare(b.code)),
  }));

  const crewRows = await tx
    .select({ id: crews.id, name: crews.name, foreman: crews.foremanEmployeeId })
    .from(crews)
    .where(and(eq(crews.organizationId, org), eq(crews.isActive, true)))
    .orderBy(asc(crews.name));
  const members = crewRows.length
    ? await tx
        .select({ crewId: crewMembers.crewId, employeeId: crewMembers.employeeId })
        .from(crewMembers)
        .innerJoin(employees, eq(employees.id, crewMembers.employeeId))
        .where(and(eq(crewMembers.organizationId, org), ne(employees.employmentStatus, 'terminated')))
    : [];
  const usable = crewRows.filter(
    (c) =>
      access.isOffice ||
      (access.selfEmployeeId !== null && c.foreman === access.selfEmployeeId) ||
      access.managedJobIds.size > 0,
  );
  return {
    employees: employeesOut,
    jobs,
    crews: access.canCrew
      ? usable.map((c) => ({
          id: c.id,
          name: c.name,
          member_ids: members.filter((m) => m.crewId === c.id).map((m) => m.employeeId),
        }))
      : [],
    self_employee_id: access.selfEmployeeId,
    workweek_start_day: settings.workweekStartDay,
    default_work_state: settings.defaultWorkState,
    can_enter_for_others:
      access.canCrew &&
      employeesOut.some(
        (e) => (!e.is_self && mayEnterFor(access, e.id, null)) || access.managedJobIds.size > 0,
      ),
  };
}
