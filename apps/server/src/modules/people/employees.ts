import {
  isInternalRole,
  type TAddEmployee,
  type TEmployee,
  type TEmployeeListQuery,
  type TEmploymentStatus,
  type TPage,
  type TUpdateEmployee,
} from '@groundwork/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { departments, employees, organizations, profiles, users } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import type { MailMessage } from '../../lib/mail.ts';
import type { RequestAuth } from '../../lib/request-auth.ts';
import { invitePerson } from './invite-person.ts';
import { assertMayChangePerson, assertNotOwnRole, PeopleErrors, rolesIn } from './people-access.ts';
import {
  removeFromOrganization,
  setAccountActive,
  setRoleIn,
  updatePersonDetails,
} from './person-account.ts';

/** The role of the person in the employee's organization (their first role record there). */
// Qualified by hand: drizzle leaves columns bare when a query has no join, and a bare name inside the
// subquery would be the user_roles row's own.
const roleOf = sql<
  string | null
>`(select ur.role from public.user_roles ur where ur.user_id = "employees"."user_id" and ur.organization_id = "employees"."organization_id" order by ur.created_at limit 1)`;

/** `pending` lasts until the person first signs in (by the invitation link or the temporary password). */
const effectiveStatus = sql<TEmploymentStatus>`case when ${employees.employmentStatus} = 'pending' and ${users.lastSignInAt} is not null then 'active' else ${employees.employmentStatus} end`;

const employeeColumns = {
  id: employees.id,
  user_id: employees.userId,
  organization_id: employees.organizationId,
  first_name: profiles.firstName,
  last_name: profiles.lastName,
  full_name: profiles.fullName,
  email: profiles.email,
  job_title: employees.jobTitle,
  hire_date: employees.hireDate,
  department_id: employees.departmentId,
  department_name: departments.name,
  role: roleOf,
  employment_status: effectiveStatus,
  created_at: employees.createdAt,
};

function baseQuery(tx: Db) {
  return tx
    .select(employeeColumns)
    .from(employees)
    .innerJoin(profiles, eq(profiles.id, employees.userId))
    .innerJoin(users, eq(users.id, employees.userId))
    .leftJoin(departments, eq(departments.id, employees.departmentId));
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];
const toJson = (r: Row): TEmployee => ({ ...r, created_at: r.created_at.toISOString() });

