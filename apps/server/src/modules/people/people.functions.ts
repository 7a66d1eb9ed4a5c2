import {
  firstIssueMessage,
  ZAddCompanyUser,
  ZAddCompanyUserFn,
  ZAddEmployee,
  ZAddEmployeeFn,
  ZCompanyUserForm,
  ZDeleteEmployeeFn,
  ZUpdateEmployee,
  ZUpdateEmployeeFn,
  ZUpdateUserFn,
  ZUserTargetFn,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema/index.ts';
import type { ServerFunction } from '../../functions/functions.routes.ts';
import { AppError } from '../../lib/app-error.ts';

import {
  addCompanyUser,
  deleteCompanyUser,
  setCompanyUserActive,
  updateCompanyUser,
} from './company-users.ts';
import { addEmployee, deleteEmployee, updateEmployee } from './employees.ts';
import { sendInvitation } from './invite-person.ts';
import { inTargetOrganization } from './people-access.ts';
import { sendNotices } from './person-account.ts';

/** The same validation as the API routes, on the function's camelCase body mapped to the API's fields. */
function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('invalid_input', firstIssueMessage(parsed.error), 400);
  return parsed.data;
}

/** Only fields the body carries: `undefined` leaves a field alone, `null` clears it. */
function present<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function employeeIdOf(tx: Db, organizationId: string, userId: string): Promise<string> {
  const [row] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.userId, userId), eq(employees.organizationId, organizationId)));
  if (!row) throw new AppError('not_found', 'Employee not found', 404);
  return row.id;
}

type Fn = ServerFunction;
const fn = <S extends z.ZodType>(f: ServerFunction<S>) => f as unknown as Fn;

/**
 * Spec §7's people functions. The organizationId in a body is checked against the caller
 * (targetOrganization): a company's admins act on their own organization, internal users on any.
 */
export const PEOPLE_FUNCTIONS: Fn[] = [
  fn({
    name: 'add-employee',
    permission: 'people:manage',
    summary: 'Add an employee by invitation (the answer carries the temporary password, shown once)',
    body: ZAddEmployeeFn,
    run: async ({ deps, auth, requestId }, b) => {
      const input = parse(ZAddEmployee, {
        first_name: b.firstName,
        last_name: b.lastName,
        email: b.email,
        role: b.role,
        job_title: b.jobTitle ?? null,
        hire_date: b.hireDate ?? null,
        department_id: b.departmentId ?? null,
      });
      const added = await inTargetOrganization(
        deps,
        auth,
        b.organizationId,
        'add-employee',
        async (tx, org) => addEmployee(tx, deps.config, auth, org, input, requestId),
      );
      const invitationSent = await sendInvitation(deps, added.mail);
      return {
        success: true,
        employee: added.employee,
        temporaryPassword: added.temporaryPassword,
        invitationSent,
      };
    },
  }),
  fn({
    name: 'update-employee',
    permission: 'people:manage',
    summary: 'Edit an employee, or set employmentStatus alone (the status toggle)',
    body: ZUpdateEmployeeFn,
    run: async ({ deps, auth, requestId }, b) => {
      const input = parse(
        ZUpdateEmployee,
        present({
          first_name: b.firstName,
          last_name: b.lastName,
          email: b.email,
          role: b.role,
          job_title: b.jobTitle,
          hire_date: b.hireDate,
          department_id: b.departmentId,
          employment_status: b.employmentStatus,
        }),
      );
      const { employee, mails } = await inTargetOrganization(
        deps,
        auth,
        b.organizationId,
        'update-employee',
        async (tx, org) =>
          updateEmployee(tx, auth, org, await employeeIdOf(tx, org, b.userId), input, requestId),
      );
      await sendNotices(deps, mails);
      return { success: true, employee };
    },
  }),
  fn({
    name: 'delete-employee',
    permission: 'people:delete',
    summary: "Delete an employee permanently ('Testing Only'; internal users)",
    body: ZDeleteEmployeeFn,
    run: async ({ deps, auth, requestId }, b) => {
      await inTargetOrganization(deps, auth, b.organizationId, 'delete-employee', async (tx, org) =>
        deleteEmployee(tx, auth, org, b.employeeId, requestId),
      );
      return { message: 'Employee deleted successfully' };
    },
  }),
  fn({
    name: 'add-company-user',
    permission: 'people:manage',
    summary: 'Add a third-party user by invitation',
    body: ZAddCompanyUserFn,
    run: async ({ deps, auth, requestId }, b) => {
      if (b.role !== undefined && b.role !== 'third_party')
        throw new AppError('invalid_input', 'Only third-party users can be added here', 400);
      const input = parse(ZAddCompanyUser, {
        first_name: b.firstName,
        last_name: b.lastName,
        email: b.email,
      });
      const added = await inTargetOrganization(
        deps,
        auth,
        b.organizationId,
        'add-company-user',
        async (tx, org) => addCompanyUser(tx, deps.config, auth, org, input, requestId),
      );
      const invitationSent = await sendInvitation(deps, added.mail);
      return { success: true, user: added.user, temporaryPassword: added.temporaryPassword, invitationSent };
    },
  }),
  fn({
    name: 'update-user',
    permission: 'people:manage',
    summary: 'Edit a user of the organization: names, e-mail, role',
    body: ZUpdateUserFn,
    run: async ({ deps, auth, requestId }, b) => {
      const input = parse(ZCompanyUserForm, {
        first_name: b.firstName,
        last_name: b.lastName,
        email: b.email,
        role: b.role,
      });
      const { mails } = await inTargetOrganization(
        deps,
        auth,
        b.organizationId,
        'update-user',
        async (tx, org) => updateCompanyUser(tx, auth, org, b.userId, input, requestId),
      );
      await sendNotices(deps, mails);
      return { success: true };
    },
  }),
  fn({
    name: 'delete-user',
    permission: 'people:manage',
    summary: 'Remove a user from the organization (never a director)',
    body: ZUserTargetFn,
    run: async ({ deps, auth, requestId }, b) => {
      await inTargetOrganization(deps, auth, b.organizationId, 'delete-user', async (tx, org) =>
        deleteCompanyUser(tx, auth, org, b.userId, requestId),
      );
      return { success: true };
    },
  }),
  fn({
    name: 'deactivate-user',
    permission: 'people:manage',
    summary: 'Stop a user of the organization: sessions end, sign-in refused',
    body: ZUserTargetFn,
    run: async ({ deps, auth, requestId }, b) => {
      await inTargetOrganization(deps, auth, b.organizationId, 'deactivate-user', async (tx, org) =>
        setCompanyUserActive(tx, auth, org, b.userId, false, requestId),
      );
      return { success: true };
    },
  }),
];
