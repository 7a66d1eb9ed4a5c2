import { shortPersonName, type TTimeEntry } from '@groundwork/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, profiles, projects, standardCostCodes, timeEntries } from '../../db/schema/index.ts';

export type TTimeRow = typeof timeEntries.$inferSelect;

type TPersonNames = {
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string;
};

/** "Jane Smith" (the profile's names, else its full name, else the e-mail). */
export function displayName(p: TPersonNames): string {
  const joined = [p.firstName, p.lastName].filter((v) => v?.trim()).join(' ');
  return joined || p.fullName?.trim() || p.email;
}

export function shortName(p: TPersonNames): string {
  return shortPersonName({
    first_name: p.firstName,
    last_name: p.lastName,
    full_name: p.fullName,
    email: p.email,
  });
}

/** The company's employees by id with their display and short names. */
export async function employeeNames(
  tx: Db,
  organizationId: string,
  ids?: readonly string[],
): Promise<Map<string, { userId: string; name: string; short: string; status: string }>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: employees.id,
      userId: employees.userId,
      status: employees.employmentStatus,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      fullName: profiles.fullName,
      email: profiles.email,
    })
    .from(employees)
    .innerJoin(profiles, eq(profiles.id, employees.userId))
    .where(
      and(
        eq(employees.organizationId, organizationId),
        ids ? inArray(employees.id, [...new Set(ids)]) : undefined,
      ),
    );
  return new Map(
    rows.map((r) => [
      r.id,
      { userId: r.userId, name: displayName(r), short: shortName(r), status: r.status },
    ]),
  );
}

const selection = {
  line: timeEntries,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  fullName: profiles.fullName,
  email: profiles.email,
  jobNumber: projects.projectNumber,
  jobName: projects.projectName,
  code: standardCostCodes.code,
  codeDescription: standardCostCodes.description,
};

type TSelected = {
  line: TTimeRow;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string;
  jobNumber: string | null;
  jobName: string | null;
  code: string | null;
  codeDescription: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function timeEntryJson(r: TSelected): TTimeEntry {
  const l = r.line;
  return {
    id: l.id,
    employee_id: l.employeeId,
    employee_name: displayName(r),
    work_date: l.workDate,
    job_id: l.jobId,
    job_number: r.jobNumber,
    job_name: r.jobName,
    cost_code_id: l.costCodeId,
    cost_code: r.code,
    cost_code_description: r.codeDescription,
    pay_type: l.payType,
    hours: Number(l.hours).toFixed(2),
    classification: l.classification,
    wage_class_id: l.wageClassId,
    workers_comp_class: l.workersCompClass,
    work_state: l.workState,
    union_local: l.unionLocal,
    note: l.note,
    status: l.status,
    rejection_reason: l.rejectionReason,
    crew_id: l.crewId,
    submitted_at: iso(l.submittedAt),
    approved_at: iso(l.approvedAt),
    payroll_run_id: l.payrollRunId,
    created_by: l.createdBy,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
  };
}

/** Time lines of the company matching `where`, by employee, date, job, code, pay type. */
export async function selectTimeEntries(
  tx: Db,
  organizationId: string,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<TTimeEntry[]> {
  const query = tx
    .select(selection)
    .from(timeEntries)
    .innerJoin(employees, eq(employees.id, timeEntries.employeeId))
    .innerJoin(profiles, eq(profiles.id, employees.userId))
    .leftJoin(projects, eq(projects.id, timeEntries.jobId))
    .leftJoin(standardCostCodes, eq(standardCostCodes.id, timeEntries.costCodeId))
    .where(and(eq(timeEntries.organizationId, organizationId), where))
    .orderBy(
      asc(profiles.lastName),
      asc(profiles.firstName),
      asc(timeEntries.employeeId),
      asc(timeEntries.workDate),
      asc(projects.projectNumber),
      asc(standardCostCodes.code),
      asc(timeEntries.payType),
      asc(timeEntries.createdAt),
    );
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(timeEntryJson);
}

export async function timeEntriesByIds(
  tx: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<TTimeEntry[]> {
  if (ids.length === 0) return [];
  return selectTimeEntries(tx, organizationId, inArray(timeEntries.id, [...ids]));
}