/** The organization's employees, newest first; search matches name, e-mail, job title or department. */
export async function findEmployees(
  tx: Db,
  organizationId: string,
  query: TEmployeeListQuery,
): Promise<TPage<TEmployee>> {
  const conditions: SQL[] = [eq(employees.organizationId, organizationId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      sql`lower(coalesce(${profiles.fullName}, '') || chr(10) || ${profiles.email} || chr(10) || coalesce(${employees.jobTitle}, '') || chr(10) || coalesce(${departments.name}, '')) like lower(${pattern})`,
    );
  }
  const where = and(...conditions);
  const [counted] = await tx
    .select({ total: count() })
    .from(employees)
    .innerJoin(profiles, eq(profiles.id, employees.userId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(where);
  const rows = await baseQuery(tx)
    .where(where)
    .orderBy(desc(employees.createdAt), desc(employees.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(toJson), total: counted?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getEmployee(tx: Db, organizationId: string, id: string): Promise<TEmployee> {
  const [row] = await baseQuery(tx).where(
    and(eq(employees.id, id), eq(employees.organizationId, organizationId)),
  );
  if (!row) throw PeopleErrors.employeeNotFound();
  return toJson(row);
}

/** A department of the organization that people can be put in now, or none when departments are off. */
async function checkedDepartment(tx: Db, organizationId: string, departmentId: string | null | undefined) {
  const [org] = await tx
    .select({
      enabled: organizations.departmentsEnabled,
      required: organizations.departmentsRequireAssignment,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org?.enabled) return null;
  // With departments on, every employee belongs to one (Business Settings says so).
  if (!departmentId) {
    if (org.required) throw PeopleErrors.departmentRequired();
    return null;
  }
  const [dept] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.id, departmentId),
        eq(departments.organizationId, organizationId),
        eq(departments.isActive, true),
      ),
    );
  if (!dept) throw PeopleErrors.departmentNotFound();
  return dept.id;
}

/**
 * Add Employee: account, profile, role record and employee row in one transaction, and the invitation
 * mail (sent by the caller after commit). Answers the row and the temporary password, shown once.
 */
export async function addEmployee(
  tx: Db,
  config: TConfig,
  auth: RequestAuth,
  organizationId: string,
  input: TAddEmployee,
  requestId?: string,
) {
  const departmentId = await checkedDepartment(tx, organizationId, input.department_id);
  const invited = await invitePerson(tx, config, {
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    role: input.role,
    organizationId,
    invitedBy: auth.userId,
  });
  const [row] = await tx
    .insert(employees)
    .values({
      userId: invited.userId,
      organizationId,
      jobTitle: input.job_title ?? null,
      hireDate: input.hire_date ?? null,
      departmentId,
      employmentStatus: 'pending',
      createdBy: auth.userId,
    })
    .returning({ id: employees.id });
  if (!row) throw new Error('employee insert failed');
  const employee = await getEmployee(tx, organizationId, row.id);
  await audit(tx, {
    organizationId,
    actorId: auth.userId,
    action: 'employee_added',
    entity: 'employees',
    entityId: row.id,
    after: employee,
    requestId,
  });
  return { employee, temporaryPassword: invited.temporaryPassword, mail: invited.mail };
}

/**
 * Edit Employee (any field) and the activate/deactivate toggle (employment_status alone); answers the
 * employee and the mails to send after commit.
 */
export async function updateEmployee(
  tx: Db,
  auth: RequestAuth,
  organizationId: string,
  id: string,
  input: TUpdateEmployee,
  requestId?: string,
): Promise<{ employee: TEmployee; mails: MailMessage[] }> {
  const before = await getEmployee(tx, organizationId, id);
  await assertMayChangePerson(tx, auth, before.user_id);
  const roles = await rolesIn(tx, before.user_id, organizationId);
  const changesRole = Boolean(input.role && input.role !== before.role);
  assertNotOwnRole(auth, before.user_id, changesRole);
  if (input.employment_status && input.employment_status !== before.employment_status) {
    if (roles.some(isInternalRole)) throw PeopleErrors.internalRowUntouchable();
    if (input.employment_status !== 'active' && auth.userId === before.user_id)
      throw PeopleErrors.notYourself();
  }
  const mails = await updatePersonDetails(tx, before.user_id, {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
  });
  if (input.role && changesRole) await setRoleIn(tx, before.user_id, organizationId, input.role);
  const departmentId =
    input.department_id === undefined
      ? undefined
      : await checkedDepartment(tx, organizationId, input.department_id);
  await tx
    .update(employees)
    .set({
      ...(input.job_title !== undefined ? { jobTitle: input.job_title } : {}),
      ...(input.hire_date !== undefined ? { hireDate: input.hire_date } : {}),
      ...(departmentId !== undefined ? { departmentId } : {}),
      ...(input.employment_status ? { employmentStatus: input.employment_status } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(employees.id, id), eq(employees.organizationId, organizationId)));
  if (input.employment_status)
    await setAccountActive(tx, before.user_id, input.employment_status === 'active');
  const after = await getEmployee(tx, organizationId, id);
  await audit(tx, {
    organizationId,
    actorId: auth.userId,
    action:
      input.employment_status && Object.keys(input).length === 1
        ? 'employee_status_changed'
        : 'employee_updated',
    entity: 'employees',
    entityId: id,
    before,
    after,
    requestId,
  });
  return { employee: after, mails };
}

/** Permanent delete ('Testing Only', internal users): the row, the role, and the account if unused. */
export async function deleteEmployee(
  tx: Db,
  auth: RequestAuth,
  organizationId: string,
  id: string,
  requestId?: string,
): Promise<void> {
  const before = await getEmployee(tx, organizationId, id);
  await assertMayChangePerson(tx, auth, before.user_id);
  const roles = await rolesIn(tx, before.user_id, organizationId);
  if (roles.some(isInternalRole)) throw PeopleErrors.internalRowUntouchable();
  if (auth.userId === before.user_id) throw PeopleErrors.notYourself();
  await tx.delete(employees).where(and(eq(employees.id, id), eq(employees.organizationId, organizationId)));
  await removeFromOrganization(tx, before.user_id, organizationId);
  await audit(tx, {
    organizationId,
    actorId: auth.userId,
    action: 'employee_deleted',
    entity: 'employees',
    entityId: id,
    before,
    requestId,
  });
}
